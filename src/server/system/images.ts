// The site's seal and signature images: uploaded with the site settings' rights (the site's administrator,
// or the all-sites administrator), stored in site_images, served only to users of that site (and the
// all-sites administrator); signed print links get them inlined by the server (../print/sheet.ts).
import type { FastifyInstance } from 'fastify';
import { isAdmin } from '../../shared/permission.ts';
import { SYSTEM_PAGES } from '../../shared/system/api.ts';
import { isSiteImageKind, sniffImage, SITE_IMAGE_API, SITE_IMAGE_FIELD, SITE_IMAGE_MAX_BYTES, SITE_IMAGE_TITLES, type SiteImageKind } from '../../shared/system/images.ts';
import type { ImageField } from '../../shared/template/index.ts';
import type { Actor, AppContext } from '../context.ts';
import type { Db } from '../db/types.ts';
import { ok } from '../http/envelope.ts';
import { ApiError, invalid, notFound, unauthorized } from '../http/errors.ts';
import { filePart, uploadReadFailure } from '../http/multipart.ts';
import { actorOf } from '../auth/actor.ts';
import { auditSetup, requirePage, requireSiteAccess, siteParam } from './scope.ts';

interface ImageRow {
  kind: SiteImageKind;
  mime: string;
  /** base64 (the database adapters pass text, not bytes). */
  data: string;
  version: number;
}

async function siteImages(db: Db, siteId: number, withData: boolean): Promise<ImageRow[]> {
  return db.query<ImageRow>(
    `SELECT kind, mime, ${withData ? "encode(data, 'base64')" : "''"} AS data, (extract(epoch FROM updated_at) * 1000)::bigint::float8 AS version FROM site_images WHERE site_id = $1`,
    [siteId],
  );
}

/** Inline images for a sheet filled on the server (a signed print link has no session to fetch them with). */
export async function inlineSiteImages(db: Db, siteId: number | null): Promise<Partial<Record<ImageField, string>>> {
  if (siteId === null) return {};
  const out: Partial<Record<ImageField, string>> = {};
  for (const r of await siteImages(db, siteId, true)) out[SITE_IMAGE_FIELD[r.kind]] = `data:${r.mime};base64,${r.data.replace(/\s/g, '')}`;
  return out;
}

/** Only the site's own users (and the all-sites administrator) see its seal. */
function requireSiteUser(actor: Actor, siteId: number): void {
  if (!isAdmin(actor) && actor.siteId !== siteId) throw unauthorized();
}

export function siteImageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const target = (actor: Actor, rawSite: string, rawKind: string): { siteId: number; kind: SiteImageKind } => {
    requirePage(ctx, actor, SYSTEM_PAGES.settings);
    const siteId = siteParam(rawSite);
    if (typeof siteId !== 'number') throw notFound('站点不存在');
    requireSiteAccess(actor, siteId);
    if (!isSiteImageKind(rawKind)) throw notFound('图片类型不存在');
    return { siteId, kind: rawKind };
  };
  /** settings.seal / settings.signature name the served image, so the settings page shows it is set. */
  const setSetting = async (tx: Db, siteId: number, kind: SiteImageKind, value: string) => {
    await tx.query(`UPDATE sites SET settings = jsonb_set(settings, $2::text[], to_jsonb($3::text)) WHERE id = $1`, [siteId, `{${kind}}`, value]);
  };

  app.post<{ Params: { id: string; kind: string } }>('/api/system/sites/:id/images/:kind', { config: { upload: true } }, async (req) => {
    const actor = actorOf(req);
    const { siteId, kind } = target(actor, req.params.id, req.params.kind);
    const title = SITE_IMAGE_TITLES[kind];
    const part = req.isMultipart() ? await filePart(req) : undefined;
    if (!part) throw invalid(`请选择${title}`, [{ field: kind, message: `请选择${title}` }]);
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (e) {
      const failure = uploadReadFailure(e);
      if (failure instanceof ApiError) throw failure;
      throw invalid(`${title}不能超过 1 MB`, [{ field: kind, message: '文件过大' }]);
    }
    if (bytes.length > SITE_IMAGE_MAX_BYTES) throw invalid(`${title}不能超过 1 MB`, [{ field: kind, message: '文件过大' }]);
    const mime = sniffImage(bytes);
    if (!mime) throw invalid(`${title}须为 PNG、JPG 或 WebP 图片`, [{ field: kind, message: '不是 PNG、JPG 或 WebP 图片' }]);
    const now = new Date(ctx.clock.now());
    const url = SITE_IMAGE_API.image(siteId, kind, now.getTime());
    await ctx.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO site_images (site_id, kind, mime, data, updated_at) VALUES ($1, $2, $3, decode($4, 'base64'), $5)
         ON CONFLICT (site_id, kind) DO UPDATE SET mime = EXCLUDED.mime, data = EXCLUDED.data, updated_at = EXCLUDED.updated_at`,
        [siteId, kind, mime, bytes.toString('base64'), now.toISOString()],
      );
      await setSetting(tx, siteId, kind, url);
      await auditSetup(tx, actor, 'sys_site', siteId, 'image', [{ field: kind, from: null, to: { mime, bytes: bytes.length } }]);
    });
    return ok({ url }, `${title}已上传`);
  });

  app.delete<{ Params: { id: string; kind: string } }>('/api/system/sites/:id/images/:kind', async (req) => {
    const actor = actorOf(req);
    const { siteId, kind } = target(actor, req.params.id, req.params.kind);
    await ctx.db.transaction(async (tx) => {
      await tx.query('DELETE FROM site_images WHERE site_id = $1 AND kind = $2', [siteId, kind]);
      await setSetting(tx, siteId, kind, '');
      await auditSetup(tx, actor, 'sys_site', siteId, 'image', [{ field: kind, from: 'uploaded', to: null }]);
    });
    return ok(null, `${SITE_IMAGE_TITLES[kind]}已删除`);
  });

  app.get<{ Params: { id: string } }>('/api/site-images/:id', async (req) => {
    const actor = actorOf(req);
    const siteId = siteParam(req.params.id);
    if (typeof siteId !== 'number') throw notFound('站点不存在');
    requireSiteUser(actor, siteId);
    const out: Partial<Record<ImageField, string>> = {};
    for (const r of await siteImages(ctx.db, siteId, false)) out[SITE_IMAGE_FIELD[r.kind]] = SITE_IMAGE_API.image(siteId, r.kind, r.version);
    return ok(out);
  });

  app.get<{ Params: { id: string; kind: string } }>('/api/site-images/:id/:kind', async (req, reply) => {
    const actor = actorOf(req);
    const siteId = siteParam(req.params.id);
    if (typeof siteId !== 'number' || !isSiteImageKind(req.params.kind)) throw notFound('图片不存在');
    requireSiteUser(actor, siteId);
    const row = (await siteImages(ctx.db, siteId, true)).find((r) => r.kind === req.params.kind);
    if (!row) throw notFound('图片不存在');
    // Private to the site's users: no shared cache keeps it; the ?v= address changes with each upload.
    reply.header('Cache-Control', 'private, max-age=3600').header('X-Content-Type-Options', 'nosniff').header('Content-Security-Policy', "default-src 'none'; sandbox");
    return reply.type(row.mime).send(Buffer.from(row.data, 'base64'));
  });
}

