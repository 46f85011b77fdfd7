// Installs the meta-schema validators compiled at build time (./metaStandalone.ts writes them beside
// dist-server/main.js): compiling them at start costs ~190 CPU ms of a cold start. The module carries
// metaKey() of the schemas it came from; a stale one is ignored and the check compiles as before, so the
// result never depends on the shortcut.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { installPrecompiledMeta, type MetaKind } from '../../shared/check/meta.ts';

export const PRECOMPILED_META_FILE = 'meta-validators.js';

type Precompiled = Record<MetaKind, ValidateFunction> & { key: string };

/** Installs `dir`'s precompiled validators when present and current; true when they are in use. */
export async function loadPrecompiledMeta(dir: string): Promise<boolean> {
  const file = join(dir, PRECOMPILED_META_FILE);
  if (!existsSync(file)) return false;
  const m = (await import(pathToFileURL(file).href)) as Precompiled;
  return installPrecompiledMeta(m.key, { entity: m.entity, page: m.page, pages: m.pages, menus: m.menus });
}
