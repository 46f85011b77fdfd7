// Local-disk file storage under DATA_DIR/files (the original used an object store; this is the default).
// Nothing serves this folder statically: files are read only through the checked /api/files/ route.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export const FILES_PREFIX = '/api/files/';

export function filesDir(dataDir: string): string {
  return join(dataDir, 'files');
}

/** A stored file's path relative to the files folder, from a fileUrl; null when it points outside it. */
export function pathFromUrl(dataDir: string, fileUrl: string): string | null {
  let path = fileUrl.trim();
  try {
    path = new URL(path, 'http://local').pathname;
  } catch {
    return null;
  }
  try {
    path = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (!path.startsWith(FILES_PREFIX)) return null;
  const root = resolve(filesDir(dataDir));
  const abs = resolve(root, path.slice(FILES_PREFIX.length));
  // Refuses ../ escapes and the folder itself.
  if (abs === root || !abs.startsWith(root + sep)) return null;
  return relative(root, abs).split(sep).join('/');
}

/** A new random relative path (day folder, random name, the checked extension). */
export function newFilePath(ext: string, now: Date = new Date()): string {
  return `${now.toISOString().slice(0, 10)}/${randomBytes(12).toString('hex')}${ext}`;
}

export class TooLarge extends Error {}

/**
 * Streams an upload into `<rel>.part`, stopping with TooLarge past maxBytes. Returns the byte count.
 * The part file is removed on any failure.
 */
export async function writePart(dataDir: string, rel: string, source: Readable, maxBytes: number): Promise<number> {
  const part = join(filesDir(dataDir), `${rel}.part`);
  await mkdir(join(part, '..'), { recursive: true });
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      cb(size > maxBytes ? new TooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(part, { flags: 'wx', mode: 0o600 }));
  } catch (e) {
    await rm(part, { force: true });
    throw e;
  }
  return size;
}

/** Gives a streamed part its final name (inside the database transaction that records it). */
export async function commitPart(dataDir: string, rel: string): Promise<void> {
  await rename(join(filesDir(dataDir), `${rel}.part`), join(filesDir(dataDir), rel));
}

export async function removeFile(dataDir: string, rel: string): Promise<void> {
  await rm(join(filesDir(dataDir), rel), { force: true });
  await rm(join(filesDir(dataDir), `${rel}.part`), { force: true });
}

export function absolutePath(dataDir: string, rel: string): string {
  return join(filesDir(dataDir), rel);
}
