// The bidding routes' HTTP contract (ServerPlugin.contracts): the board of an auction and a bid entered
// by staff. Money is yuan text with two decimals, never a float.
import { Type, type Static } from '@sinclair/typebox';
import { Envelope, IdText, OptionalBag, OptionalIntLike, Query, TextLike, type Assert, type Same } from '../../../shared/contract/common.ts';
import type { RouteContract } from '../../../shared/contract/routes.ts';
import type { AuctionState, BidResult } from './api.ts';

const Money = (description: string) => Type.String({ description });

export const AuctionBidRowSchema = Type.Object({
  id: Type.Integer(),
  enrollId: Type.Union([Type.Integer(), Type.Null()]),
  bidNumber: Type.String(),
  bidderName: Type.String(),
  amount: Money('出价（元）'),
  bidTime: Type.String({ description: 'ISO 8601，带时区' }),
  channel: Type.String(),
});

export const AuctionStateSchema = Type.Object(
  {
    id: Type.Integer(),
    status: Type.Union([Type.String(), Type.Null()]),
    version: Type.Integer({ description: '每次出价和时钟推进都会变' }),
    online: Type.Boolean({ description: '网络竞价（否则现场竞价）' }),
    startPrice: Money('起拍价'),
    increment: Money('加价幅度'),
    currentPrice: Type.Union([Money('当前价'), Type.Null()]),
    minimumBid: Money('下一口最低出价'),
    startTime: Type.String(),
    endTime: Type.String({ description: '当前截止（含延时）' }),
    scheduledEndTime: Type.String(),
    delayWindowMinutes: Type.Number(),
    delayMinutes: Type.Number(),
    delayCount: Type.Integer(),
    serverNow: Type.Number({ description: '服务器时钟（毫秒）' }),
    bidCount: Type.Integer(),
    bids: Type.Array(AuctionBidRowSchema, { description: '最新在前' }),
    winnerName: Type.Union([Type.String(), Type.Null()]),
    finalPrice: Type.Union([Type.String(), Type.Null()]),
    canBid: Type.Boolean(),
    enrolments: Type.Array(
      Type.Object({ id: Type.Integer(), bidderName: Type.String(), bidNumber: Type.String(), eligible: Type.Boolean(), reason: Type.Union([Type.String(), Type.Null()]) }),
    ),
    problem: Type.Union([Type.String(), Type.Null()], { description: '竞价规则无法读取时的原因' }),
  },
  { title: '竞价状态' },
);

export const BidResultSchema = Type.Object({ bid: AuctionBidRowSchema, state: AuctionStateSchema }, { title: '出价结果' });

const AuctionId = Type.Object({ id: IdText('竞价编号') });

export const AUCTION_ROUTES: Readonly<Record<string, RouteContract>> = {
  'GET /api/auction/:id/state': { params: AuctionId, querystring: Query({}), response: { 200: Envelope(AuctionStateSchema) }, summary: 'The board (runs the auction clock first)' },
  'POST /api/auction/:id/bid': {
    params: AuctionId,
    body: OptionalBag({ enrollId: Type.Optional(OptionalIntLike('竞买人')), amount: Type.Optional(TextLike('出价金额', 40)) }, '出价'),
    response: { 200: Envelope(BidResultSchema) },
    summary: 'Staff enter a bid for an approved enrolment',
  },
};

export type AuctionShapes = [Assert<Same<Static<typeof AuctionStateSchema>, AuctionState>>, Assert<Same<Static<typeof BidResultSchema>, BidResult>>];
