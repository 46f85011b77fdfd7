// The auction plugin's declaration: what it needs of the schemas (checked by `npm run check`, which
// names this plugin when a requirement is missing) and the names it registers in the browser.
import type { PluginManifest } from '../../../shared/plugin.ts';
import { AUCTION } from './config.ts';

const { entities: E, states, actions, enroll, earnest, offline } = AUCTION;

export const auctionManifest: PluginManifest = {
  name: 'auction',
  requires: {
    entities: {
      [E.auction]: {
        states: Object.values(states),
        actions: Object.values(actions),
        fields: ['auctionName', 'startTime', 'endTime', 'startPrice', 'increment', 'currentPrice', 'finalPrice', 'winnerName', 'actualEndTime'],
      },
      [E.bid]: { fields: ['auctionId', 'amount', 'enrollId'] },
      [E.enroll]: { states: Object.values(enroll.states), fields: ['auctionId'] },
      [E.earnest]: { states: Object.values(earnest.states), actions: Object.values(earnest.actions), fields: ['auctionId', 'listingId'] },
      [E.offline]: { actions: Object.values(offline.actions), fields: ['auctionId'] },
    },
  },
  pageWidgets: ['auction-bid'],
};
