// What follows a user's transition of an auction entity, inside that transition's transaction (the
// engine runs these hooks from its generic transition route; the plugin adds no route of its own).
import type { RecordRow } from '../../../shared/api.ts';
import { type AfterTransition, type AppContext, type Db, loadRecord } from '../../../server/api.ts';
import { AUCTION } from '../shared/config.ts';
import { AUCTION_ENTITY } from './clock.ts';
import { auctionRef, markEarnest } from './earnest.ts';
import { afterOfflineTransition } from './offline.ts';

/** A manual 流拍 (an auction called off) refunds every party, as a close without bids does. */
const afterAuction: AfterTransition = async (ctx, tx, { record, action }) => {
  if (action !== AUCTION.actions.fail) return;
  const row = await loadRecord(tx, AUCTION_ENTITY, record.id, true);
  if (row) await markEarnest(ctx, tx, auctionRef(row), null);
};

const afterOffline: AfterTransition = (ctx: AppContext, tx: Db, e: { record: RecordRow; action: string }) =>
  afterOfflineTransition(ctx, tx, e.record, e.action);

export const afterTransition: Record<string, AfterTransition> = {
  [AUCTION.entities.auction]: afterAuction,
  [AUCTION.entities.offline]: afterOffline,
};
