// The auction plugin's declaration: what it needs of the schemas (checked by `npm run check`, which
// names this plugin when a requirement is missing) and the names it registers in the browser. Every
// field its code reads or writes is listed here: the code names fields only through declaredFields
// (fields.ts), so an undeclared one does not compile.
import type { PluginManifest } from '../../../shared/plugin.ts';
import { AUCTION } from './config.ts';

const { entities: E, states, actions, enroll, earnest, offline } = AUCTION;

export const auctionManifest = {
  name: 'auction',
  requires: {
    entities: {
      [E.auction]: {
        states: Object.values(states),
        actions: Object.values(actions),
        fields: [
          'auctionName', 'auctionMethod', 'listingId', 'startTime', 'endTime', 'currentEndTime', 'startPrice', 'increment',
          'delayWindow', 'delayMinutes', 'currentPrice', 'bidCount', 'delayCount', 'finalPrice', 'winnerName', 'winnerEnrollId',
          'actualEndTime', 'offlineResultId',
        ],
      },
      [E.bid]: { fields: ['auctionId', 'auctionName', 'enrollId', 'bidNumber', 'bidderName', 'amount', 'bidTime', 'channel'] },
      [E.enroll]: {
        states: Object.values(enroll.states),
        fields: ['auctionId', 'bidderName', 'bidNumber', 'idCardNo', 'creditCode', 'earnestMoneyId', 'earnestPaid'],
      },
      [E.earnest]: {
        states: Object.values(earnest.states),
        actions: Object.values(earnest.actions),
        fields: ['auctionId', 'listingId', 'payerName', 'idCardNo', 'creditCode'],
      },
      [E.offline]: {
        actions: Object.values(offline.actions),
        fields: ['auctionId', 'result', 'auctionTime', 'winnerName', 'winnerIdCardNo', 'winnerCreditCode', 'finalPrice'],
      },
    },
  },
  pageWidgets: ['auction-bid'],
} as const satisfies PluginManifest;
