// Bidding endpoints, the auction entities' transition routes and the auction clock, registered by buildApp.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { asBag } from '../http/params.ts';
import { parseId } from '../records/service.ts';
import { actorOf } from '../routes/auth.ts';
import { placeBid } from './bid.ts';
import { AUCTION_ENTITY, startAuctionClock } from './clock.ts';
import { auctionState } from './state.ts';
import { auctionTransitionRoutes } from './transitions.ts';

interface Params {
  id: string;
}

export function auctionRoutes(app: FastifyInstance, ctx: AppContext): void {
  auctionTransitionRoutes(app, ctx);
  // A project whose schemas have no auction entity gets no bidding.
  if (!Object.hasOwn(ctx.registry.entities, AUCTION_ENTITY)) return;

  app.get<{ Params: Params }>('/api/auction/:id/state', async (req) => ok(await auctionState(ctx, actorOf(req), parseId(req.params.id))));

  app.post<{ Params: Params }>('/api/auction/:id/bid', async (req) =>
    ok(await placeBid(ctx, actorOf(req), parseId(req.params.id), asBag(req.body)), '出价成功'),
  );

  startAuctionClock(app, ctx);
}
