// The auction plugin, browser half: the bid board widget for auction detail pages.
import { lazy } from 'react';
import type { WebPlugin } from '../../../web/api.ts';
import { auctionManifest } from '../shared/manifest.ts';

export const auctionWebPlugin: WebPlugin = {
  manifest: auctionManifest,
  pageWidgets: { 'auction-bid': lazy(() => import('./AuctionBidWidget.tsx')) },
};
