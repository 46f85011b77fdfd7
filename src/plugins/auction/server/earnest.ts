// Earnest money after an auction ends: the winner's is marked 待转价款 (convert_pending) and every other
// party's 待退还 (refund_pending), each with a system audit row; finance then converts or refunds it.
//
// Parties are the auction's enrolments (any state: a rejected bidder who paid is refunded too) plus an
// offline winner. A party's record is the one its enrolment links (earnestMoneyId), else a held record
// of the auction's listing whose payer is the party: the same ID card or credit code when both sides
// have one, else the same name. Held earnest money of the listing that belongs to no party is left as
// it is (the listing may still be traded to that registrant by agreement).
import { ApiError, type AppContext, type Db, entityOf, findRecords, type RecordDbRow, systemTransition } from '../../../server/api.ts';
import { Code } from '../../../shared/codes.ts';
import { EARNEST_ENTITY, EARNEST_HELD, enrolmentsOf, partyOfEnrolment, type Party } from './enrolments.ts';
import { docOf, refId, text, type Doc } from './store.ts';
import { AUCTION } from '../shared/config.ts';
import { AUCTION_FIELDS as A, EARNEST_FIELDS as M } from '../shared/fields.ts';

const ES = AUCTION.earnest.states;
const MARKED: string[] = [ES.refundPending, ES.convertPending];
const SETTLED: string[] = [ES.refunded, ES.converted, ES.forfeited];

export interface AuctionRef {
  id: number;
  siteId: number | null;
  listingId: number | null;
  name: string;
}

export function auctionRef(row: RecordDbRow): AuctionRef {
  const d = docOf(row);
  return { id: Number(row.id), siteId: row.site_id, listingId: refId(d[A.listingId]), name: text(d[A.auctionName]) || `#${String(row.id)}` };
}

interface Identity {
  name: string;
  idCardNo: string;
  creditCode: string;
}

export function sameIdentity(a: Identity, b: Identity): boolean {
  if (a.idCardNo && b.idCardNo) return a.idCardNo.toUpperCase() === b.idCardNo.toUpperCase();
  if (a.creditCode && b.creditCode) return a.creditCode.toUpperCase() === b.creditCode.toUpperCase();
  return a.name !== '' && a.name === b.name;
}

function payerOf(d: Doc): Identity {
  return { name: text(d[M.payerName]), idCardNo: text(d[M.idCardNo]), creditCode: text(d[M.creditCode]) };
}

function isWinnerRecord(winner: Party | null, owner: Party, recordId: number, d: Doc): boolean {
  if (!winner) return false;
  if (winner.earnestMoneyId !== null) return winner.earnestMoneyId === recordId;
  // Linked to some other enrolment: not the winner's, whatever the names say.
  if (owner.earnestMoneyId === recordId) return false;
  return sameIdentity(winner, payerOf(d));
}

/** Held earnest money of the listing or linked by a party, locked for marking, in id order. */
async function heldRecords(ctx: AppContext, tx: Db, a: AuctionRef, linked: number[]): Promise<RecordDbRow[]> {
  const entity = entityOf(ctx, EARNEST_ENTITY);
  const held = { status: [EARNEST_HELD], site: a.siteId, forUpdate: true } as const;
  const onListing = a.listingId === null ? [] : await findRecords(tx, entity, { ...held, where: { [M.listingId]: a.listingId } });
  const seen = new Set(onListing.map((r) => Number(r.id)));
  const rest = linked.filter((id) => !seen.has(id));
  const byLink = rest.length === 0 ? [] : await findRecords(tx, entity, { ...held, ids: rest });
  return [...onListing, ...byLink].sort((x, y) => Number(x.id) - Number(y.id));
}

export interface MarkResult {
  convert: number[];
  refund: number[];
}

/** Marks the parties' held earnest money once the auction has a result (winner null: failed, all refunded). */
export async function markEarnest(ctx: AppContext, tx: Db, a: AuctionRef, winner: Party | null): Promise<MarkResult> {
  const entity = entityOf(ctx, EARNEST_ENTITY);
  const parties = (await enrolmentsOf(ctx, tx, a.id, a.siteId)).map(partyOfEnrolment);
  if (winner && !parties.some((p) => p.enrollId !== null && p.enrollId === winner.enrollId)) parties.push(winner);
  const linked = parties.map((p) => p.earnestMoneyId).filter((id): id is number => id !== null);
  const out: MarkResult = { convert: [], refund: [] };
  for (const row of await heldRecords(ctx, tx, a, linked)) {
    const id = Number(row.id);
    const d = docOf(row);
    const onListing = a.listingId !== null && refId(d[M.listingId]) === a.listingId;
    const owner =
      parties.find((p) => p.earnestMoneyId === id) ??
      (onListing ? parties.find((p) => p.earnestMoneyId === null && sameIdentity(p, payerOf(d))) : undefined);
    if (!owner) continue;
    const win = isWinnerRecord(winner, owner, id, d);
    await systemTransition(ctx, tx, entity, { ...row, id }, {
      action: win ? AUCTION.earnest.actions.markConvert : AUCTION.earnest.actions.markRefund,
      opinion: win ? `竞价项目「${a.name}」竞得，保证金待转为价款` : `竞价项目「${a.name}」未竞得，保证金待退还`,
      set: { [M.auctionId]: String(a.id) },
    });
    (win ? out.convert : out.refund).push(id);
  }
  return out;
}

/**
 * Takes back the marks of an auction whose result is withdrawn (an offline result revoked). Refused once
 * finance has refunded, converted or forfeited any of them: money that has moved is not moved back here.
 */
export async function unmarkEarnest(ctx: AppContext, tx: Db, a: AuctionRef, why: string): Promise<number> {
  const entity = entityOf(ctx, EARNEST_ENTITY);
  const rows = await findRecords(tx, entity, { where: { [M.auctionId]: a.id }, site: a.siteId, forUpdate: true });
  if (rows.some((r) => SETTLED.includes(r.status ?? ''))) {
    throw new ApiError(Code.WORKFLOW, '该竞价项目的保证金已退还、转价款或没收，不能撤回竞价结果');
  }
  let n = 0;
  for (const row of rows.filter((r) => MARKED.includes(r.status ?? ''))) {
    await systemTransition(ctx, tx, entity, { ...row, id: Number(row.id) }, { action: AUCTION.earnest.actions.unmark, opinion: why, remove: [M.auctionId] });
    n++;
  }
  return n;
}
