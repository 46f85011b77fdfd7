// The funds endpoints: reconciliation per account and period, and one deal's balance.
import type { FastifyInstance } from 'fastify';
import { actorOf, type AppContext, asBag, ok, parseId, str } from '../../../server/api.ts';
import { dealBalanceOf, reconciliation } from './reconcile.ts';

export function fundsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/funds/reconciliation', async (req) => {
    const q = asBag(req.query);
    return ok(await reconciliation(ctx, actorOf(req), str(q, 'from') ?? '', str(q, 'to') ?? ''));
  });
  app.get<{ Params: { id: string } }>('/api/funds/deal/:id', async (req) => ok(await dealBalanceOf(ctx, actorOf(req), parseId(req.params.id))));
}
