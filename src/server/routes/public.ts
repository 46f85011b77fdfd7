// What answers without a login: the public pages of the route table, the public records an entity
// declares (x-public: its public states, its public fields, nothing else), and a print sheet behind a
// signed, expiring link. Signing a link needs what opening the print page and reading the record need.
import type { FastifyInstance } from 'fastify';
import { canPage } from '../../shared/permission.ts';
import { PUBLIC_API, PUBLIC_LIST_LIMIT, type PrintLink, type PublicList, type PublicPages } from '../../shared/public-api.ts';
import type { AppContext } from '../context.ts';
import type { SqlParam } from '../db/types.ts';
import { ok } from '../http/envelope.ts';
import { invalid, notFound, unauthorized } from '../http/errors.ts';
import { asBag, str } from '../http/params.ts';
import { sign, signingKey, verify } from '../links/signing.ts';
import { printPageOf, printSheet } from '../print/sheet.ts';
import { entityOf, requireEntity } from '../records/entity.ts';
import { readable } from '../records/readable.ts';
import { parseId } from '../records/service.ts';
import { actorOf } from '../auth/actor.ts';

/** How long a print link works. */
export const PRINT_LINK_SECONDS = 24 * 60 * 60;
const PRINT_KEY = 'print-link';
const PAGE_ID = /^[A-Za-z][A-Za-z0-9_-]*$/;

export function publicRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(PUBLIC_API.pages, { config: { public: true } }, async () => {
    const pages: PublicPages = { pages: ctx.registry.pages.pages.filter((p) => p.public === true) };
    return ok(pages);
  });

  app.get<{ Params: { entity: string } }>('/api/public/records/:entity', { config: { public: true } }, async (req) => {
    const entity = ctx.registry.entities[req.params.entity];
    const pub = entity?.['x-public'];
    // An entity that declares nothing public answers as if it did not exist.
    if (!entity || !pub) throw notFound();
    const states = pub.states ?? null;
    const where = states ? 'entity = $1 AND status IN (SELECT jsonb_array_elements_text($2::jsonb))' : 'entity = $1';
    const params: SqlParam[] = states ? [entity.name, JSON.stringify(states)] : [entity.name];
    const rows = await ctx.db.query<{ id: number | string; data: Record<string, unknown> | string }>(
      `SELECT id, data FROM records WHERE ${where} ORDER BY id DESC LIMIT ${PUBLIC_LIST_LIMIT}`,
      params,
    );
    const count = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM records WHERE ${where}`, params);
    const list = rows.map((r) => {
      const doc = typeof r.data === 'string' ? (JSON.parse(r.data) as Record<string, unknown>) : r.data;
      const data: Record<string, unknown> = {};
      for (const f of pub.fields) if (doc[f] !== undefined) data[f] = doc[f];
      return { id: Number(r.id), data };
    });
    const out: PublicList = { list, total: count[0]?.n ?? list.length };
    return ok(out);
  });

  app.post(PUBLIC_API.printLink, async (req) => {
    const actor = actorOf(req);
    const body = asBag(req.body);
    const pageId = str(body, 'page') ?? '';
    if (!PAGE_ID.test(pageId)) throw invalid('打印页面不存在');
    const id = parseId(str(body, 'id') ?? '');
    const { schema } = printPageOf(ctx, pageId);
    const entry = ctx.registry.pages.pages.find((p) => p.id === pageId);
    if (!entry || !canPage(actor, ctx.registry.menus, entry)) throw unauthorized();
    const entity = entityOf(ctx, schema.entity);
    requireEntity(ctx, actor, entity, 'read');
    await readable(ctx.db, actor, entity, id);
    const exp = Math.floor(ctx.clock.now() / 1000) + PRINT_LINK_SECONDS;
    const sig = sign(await signingKey(ctx.db, PRINT_KEY), [pageId, String(id)], exp);
    const q = new URLSearchParams({ page: pageId, id: String(id), exp: String(exp), sig });
    const link: PrintLink = { url: `/printing?${q.toString()}`, expiresAt: new Date(exp * 1000).toISOString() };
    return ok(link);
  });

  app.get(PUBLIC_API.print, { config: { public: true } }, async (req) => {
    const q = asBag(req.query);
    const pageId = str(q, 'page') ?? '';
    const rawId = str(q, 'id') ?? '';
    const exp = Number(str(q, 'exp') ?? '');
    const sig = str(q, 'sig') ?? '';
    const key = await signingKey(ctx.db, PRINT_KEY);
    // Forged, altered and expired links get the same answer, and nothing about the record.
    if (!PAGE_ID.test(pageId) || !/^\d{1,15}$/.test(rawId) || !verify(key, [pageId, rawId], exp, sig, ctx.clock.now())) {
      throw invalid('打印链接无效或已过期，请向经办人重新索取');
    }
    return ok(await printSheet(ctx, pageId, Number(rawId)));
  });
}
