// The auction plugin, server half: bidding routes and the clock, system transitions (start, close,
// offline results, earnest money marks) and hooks after the users' auction transitions.
import type { ServerPlugin } from '../../../server/api.ts';
import { AUCTION_ROUTES } from '../shared/contract.ts';
import { auctionManifest } from '../shared/manifest.ts';
import { afterTransition } from './hooks.ts';
import { auctionRoutes } from './routes.ts';

export const auctionServerPlugin: ServerPlugin = {
  manifest: auctionManifest,
  afterTransition,
  routes: auctionRoutes,
  contracts: AUCTION_ROUTES,
};
