// GET /api/auction/:id/state: the bidding board, after the clock has settled the auction.
import {
  STATE_BID_LIMIT,
  canBid,
  countOf,
  currentPriceOf,
  formatAuctionTime,
  isOnline,
  minimumNextBid,
  parseAuctionTime,
  readRules,
  type AuctionState,
} from '../shared/index.ts';
import { fromFen } from '../../../shared/money/fen.ts';
import { type Actor, type AppContext, entityOf, readable, requireEntity } from '../../../server/api.ts';
import { bidCount, latestBids } from './bids.ts';
import { AUCTION_ENTITY, settleAuction } from './clock.ts';
import { enrolmentOptions } from './enrolments.ts';
import { docOf, text } from './store.ts';
import { AUCTION_FIELDS as A } from '../shared/fields.ts';

function timeText(v: unknown): string {
  const ms = parseAuctionTime(v);
  return ms === null ? text(v) : formatAuctionTime(ms);
}

function nullable(s: string): string | null {
  return s === '' ? null : s;
}

export async function auctionState(ctx: AppContext, actor: Actor, id: number, now: number = ctx.clock.now()): Promise<AuctionState> {
  const entity = entityOf(ctx, AUCTION_ENTITY);
  requireEntity(ctx, actor, entity, 'read');
  await settleAuction(ctx, id, now);
  const row = await readable(ctx.db, actor, entity, id);
  const doc = docOf(row);
  const read = readRules(doc);
  const current = currentPriceOf(doc);
  const bidder = canBid(actor, ctx.registry);
  const base = {
    id,
    status: row.status,
    version: row.version,
    online: isOnline(doc),
    currentPrice: current === null ? null : fromFen(current),
    delayCount: countOf(doc, A.delayCount),
    serverNow: now,
    // Counted, not read from the document: seeded or imported bids count too.
    bidCount: await bidCount(ctx, ctx.db, id),
    bids: await latestBids(ctx, ctx.db, id, STATE_BID_LIMIT),
    winnerName: nullable(text(doc[A.winnerName])),
    finalPrice: nullable(text(doc[A.finalPrice])),
    canBid: bidder,
    enrolments: bidder ? await enrolmentOptions(ctx, ctx.db, id, row.site_id) : [],
  };
  if (!read.ok) {
    return {
      ...base,
      startPrice: text(doc[A.startPrice]),
      increment: text(doc[A.increment]),
      minimumBid: '',
      startTime: timeText(doc[A.startTime]),
      endTime: timeText(doc[A.endTime]),
      scheduledEndTime: timeText(doc[A.endTime]),
      delayWindowMinutes: 0,
      delayMinutes: 0,
      problem: read.message,
    };
  }
  const r = read.rules;
  return {
    ...base,
    startPrice: fromFen(r.startFen),
    increment: fromFen(r.incrementFen),
    minimumBid: fromFen(minimumNextBid(r, current)),
    startTime: formatAuctionTime(r.startAt),
    endTime: formatAuctionTime(r.endAt),
    scheduledEndTime: timeText(doc[A.endTime]),
    delayWindowMinutes: r.delayWindowMs / 60_000,
    delayMinutes: r.delayMs / 60_000,
    problem: null,
  };
}
