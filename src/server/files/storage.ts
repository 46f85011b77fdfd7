// Local-disk file storage under DATA_DIR/files (the original used an object store; this is the default).
// Nothing serves this folder statically: files are read only through the checked /api/files/ route.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { Transform, type Readable, type Writable } from 'node:stream';
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

/** Opens the file an upload streams into (the context's seam: a test points it at a device that fails). */
export type OpenSink = (path: string) => Writable;

/** A new file only (never over another), readable by this user alone. */
export const openPartFile: OpenSink = (path) => createWriteStream(path, { flags: 'wx', mode: 0o600 });

/** The upload stream itself failed (the body broke off or is not valid multipart): the caller's, not the disk's. */
export class UnreadableSource extends Error {
  constructor(readonly reason: unknown) {
    super('upload stream failed');
  }
}

/**
 * Streams an upload into `<rel>.part`, stopping with TooLarge past maxBytes. Returns the byte count.
 * The part file is removed on any failure; a failure of the source is an UnreadableSource.
 */
export async function writePart(dataDir: string, rel: string, source: Readable, maxBytes: number, open: OpenSink = openPartFile): Promise<number> {
  // pipeline destroys every stream with the first error: whichever side failed first is the cause. The
  // source may have failed before this (a cut-off body is parsed at once): it is then destroyed unended.
  let first: 'source' | 'sink' | undefined = source.destroyed && !source.readableEnded ? 'source' : undefined;
  source.once('error', () => (first ??= 'source'));
  const part = join(filesDir(dataDir), `${rel}.part`);
  await mkdir(join(part, '..'), { recursive: true });
  const sink = open(part);
  sink.once('error', () => (first ??= 'sink'));
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      cb(size > maxBytes ? new TooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(source, counter, sink);
  } catch (e) {
    await rm(part, { force: true });
    if (first === undefined && source.destroyed && !source.readableEnded) first = 'source';
    throw first === 'source' && !(e instanceof TooLarge) ? new UnreadableSource(e) : e;
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
