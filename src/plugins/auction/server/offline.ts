// Offline (现场竞价) results entered by staff on the auction_offline form. Confirming a result that names
// its auction (auctionId) writes the outcome onto that auction in the same transaction: 成交 moves it to
// 已成交 with the winner and price, 流拍 to 流拍, and the parties' earnest money is marked as for an online
// close. Revoking the confirmation takes all of that back, unless finance has already moved the money.
import { OFFLINE_METHOD, isOnline, parseAuctionTime, formatAuctionTime, yuanText } from '../shared/index.ts';
import type { RecordRow } from '../../../shared/api.ts';
import { Code } from '../../../shared/codes.ts';
import { toFen } from '../../../shared/money/fen.ts';
import type { FieldError } from '../../../shared/codes.ts';
import { stateTitle } from '../../../shared/workflow.ts';
import { ApiError, type AppContext, type Db, entityOf, invalid, loadRecord, type RecordDbRow, systemTransition } from '../../../server/api.ts';
import { AUCTION_ENTITY } from './clock.ts';
import { auctionRef, markEarnest, sameIdentity, unmarkEarnest } from './earnest.ts';
import { enrolmentsOf, partyOfEnrolment, type Party } from './enrolments.ts';
import { docOf, refId, text, type Doc } from './store.ts';
import { AUCTION } from '../shared/config.ts';
import { AUCTION_FIELDS as A, OFFLINE_FIELDS as O } from '../shared/fields.ts';

export const OFFLINE_ENTITY = AUCTION.entities.offline;
const RESULT_FIELDS = [A.winnerName, A.winnerEnrollId, A.finalPrice, A.currentPrice, A.actualEndTime, A.offlineResultId];

function fenOrNull(v: unknown): bigint | null {
  try {
    return typeof v === 'string' && v.trim() ? toFen(v) : null;
  } catch {
    return null;
  }
}

/** The linked auction, locked; null when the result names none. */
async function linkedAuction(tx: Db, rec: RecordRow): Promise<RecordDbRow | null> {
  const id = refId(rec.data[O.auctionId]);
  if (id === null) return null;
  const row = await loadRecord(tx, AUCTION_ENTITY, id, true);
  if (!row || row.site_id !== rec.siteId) throw invalid('关联的竞价项目不存在或不属于本站点', [{ field: O.auctionId, message: '竞价项目不存在' }]);
  return row;
}

/** The winner as an enrolment of the auction when one matches (so its linked earnest money is found). */
async function winnerOf(ctx: AppContext, tx: Db, auction: RecordDbRow, d: Doc): Promise<Party> {
  const who = { name: text(d[O.winnerName]), idCardNo: text(d[O.winnerIdCardNo]), creditCode: text(d[O.winnerCreditCode]) };
  const enrolled = (await enrolmentsOf(ctx, tx, Number(auction.id), auction.site_id)).map(partyOfEnrolment).find((p) => sameIdentity(p, who));
  return enrolled ?? { ...who, earnestMoneyId: null, enrollId: null };
}

function dealProblems(d: Doc, startFen: bigint | null): FieldError[] {
  const errors: FieldError[] = [];
  if (!text(d[O.winnerName])) errors.push({ field: O.winnerName, message: '竞价成交时须填写竞得人' });
  const price = fenOrNull(d[O.finalPrice]);
  if (price === null) errors.push({ field: O.finalPrice, message: '竞价成交时须填写成交价' });
  else if (startFen !== null && price < startFen) errors.push({ field: O.finalPrice, message: `成交价不能低于竞价项目的起始价（${yuanText(startFen)}）` });
  return errors;
}

async function confirm(ctx: AppContext, tx: Db, rec: RecordRow, auction: RecordDbRow): Promise<void> {
  const entity = entityOf(ctx, AUCTION_ENTITY);
  const a = docOf(auction);
  if (isOnline(a)) throw new ApiError(Code.WORKFLOW, `关联的竞价项目为网络竞价，结果由系统按出价确定；线下结果只能关联${OFFLINE_METHOD}项目`);
  if (auction.status !== AUCTION.states.published) {
    throw new ApiError(Code.WORKFLOW, `关联的竞价项目当前状态（${stateTitle(entity['x-workflow'], auction.status)}）不能录入线下竞价结果`);
  }
  const d = rec.data;
  const at = parseAuctionTime(d[O.auctionTime]);
  const common: Record<string, string> = { [A.offlineResultId]: String(rec.id) };
  if (at !== null) common[A.actualEndTime] = formatAuctionTime(at);
  if (d[O.result] !== '成交') {
    const failed = await systemTransition(ctx, tx, entity, auction, { action: AUCTION.actions.fail, opinion: `线下竞价流拍（线下竞价结果 #${rec.id}）`, set: common });
    await markEarnest(ctx, tx, auctionRef(failed), null);
    return;
  }
  const errors = dealProblems(d, fenOrNull(a[A.startPrice]));
  if (errors.length > 0) throw invalid(errors[0]!.message, errors);
  const winner = await winnerOf(ctx, tx, auction, d);
  const price = text(d[O.finalPrice]);
  const set = { ...common, [A.winnerName]: winner.name, [A.finalPrice]: price, [A.currentPrice]: price };
  const ended = await systemTransition(ctx, tx, entity, auction, {
    entities: ctx.registry.entities,
    action: AUCTION.actions.recordOffline,
    opinion: `线下竞价成交：竞得人 ${winner.name}，成交价 ${yuanText(toFen(price))}（线下竞价结果 #${rec.id}）`,
    set: winner.enrollId === null ? set : { ...set, [A.winnerEnrollId]: String(winner.enrollId) },
  });
  await markEarnest(ctx, tx, auctionRef(ended), winner);
}

async function revoke(ctx: AppContext, tx: Db, rec: RecordRow, auction: RecordDbRow): Promise<void> {
  // Only the result that decided the auction takes it back.
  if (refId(docOf(auction)[A.offlineResultId]) !== rec.id) return;
  const why = `线下竞价结果 #${rec.id} 已撤回确认`;
  await unmarkEarnest(ctx, tx, auctionRef(auction), why);
  await systemTransition(ctx, tx, entityOf(ctx, AUCTION_ENTITY), auction, { action: AUCTION.actions.reopen, opinion: why, remove: RESULT_FIELDS });
}

/** Runs inside the transaction of an auction_offline transition, after it has been applied. */
export async function afterOfflineTransition(ctx: AppContext, tx: Db, rec: RecordRow, action: string): Promise<void> {
  const { confirm: CONFIRM, revoke: REVOKE } = AUCTION.offline.actions;
  if (action !== CONFIRM && action !== REVOKE) return;
  const auction = await linkedAuction(tx, rec);
  if (!auction) return;
  if (action === CONFIRM) await confirm(ctx, tx, rec, auction);
  else await revoke(ctx, tx, rec, auction);
}
