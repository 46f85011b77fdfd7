// POST /api/auction/:id/bid: staff enter a bid for an enrolled bidder. Everything that decides whether
// the bid stands is read again after taking the auction's row lock, and the bid record and the auction's
// new price, count and end commit together, so of two bids at the same amount exactly one wins and the
// other is told the new minimum.
import {
  canBid,
  checkBid,
  currentPriceOf,
  formatAuctionTime,
  isOnline,
  readRules,
  type AuctionBidRow,
  type BidResult,
} from '../shared/index.ts';
import { Code } from '../../../shared/codes.ts';
import { fromFen } from '../../../shared/money/fen.ts';
import { parseMoney } from '../../../shared/money/parse.ts';
import { type Actor, ApiError, type AppContext, type Bag, createRecord, entityOf, invalid, loadRecord, patchRecord, posInt, readable, requireEntity, str, unauthorized, whoOf } from '../../../server/api.ts';
import { stateTitle } from '../../../shared/workflow.ts';
import { BID_ENTITY, bidCount, latestBids } from './bids.ts';
import { AUCTION_ENTITY, settleAuction } from './clock.ts';
import { ENROLL_ENTITY, enrolmentProblem } from './enrolments.ts';
import { auctionState } from './state.ts';
import { docOf, refId, text } from './store.ts';
import { AUCTION } from '../shared/config.ts';
import { AUCTION_FIELDS as A, BID_FIELDS as B, ENROLL_FIELDS as N } from '../shared/fields.ts';

function fieldError(field: typeof B.amount | typeof B.enrollId, message: string): ApiError {
  return invalid(message, [{ field, message }]);
}

/** The canonical money rule (plain decimal text, two decimals, the bid field's ceiling): no "1e309",
 * "3.72e5", "37,8000" or "+374000". */
function readAmount(ctx: AppContext, body: Bag): bigint {
  const prop = entityOf(ctx, BID_ENTITY).properties[B.amount];
  const r = parseMoney(str(body, 'amount') ?? '', '出价金额', prop?.['x-max']);
  if (!r.ok) throw fieldError(B.amount, r.message);
  return r.units;
}

export async function placeBid(ctx: AppContext, actor: Actor, id: number, body: Bag, now: () => number = () => ctx.clock.now()): Promise<BidResult> {
  const auctions = entityOf(ctx, AUCTION_ENTITY);
  requireEntity(ctx, actor, auctions, 'read');
  if (!canBid(actor, ctx.registry)) throw unauthorized();
  const enrollId = posInt(body, 'enrollId', '竞买人');
  if (enrollId === undefined) throw fieldError(B.enrollId, '请选择竞买人');
  const amount = readAmount(ctx, body);
  // The clock goes first, in its own transaction, so a refused bid never rolls back a due start or close.
  await settleAuction(ctx, id, now());

  const bid = await ctx.db.transaction(async (tx): Promise<AuctionBidRow> => {
    const row = await readable(tx, actor, auctions, id, true);
    const doc = docOf(row);
    if (!isOnline(doc)) throw new ApiError(Code.WORKFLOW, '现场竞价项目不接受网络出价，请在线下竞价中录入结果');
    if (row.status !== AUCTION.states.bidding) {
      throw new ApiError(Code.WORKFLOW, `竞价项目当前状态（${stateTitle(auctions['x-workflow'], row.status)}）不能出价`);
    }
    const read = readRules(doc);
    if (!read.ok) throw new ApiError(Code.WORKFLOW, read.message);

    const enrol = await loadRecord(tx, ENROLL_ENTITY, enrollId);
    const enrolDoc = enrol ? docOf(enrol) : {};
    if (!enrol || enrol.site_id !== row.site_id || refId(enrolDoc[N.auctionId]) !== id) {
      throw fieldError(B.enrollId, '该竞买人未报名本竞价项目');
    }
    const problem = await enrolmentProblem(tx, enrol);
    if (problem) throw fieldError(B.enrollId, problem);

    // The time is taken under the lock: a bid that waited for another one is judged when it gets its turn.
    const at = now();
    const current = currentPriceOf(doc);
    const check = checkBid(read.rules, current, amount, at);
    if (!check.ok) {
      if (check.reason === 'not_started' || check.reason === 'ended') throw new ApiError(Code.WORKFLOW, check.message);
      throw fieldError(B.amount, check.message);
    }
    const [leader] = await latestBids(ctx, tx, id, 1);
    if (leader && leader.enrollId === enrollId) throw fieldError(B.enrollId, '该竞买人已是当前最高出价人，不能对自己的出价加价');

    const saved = await createRecord(ctx, tx, entityOf(ctx, BID_ENTITY), {
      siteId: row.site_id,
      variety: row.variety,
      createdBy: actor.userId,
      who: whoOf(actor),
      doc: {
        [B.auctionId]: String(id),
        [B.auctionName]: text(doc[A.auctionName]),
        [B.enrollId]: String(enrollId),
        [B.bidNumber]: text(enrolDoc[N.bidNumber]),
        [B.bidderName]: text(enrolDoc[N.bidderName]),
        [B.amount]: fromFen(amount),
        [B.bidTime]: formatAuctionTime(at),
        [B.channel]: '网络',
      },
    });
    const set: Record<string, string> = { [A.currentPrice]: fromFen(amount), [A.bidCount]: String(await bidCount(ctx, tx, id)) };
    if (check.extended) {
      set[A.currentEndTime] = formatAuctionTime(check.endAt);
      set[A.delayCount] = String((refId(doc[A.delayCount]) ?? 0) + 1);
    }
    await patchRecord(tx, auctions, row, { set, who: whoOf(actor) });
    return {
      id: saved.id,
      enrollId,
      bidNumber: text(saved.data[B.bidNumber]),
      bidderName: text(saved.data[B.bidderName]),
      amount: text(saved.data[B.amount]),
      bidTime: text(saved.data[B.bidTime]),
      channel: text(saved.data[B.channel]),
    };
  });
  return { bid, state: await auctionState(ctx, actor, id, now()) };
}
