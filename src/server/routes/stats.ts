// GET /api/stats/:pageId : the figures of a stats page, for callers who may open that page.
import type { FastifyInstance } from 'fastify';
import { canPage } from '../../shared/permission.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { notFound, unauthorized } from '../http/errors.ts';
import { asBag } from '../http/params.ts';
import { entityOf } from '../records/entity.ts';
import { computeStats } from '../stats/service.ts';
import { actorOf } from '../auth/actor.ts';

export function statsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { pageId: string } }>('/api/stats/:pageId', async (req) => {
    const actor = actorOf(req);
    const entry = ctx.registry.pages.pages.find((p) => p.id === req.params.pageId);
    const page = entry?.schema ? ctx.registry.pageSchemas[entry.schema] : undefined;
    if (!entry || page?.kind !== 'stats') throw notFound(`统计页面不存在：${req.params.pageId}`);
    if (!canPage(actor, ctx.registry.menus, entry)) throw unauthorized();
    return ok(await computeStats(ctx, actor, entityOf(ctx, page.entity), page, asBag(req.query)));
  });
}
