// The route table and page bundles the browser's engine renders from.
import { siteMenus, siteWorkflow } from '../../shared/site/config.ts';
import { hasSiteDefaults, withSiteDefaults } from '../../shared/site/defaults.ts';
import { siteSettingsOf } from '../system/siteSettings.ts';
import type { FastifyInstance } from 'fastify';
import { API, type AppMeta, type FormHead, type PageBundle } from '../../shared/api.ts';
import type { PageEntry, Registry } from '../../shared/schema/types.ts';
import { canPage } from '../../shared/permission.ts';
import type { Actor, AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { notFound, unauthorized } from '../http/errors.ts';
import { actorOf } from '../auth/actor.ts';
import { str, type Bag } from '../http/params.ts';

function formHeads(reg: Registry): Record<string, FormHead> {
  const out: Record<string, FormHead> = {};
  for (const page of reg.pages.pages) {
    const schema = page.schema ? reg.pageSchemas[page.schema] : undefined;
    if (schema?.kind === 'form') out[page.id] = { entity: schema.entity, mode: schema.mode };
  }
  return out;
}

/** The page's schema and entity as this user's site shows them. */
async function pageBundle(ctx: AppContext, actor: Actor, entry: PageEntry): Promise<PageBundle> {
  const schema = entry.schema ? (ctx.registry.pageSchemas[entry.schema] ?? null) : null;
  const declared = schema ? (ctx.registry.entities[schema.entity] ?? null) : null;
  // Approval pages offer what the site's workflow lets this role do (the server checks the same).
  const wf = declared?.['x-workflow'];
  const flow = declared && wf ? { ...declared, 'x-workflow': siteWorkflow(wf, declared.name, actor.site) } : declared;
  // A create form shows the writing site's defaults (x-default) as plain schema defaults.
  const entity = flow && hasSiteDefaults(flow) ? withSiteDefaults(flow, await siteSettingsOf(ctx.db, actor.writeSiteId)) : flow;
  return { entry, schema, entity };
}

export function metaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: Bag }>(API.app, async (req) => {
    const actor = actorOf(req);
    // The menus as the user's site shows them: switched-off entries gone, order and titles, enabled varieties.
    const meta: AppMeta = { menus: siteMenus(ctx.registry.menus, actor.site), pages: ctx.registry.pages.pages, ...(ctx.registry.pages.home ? { home: ctx.registry.pages.home } : {}), forms: formHeads(ctx.registry), timeZone: ctx.config.businessTimeZone, ...(ctx.config.liveReload ? { liveReload: true } : {}) };
    // The boot asks with the path it opens: that page's bundle comes along (one round trip fewer). A path
    // that is no page, a custom page or one this user may not open just leaves it out.
    const path = str(req.query, 'path');
    const entry = path ? ctx.registry.pages.pages.find((p) => p.path === path) : undefined;
    if (entry && entry.kind !== 'custom' && canPage(actor, ctx.registry.menus, entry)) meta.page = await pageBundle(ctx, actor, entry);
    return ok(meta);
  });

  app.get<{ Params: { id: string } }>('/api/meta/page/:id', async (req) => {
    const actor = actorOf(req);
    const entry = ctx.registry.pages.pages.find((p) => p.id === req.params.id);
    if (!entry) throw notFound(`页面不存在：${req.params.id}`);
    if (!canPage(actor, ctx.registry.menus, entry)) throw unauthorized();
    return ok(await pageBundle(ctx, actor, entry));
  });
}
