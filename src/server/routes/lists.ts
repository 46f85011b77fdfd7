// GET /api/lists/:pageId : a list page's rows, under the page's fixed filters, for callers who may open it.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { asBag } from '../http/params.ts';
import { listPageRecords } from '../records/pageList.ts';
import { actorOf } from '../auth/actor.ts';

export function listRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { pageId: string } }>('/api/lists/:pageId', async (req) =>
    ok(await listPageRecords(ctx, actorOf(req), req.params.pageId, asBag(req.query))),
  );
}
