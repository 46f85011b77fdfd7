// Upload (raw body), delete (aliyunOssDeleteFile) and download of files kept under DATA_DIR/files.
import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { COMMON_API, type UploadResult } from '../../shared/api.ts';
import { isAdmin } from '../../shared/permission.ts';
import type { AppContext } from '../context.ts';
import { FILES_PREFIX, filesDir, pathFromUrl, removeFile, saveFile } from '../files/storage.ts';
import { ok } from '../http/envelope.ts';
import { invalid, notFound, unauthorized } from '../http/errors.ts';
import { FILES, type MultipartBody } from '../http/multipart.ts';
import { asBag, str } from '../http/params.ts';
import { actorOf } from './auth.ts';

export async function fileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const dataDir = ctx.config.dataDir;
  await mkdir(filesDir(dataDir), { recursive: true });
  await app.register(fastifyStatic, { root: filesDir(dataDir), prefix: FILES_PREFIX, decorateReply: false });

  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post(COMMON_API.upload, async (req) => {
    const actor = actorOf(req);
    // Either multipart (the client's 'file' mode) or a raw body with ?filename=.
    const part = req.body && typeof req.body === 'object' && FILES in req.body ? (req.body as MultipartBody)[FILES][0] : undefined;
    const name = (part?.filename ?? str(asBag(req.query), 'filename') ?? '').trim();
    const data = part?.data ?? (Buffer.isBuffer(req.body) ? req.body : null);
    if (!name) throw invalid('请提供文件名');
    if (!data || data.length === 0) throw invalid('文件内容为空');
    const rel = await saveFile(dataDir, name, data);
    await ctx.db.query('INSERT INTO files (path, name, size, site_id, created_by) VALUES ($1, $2, $3, $4, $5)', [
      rel, name, data.length, actor.writeSiteId, actor.userId,
    ]);
    const result: UploadResult = { fileUrl: `${FILES_PREFIX}${rel}`, name, size: data.length };
    return ok(result);
  });

  app.post(COMMON_API.deleteFile, async (req) => {
    const actor = actorOf(req);
    const fileUrl = (str(asBag(req.body), 'fileUrl') ?? '').trim();
    if (!fileUrl) throw invalid('请提供文件地址');
    const rel = pathFromUrl(dataDir, fileUrl);
    if (!rel) throw invalid('文件地址不正确');
    const rows = await ctx.db.query<{ id: number | string; site_id: number | null }>('SELECT id, site_id FROM files WHERE path = $1', [rel]);
    const file = rows[0];
    if (!file) throw notFound('文件不存在');
    // Site staff may delete only their own site's files.
    if (!isAdmin(actor) && file.site_id !== actor.siteId) throw unauthorized();
    await ctx.db.query('DELETE FROM files WHERE id = $1', [Number(file.id)]);
    await removeFile(dataDir, rel);
    return ok(null, '删除成功');
  });
}
