// The entity fields the auction code may name, one accessor per entity, built from the manifest: using
// a field the manifest does not declare is a TypeScript error (see declaredFields).
import { declaredFields, type DeclaredField } from '../../../shared/plugin.ts';
import { AUCTION } from './config.ts';
import { auctionManifest } from './manifest.ts';

const E = AUCTION.entities;

export const AUCTION_FIELDS = declaredFields(auctionManifest, E.auction);
export const BID_FIELDS = declaredFields(auctionManifest, E.bid);
export const ENROLL_FIELDS = declaredFields(auctionManifest, E.enroll);
export const EARNEST_FIELDS = declaredFields(auctionManifest, E.earnest);
export const OFFLINE_FIELDS = declaredFields(auctionManifest, E.offline);

/** A field of the auction entity the plugin declares. */
export type AuctionField = DeclaredField<typeof auctionManifest, typeof E.auction>;
