// The funds endpoints: reconciliation per account and period, and one deal's balance.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../server/context.ts';
import { ok } from '../../../server/http/envelope.ts';
import { asBag, str } from '../../../server/http/params.ts';
import { parseId } from '../../../server/records/service.ts';
import { actorOf } from '../../../server/auth/actor.ts';
import { dealBalanceOf, reconciliation } from './reconcile.ts';

export function fundsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/funds/reconciliation', async (req) => {
    const q = asBag(req.query);
    return ok(await reconciliation(ctx, actorOf(req), str(q, 'from') ?? '', str(q, 'to') ?? ''));
  });
  app.get<{ Params: { id: string } }>('/api/funds/deal/:id', async (req) => ok(await dealBalanceOf(ctx, actorOf(req), parseId(req.params.id))));
}
