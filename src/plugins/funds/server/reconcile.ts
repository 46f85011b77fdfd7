// Reconciliation per account and period, and one deal's balance: sums over the ledger in integer fen.
import { canEntity } from '../../../shared/permission.ts';
import { type Actor, type AppContext, entityOf, invalid, readable, unauthorized } from '../../../server/api.ts';
import { dealBalance, yuan, type AccountRow, type DealBalanceText } from '../shared/balance.ts';
import { FUNDS } from '../shared/config.ts';
import { FLOW_FIELDS as F, SETTLEMENT_FIELDS as S } from '../shared/manifest.ts';
import { dealFlows } from './hooks.ts';
import { businessDayRange } from '../../../shared/time/business.ts';

const E = FUNDS.entities;

/** The instant a business day starts (`end`: the next day starts), as ISO text; 100002 for a date that does not exist. */
function dayBound(text: string, end: boolean): string {
  const day = businessDayRange(text);
  if (!day) throw invalid('请选择正确的起止日期');
  return new Date(end ? day.end : day.start).toISOString();
}

function requireFlowRead(ctx: AppContext, actor: Actor): void {
  if (!canEntity(actor, ctx.registry, E.flow, 'read')) throw unauthorized();
}

interface SumRow {
  account: string;
  direction: string;
  closed: boolean;
  period: string;
  fen: string;
}

/** from/to are business dates (src/shared/time/business.ts) bounding the period, both included; either may be empty. */
export async function reconciliation(ctx: AppContext, actor: Actor, fromText: string, toText: string): Promise<AccountRow[]> {
  requireFlowRead(ctx, actor);
  const from = fromText ? dayBound(fromText, false) : '0001-01-01T00:00:00Z';
  const to = toText ? dayBound(toText, true) : '9999-12-31T00:00:00Z';
  // Site staff reconcile their site's accounts; the all-sites administrator all of them.
  const site = actor.siteId ?? null;
  const rows = await ctx.db.query<SumRow>(
    `SELECT f.data ->> '${F.account}' AS account, f.data ->> '${F.direction}' AS direction,
            EXISTS (SELECT 1 FROM records s WHERE s.entity = $1 AND s.status = $2 AND (s.data ->> '${S.listingId}') = (f.data ->> '${F.dealId}')
                    AND s.site_id IS NOT DISTINCT FROM f.site_id) AS closed,
            CASE WHEN (f.data ->> '${F.occurredAt}') < $4 THEN 'before' WHEN (f.data ->> '${F.occurredAt}') < $5 THEN 'in' ELSE 'after' END AS period,
            sum(round((f.data ->> '${F.amount}')::numeric * 100))::text AS fen
       FROM records f WHERE f.entity = $3 AND ($6::int IS NULL OR f.site_id = $6)
      GROUP BY 1, 2, 3, 4`,
    [E.settlement, FUNDS.settlement.states.approved, E.flow, from, to, site],
  );
  return FUNDS.accounts.map(({ code, title }) => {
    let opening = 0n;
    let inn = 0n;
    let out = 0n;
    let held = 0n;
    for (const r of rows) {
      if (r.account !== code || r.period === 'after') continue;
      const v = BigInt(r.fen);
      const signed = r.direction === 'in' ? v : -v;
      if (r.period === 'before') opening += signed;
      else if (r.direction === 'in') inn += v;
      else out += v;
      // The income account keeps what it receives; the others hold money only for open deals.
      if (code === FUNDS.incomeAccount || !r.closed) held += signed;
    }
    const closing = opening + inn - out;
    return { account: code, title, opening: yuan(opening), in: yuan(inn), out: yuan(out), closing: yuan(closing), held: yuan(held), difference: yuan(closing - held) };
  });
}

export async function dealBalanceOf(ctx: AppContext, actor: Actor, dealId: number): Promise<DealBalanceText> {
  requireFlowRead(ctx, actor);
  const deal = await readable(ctx.db, actor, entityOf(ctx, E.deal), dealId);
  const flows = await dealFlows(ctx.db, dealId, deal.site_id);
  const b = dealBalance(flows);
  return { dealId, received: yuan(b.received), paidOut: yuan(b.paidOut), income: yuan(b.income), difference: yuan(b.difference), differenceFen: b.difference.toString(), balanced: b.difference === 0n, flows: flows.length };
}

