// The route table and page bundles the browser's engine renders from.
import type { FastifyInstance } from 'fastify';
import { API, type AppMeta, type PageBundle } from '../../shared/api.ts';
import { canPage } from '../../shared/permission.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { notFound, unauthorized } from '../http/errors.ts';
import { actorOf } from './auth.ts';

export function metaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(API.app, async (req) => {
    actorOf(req);
    const meta: AppMeta = { menus: ctx.registry.menus, pages: ctx.registry.pages.pages, ...(ctx.config.liveReload ? { liveReload: true } : {}) };
    return ok(meta);
  });

  app.get<{ Params: { id: string } }>('/api/meta/page/:id', async (req) => {
    const actor = actorOf(req);
    const entry = ctx.registry.pages.pages.find((p) => p.id === req.params.id);
    if (!entry) throw notFound(`页面不存在：${req.params.id}`);
    if (!canPage(actor, ctx.registry.menus, entry)) throw unauthorized();
    const schema = entry.schema ? (ctx.registry.pageSchemas[entry.schema] ?? null) : null;
    const entity = schema ? (ctx.registry.entities[schema.entity] ?? null) : null;
    const bundle: PageBundle = { entry, schema, entity };
    return ok(bundle);
  });
}
