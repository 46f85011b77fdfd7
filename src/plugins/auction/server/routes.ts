// Bidding endpoints and the auction clock: the auction plugin's own routes.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../server/context.ts';
import { ok } from '../../../server/http/envelope.ts';
import { asBag } from '../../../server/http/params.ts';
import { parseId } from '../../../server/records/service.ts';
import { actorOf } from '../../../server/routes/auth.ts';
import { placeBid } from './bid.ts';
import { startAuctionClock } from './clock.ts';
import { auctionState } from './state.ts';

interface Params {
  id: string;
}

/** The bid's fields, declared for their titles: a refusal by the request checks names 出价金额, not amount. */
const BID_BODY = Type.Object(
  { amount: Type.Optional(Type.Unknown({ title: '出价金额' })), enrollId: Type.Optional(Type.Unknown({ title: '竞买人' })) },
  { title: '出价', additionalProperties: true, 'x-optional': true },
);

export function auctionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: Params }>('/api/auction/:id/state', async (req) => ok(await auctionState(ctx, actorOf(req), parseId(req.params.id))));

  app.post<{ Params: Params }>('/api/auction/:id/bid', { schema: { body: BID_BODY } }, async (req) =>
    ok(await placeBid(ctx, actorOf(req), parseId(req.params.id), asBag(req.body)), '出价成功'),
  );

  startAuctionClock(app, ctx);
}
