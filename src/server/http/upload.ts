// The one uploaded file of a request (the Excel import, data sync packages): shared by routes of
// several rooms, so it lives here rather than in one of them.
import type { FastifyRequest } from 'fastify';
import { filePart, uploadReadFailure } from './multipart.ts';

/** The file: the one file part of a multipart body (streamed by @fastify/multipart within its limits). */
export async function uploaded(req: FastifyRequest): Promise<Buffer | undefined> {
  if (!req.isMultipart()) return Buffer.isBuffer(req.body) ? req.body : undefined;
  const part = await filePart(req);
  if (!part) return undefined;
  try {
    return await part.toBuffer();
  } catch (e) {
    throw uploadReadFailure(e);
  }
}
