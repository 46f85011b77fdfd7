// Bid records of an auction (entity `bid`, linked by data.auctionId) as the board and the clock read them.
import type { AuctionBidRow } from '../shared/api.ts';
import { type Db, RECORD_COLUMNS, type RecordDbRow, toRecordRow } from '../../../server/api.ts';
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

/** Latest first: id order is commit order under the auction's row lock. */
export async function latestBids(db: Db, auctionId: number, limit: number): Promise<AuctionBidRow[]> {
  const rows = await db.query<RecordDbRow>(
    `SELECT ${RECORD_COLUMNS} FROM records WHERE entity = $1 AND (data->>'${B.auctionId}') = $2 ORDER BY id DESC LIMIT $3`,
    [BID_ENTITY, String(auctionId), limit],
  );
  return rows.map(toBidRow);
}

/**
 * The winning bid: the highest amount, the earliest on a tie. Accepted bids rise strictly, so this is also
 * the latest bid; asking by amount keeps the answer right for bids entered any other way (seed, import).
 */
export async function highestBid(db: Db, auctionId: number): Promise<AuctionBidRow | null> {
  const rows = await db.query<RecordDbRow>(
    `SELECT ${RECORD_COLUMNS} FROM records
     WHERE entity = $1 AND (data->>'${B.auctionId}') = $2 AND (data->>'${B.amount}') ~ '^[0-9]+(\\.[0-9]{1,2})?$'
     ORDER BY (data->>'${B.amount}')::numeric DESC, id ASC LIMIT 1`,
    [BID_ENTITY, String(auctionId)],
  );
  return rows[0] ? toBidRow(rows[0]) : null;
}

export async function bidCount(db: Db, auctionId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM records WHERE entity = $1 AND (data->>'${B.auctionId}') = $2`, [
    BID_ENTITY,
    String(auctionId),
  ]);
  return Number(rows[0]?.n ?? 0);
}
