// Bid records of an auction (entity `bid`, linked by data.auctionId) as the board and the clock read them.
import type { AuctionBidRow } from '../shared/api.ts';
import type { EntitySchema } from '../../../shared/schema/types.ts';
import { parseUnsigned } from '../../../shared/decimal/index.ts';
import { type AppContext, countRecords, type Db, entityOf, findRecords, type RecordDbRow, toRecordRow } from '../../../server/api.ts';
import { refId, text } from './store.ts';
import { AUCTION } from '../shared/config.ts';
import { BID_FIELDS as B } from '../shared/fields.ts';

export const BID_ENTITY = AUCTION.entities.bid;

function toBidRow(r: RecordDbRow): AuctionBidRow {
  const rec = toRecordRow(r);
  const d = rec.data;
  return {
    id: rec.id,
    enrollId: refId(d[B.enrollId]),
    bidNumber: text(d[B.bidNumber]),
    bidderName: text(d[B.bidderName]),
    amount: text(d[B.amount]),
    bidTime: text(d[B.bidTime]),
    channel: text(d[B.channel]),
  };
}

function bids(ctx: AppContext): EntitySchema {
  return entityOf(ctx, BID_ENTITY);
}

/** Latest first: id order is commit order under the auction's row lock. */
export async function latestBids(ctx: AppContext, db: Db, auctionId: number, limit: number): Promise<AuctionBidRow[]> {
  const rows = await findRecords(db, bids(ctx), { where: { [B.auctionId]: auctionId }, orderBy: [{ field: 'id', desc: true }], limit });
  return rows.map(toBidRow);
}

/**
 * The winning bid: the highest amount, the earliest on a tie. Accepted bids rise strictly, so this is also
 * the latest bid; asking by amount keeps the answer right for bids entered any other way (seed, import).
 * An amount that is no number sorts last, so a top bid without one means no bid has one.
 */
export async function highestBid(ctx: AppContext, db: Db, auctionId: number): Promise<AuctionBidRow | null> {
  const [top] = await findRecords(db, bids(ctx), {
    where: { [B.auctionId]: auctionId },
    orderBy: [{ field: B.amount, desc: true }, { field: 'id' }],
    limit: 1,
  });
  const bid = top ? toBidRow(top) : null;
  return bid && parseUnsigned(bid.amount, 2) !== null ? bid : null;
}

export async function bidCount(ctx: AppContext, db: Db, auctionId: number): Promise<number> {
  return countRecords(db, bids(ctx), { where: { [B.auctionId]: auctionId } });
}
