// Builds multipart upload requests for fastify.inject.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface UploadOptions {
  entity?: string;
  field?: string;
  filename: string;
  type: string;
  content: Buffer | string;
  headers?: Record<string, string>;
}

export function multipartBody(o: UploadOptions, boundary = '----nccqTest'): Buffer {
  const parts: Buffer[] = [];
  for (const [k, v] of [['entity', o.entity], ['field', o.field]] as const) {
    if (v !== undefined) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${o.filename}"\r\nContent-Type: ${o.type}\r\n\r\n`));
  parts.push(Buffer.isBuffer(o.content) ? o.content : Buffer.from(o.content));
  parts.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

export function upload(app: FastifyInstance, token: string, o: UploadOptions): Promise<LightMyRequestResponse> {
  const boundary = '----nccqTest';
  return app.inject({
    method: 'POST',
    url: '/api/common/upload',
    headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}`, ...o.headers },
    payload: multipartBody(o, boundary),
  });
}
