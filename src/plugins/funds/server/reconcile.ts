// Reconciliation per account and period, and one deal's balance: sums over the ledger in integer fen.
import { canEntity } from '../../../shared/permission.ts';
import { type Actor, type AppContext, entityOf, findRecords, invalid, readable, toRecordRow, unauthorized } from '../../../server/api.ts';
import { dealBalance, fen, yuan, type AccountRow, type DealBalanceText } from '../shared/balance.ts';
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

type Period = 'before' | 'in' | 'after';

interface FlowSum {
  account: string;
  direction: string;
  /** The flow's deal has an approved settlement in the flow's site. */
  closed: boolean;
  period: Period;
  fen: bigint;
}

/** The flows of `site` (every site when null), each with its period and whether its deal is closed. */
async function flowSums(ctx: AppContext, site: number | null, from: string, to: string): Promise<FlowSum[]> {
  const scope = site === null ? {} : { site };
  const settled = await findRecords(ctx.db, entityOf(ctx, E.settlement), { ...scope, status: [FUNDS.settlement.states.approved] });
  const closed = new Set(settled.flatMap((r) => {
    const deal = text(toRecordRow(r).data[S.listingId]);
    return deal === '' ? [] : [`${String(r.site_id)}:${deal}`];
  }));
  const flows = await findRecords(ctx.db, entityOf(ctx, E.flow), scope);
  return flows.map((r) => {
    const d = toRecordRow(r).data;
    // Stored times are ISO instants in UTC, so text order is time order; a flow without one is in no period.
    const at = text(d[F.occurredAt]);
    return {
      account: text(d[F.account]),
      direction: text(d[F.direction]),
      closed: closed.has(`${String(r.site_id)}:${text(d[F.dealId])}`),
      period: at === '' ? 'after' : at < from ? 'before' : at < to ? 'in' : 'after',
      fen: fen(d[F.amount]),
    };
  });
}

function text(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

/** from/to are business dates (src/shared/time/business.ts) bounding the period, both included; either may be empty. */
export async function reconciliation(ctx: AppContext, actor: Actor, fromText: string, toText: string): Promise<AccountRow[]> {
  requireFlowRead(ctx, actor);
  const from = fromText ? dayBound(fromText, false) : '0001-01-01T00:00:00Z';
  const to = toText ? dayBound(toText, true) : '9999-12-31T00:00:00Z';
  // Site staff reconcile their site's accounts; the all-sites administrator all of them.
  const rows = await flowSums(ctx, actor.siteId ?? null, from, to);
  return FUNDS.accounts.map(({ code, title }) => {
    let opening = 0n;
    let inn = 0n;
    let out = 0n;
    let held = 0n;
    for (const r of rows) {
      if (r.account !== code || r.period === 'after') continue;
      const v = r.fen;
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
  const flows = await dealFlows(ctx, ctx.db, dealId, deal.site_id);
  const b = dealBalance(flows);
  return { dealId, received: yuan(b.received), paidOut: yuan(b.paidOut), income: yuan(b.income), difference: yuan(b.difference), differenceFen: b.difference.toString(), balanced: b.difference === 0n, flows: flows.length };
}

