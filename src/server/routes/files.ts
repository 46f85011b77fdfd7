// Upload (streamed multipart into an entity field's x-upload rule), delete (aliyunOssDeleteFile) and
// the checked download route. Files live under DATA_DIR/files, which nothing serves statically.
import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { MultipartFields } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { COMMON_API, type UploadResult } from '../../shared/api.ts';
import { extensionOf, FILE_KINDS, safeFileName, sizeText, uploadProblem } from '../../shared/files.ts';
import type { AppContext } from '../context.ts';
import { FILE_COLUMNS, requireDelete, requireRead, requireUpload, uploadTarget, type FileRow } from '../files/access.ts';
import { deleteFileRow } from '../files/deletion.ts';
import { contentDisposition } from '../files/disposition.ts';
import { absolutePath, commitPart, FILES_PREFIX, filesDir, newFilePath, pathFromUrl, removeFile, TooLarge, UnreadableSource, writePart } from '../files/storage.ts';
import { ok } from '../http/envelope.ts';
import { invalid, notFound } from '../http/errors.ts';
import { filePart, MALFORMED_UPLOAD } from '../http/multipart.ts';
import { asBag, str } from '../http/params.ts';
import { actorOf } from '../auth/actor.ts';

function fieldValue(fields: MultipartFields, name: string): string | undefined {
  const f = fields[name];
  const one = Array.isArray(f) ? f[0] : f;
  return one && one.type === 'field' && typeof one.value === 'string' ? one.value.trim() : undefined;
}

export async function fileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const dataDir = ctx.config.dataDir;
  await mkdir(filesDir(dataDir), { recursive: true });

  app.post(COMMON_API.upload, { config: { upload: true } }, async (req) => {
    const actor = actorOf(req);
    if (!req.isMultipart()) throw invalid('请以 multipart/form-data 方式上传文件');
    const part = await filePart(req);
    if (!part) throw invalid('请选择文件');
    try {
      // The target field comes from the query or from form fields sent before the file.
      const q = asBag(req.query);
      const entityName = str(q, 'entity') ?? fieldValue(part.fields, 'entity') ?? '';
      const fieldName = str(q, 'field') ?? fieldValue(part.fields, 'field') ?? '';
      const { entity, rule } = uploadTarget(ctx, entityName, fieldName);
      const siteId = requireUpload(ctx, actor, entity);
      const name = safeFileName(part.filename);
      if (!name) throw invalid('文件名不正确');
      const problem = uploadProblem(rule, name, part.mimetype);
      if (problem) throw invalid(problem);
      const ext = extensionOf(name);
      const rel = newFilePath(ext);
      let size: number;
      try {
        size = await writePart(dataDir, rel, part.file, rule.maxBytes, ctx.openUpload);
      } catch (e) {
        if (e instanceof TooLarge) throw invalid(`文件不能超过 ${sizeText(rule.maxBytes)}`);
        if (e instanceof UnreadableSource) throw invalid(MALFORMED_UPLOAD);
        throw e;
      }
      if (part.file.truncated) {
        await removeFile(dataDir, rel);
        throw invalid(`文件不能超过 ${sizeText(rule.maxBytes)}`);
      }
      if (size === 0) {
        await removeFile(dataDir, rel);
        throw invalid('文件内容为空');
      }
      // The row first, then the file gets its name, in one transaction; a failure leaves neither.
      try {
        await ctx.db.transaction(async (tx) => {
          await tx.query(
            'INSERT INTO files (path, name, size, site_id, created_by, entity, field, content_type) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
            [rel, name, size, siteId, actor.userId, entity.name, fieldName, FILE_KINDS[ext]?.type ?? null],
          );
          await commitPart(dataDir, rel);
        });
      } catch (e) {
        await removeFile(dataDir, rel);
        throw e;
      }
      const result: UploadResult = { fileUrl: `${FILES_PREFIX}${rel}`, name, size };
      return ok(result);
    } finally {
      // A refused upload is not read: discard the rest of its stream.
      if (!part.file.readableEnded) part.file.resume();
    }
  });

  app.get(`${FILES_PREFIX}*`, async (req, reply) => {
    const actor = actorOf(req);
    const rel = pathFromUrl(dataDir, req.url.split('?')[0] ?? '');
    if (!rel) throw notFound('文件不存在');
    const file = (await ctx.db.query<FileRow>(`SELECT ${FILE_COLUMNS} FROM files WHERE path = $1`, [rel]))[0];
    if (!file) throw notFound('文件不存在');
    await requireRead(ctx, actor, file);
    const kind = FILE_KINDS[extensionOf(file.path)];
    void reply
      .header('content-type', kind?.type ?? 'application/octet-stream')
      .header('content-disposition', contentDisposition(file.name, kind?.inline ?? false))
      .header('x-content-type-options', 'nosniff')
      // Even a file opened directly runs nothing and reaches nothing.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', 'private, no-store');
    return reply.send(createReadStream(absolutePath(dataDir, file.path)));
  });

  app.post(COMMON_API.deleteFile, async (req) => {
    const actor = actorOf(req);
    const fileUrl = (str(asBag(req.body), 'fileUrl') ?? '').trim();
    if (!fileUrl) throw invalid('请提供文件地址');
    const rel = pathFromUrl(dataDir, fileUrl);
    if (!rel) throw invalid('文件地址不正确');
    const file = (await ctx.db.query<FileRow>(`SELECT ${FILE_COLUMNS} FROM files WHERE path = $1`, [rel]))[0];
    if (!file) throw notFound('文件不存在');
    requireDelete(ctx, actor, file);
    await ctx.db.transaction((tx) => deleteFileRow(ctx, tx, actor, file));
    await removeFile(dataDir, rel);
    return ok(null, '删除成功');
  });
}
