// Local-disk file storage under DATA_DIR/files (the original used an object store; this is the default).
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';

export const FILES_PREFIX = '/files/';

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

export async function saveFile(dataDir: string, name: string, content: Buffer): Promise<string> {
  const ext = extname(name).replace(/[^.A-Za-z0-9]/g, '').slice(0, 10);
  const day = new Date().toISOString().slice(0, 10);
  const rel = `${day}/${randomBytes(12).toString('hex')}${ext}`;
  await mkdir(join(filesDir(dataDir), day), { recursive: true });
  await writeFile(join(filesDir(dataDir), rel), content);
  return rel;
}

export async function removeFile(dataDir: string, rel: string): Promise<void> {
  await rm(join(filesDir(dataDir), rel), { force: true });
}
