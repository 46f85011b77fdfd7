// Bidding endpoints and the auction clock: the auction plugin's own routes.
import type { FastifyInstance } from 'fastify';
import { actorOf, type AppContext, asBag, ok, parseId } from '../../../server/api.ts';
import { placeBid } from './bid.ts';
import { startAuctionClock } from './clock.ts';
import { auctionState } from './state.ts';

interface Params {
  id: string;
}

export function auctionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: Params }>('/api/auction/:id/state', async (req) => ok(await auctionState(ctx, actorOf(req), parseId(req.params.id))));

  app.post<{ Params: Params }>('/api/auction/:id/bid', async (req) =>
    ok(await placeBid(ctx, actorOf(req), parseId(req.params.id), asBag(req.body)), '出价成功'),
  );

  startAuctionClock(app, ctx);
}
