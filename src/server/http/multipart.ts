// Multipart bodies through @fastify/multipart (streaming, with limits). The upload route streams its one
// file itself (route config `upload`); on every other route the client's 'file' mode posts text fields
// only, which this hook turns into an ordinary body object. A file part there is refused.
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, invalid } from './errors.ts';

/** An upload the multipart parser cannot read: no or a wrong boundary, a part cut off, a broken header. */
export const MALFORMED_UPLOAD = '上传的文件格式不正确：请重新选择文件上传';

/**
 * What a failed read of an upload means: an ApiError or the plugin's own 4xx (limits, with their Chinese
 * messages in http/failures.ts) as it is; anything else the parser threw is the caller's malformed body.
 */
export function uploadReadFailure(e: unknown): unknown {
  if (e instanceof ApiError) return e;
  const status = (e as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return e;
  return invalid(MALFORMED_UPLOAD);
}

/** The upload's one file part (undefined when there is none); an unreadable body is a 100002. */
export async function filePart(req: FastifyRequest): Promise<MultipartFile | undefined> {
  try {
    return await req.file();
  } catch (e) {
    throw uploadReadFailure(e);
  }
}

/** Limits for the text-only multipart bodies of ordinary routes. */
const FIELD_LIMITS = { fields: 50, fieldSize: 64 * 1024, files: 1, fileSize: 1, parts: 50 };

export async function registerMultipart(app: FastifyInstance, maxFileBytes: number): Promise<void> {
  await app.register(multipart, { limits: { fileSize: maxFileBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 } });

  app.addHook('preValidation', async (req) => {
    if (!req.isMultipart() || req.routeOptions.config.upload) return;
    const body: Record<string, string> = Object.create(null) as Record<string, string>;
    try {
      for await (const part of req.parts({ limits: FIELD_LIMITS })) {
        if (part.type === 'file') throw invalid('此接口不接受文件');
        body[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    } catch (e) {
      if (e instanceof ApiError) throw e;
      // busboy's and the plugin's complaints (no boundary, limits) are the caller's malformed body.
      throw invalid('请求格式不正确：表单内容无法读取、过多或过大');
    }
    req.body = { ...body };
  });
}
