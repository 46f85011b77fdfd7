// What every server test file starts from, prepared once per run by tests/unit-setup.ts: this project's
// checked declarative files, a PGlite dump of the migrated, indexed and seeded database and, with
// TEST_DATABASE_URL, a PostgreSQL template database of the same. Built from the sources' hash, so an edit
// to a schema, the seed or the server makes a new one.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';
import type { LoadedFile } from '../../../src/shared/check/index.ts';
import type { Registry } from '../../../src/shared/schema/types.ts';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { ensureEntityIndexes } from '../../../src/server/db/entityIndexes.ts';
import { migrate } from '../../../src/server/db/migrate.ts';
import type { Db } from '../../../src/server/db/types.ts';
import { toRegistry } from '../../../src/server/registry/load.ts';
import { seedIfEmpty } from '../../../src/server/seed/index.ts';
import { pluginMigrations, type ServerPlugin } from '../../../src/server/plugins.ts';
import { cachedDump, migratedDump } from './db.ts';

export const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** This project's declarative files, checked once for the run. */
    projectFiles: LoadedFile[];
    /** The PGlite dump (a file) of this project's migrated, indexed and seeded database. */
    seededDumpFile: string;
    /** With TEST_DATABASE_URL: the PostgreSQL template database holding the same. */
    seededTemplate: string;
    /** This run's id: in the name of every PostgreSQL database its files clone. */
    runId: string;
  }
}

/** Every file the seed's outcome can depend on: server and shared code, schemas, menus and pages. */
export async function sourceKey(root: string): Promise<string> {
  const h = createHash('sha256');
  // seed/ too: the demo records are read from the root's seed/records/*.json.
  const dirs = ['src/server', 'src/shared', 'src/plugins', 'src/app'].map((d) => join(PROJECT_ROOT, d)).concat(join(root, 'schemas'), ...(existsSync(join(root, 'seed')) ? [join(root, 'seed')] : []));
  for (const dir of dirs) {
    const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((d) => d.isFile());
    for (const f of files.map((d) => join(d.parentPath, d.name)).sort()) h.update(f).update(await readFile(f));
  }
  for (const f of ['menus.json', 'pages.json']) h.update(await readFile(join(root, f)));
  return h.digest('hex').slice(0, 16);
}

/** Migrates (the plugins' migrations too), builds the declared indexes and seeds the demo data through the app, as a first start does. */
export async function prepareDatabase(db: Db, root: string, registry: Registry, plugins: readonly ServerPlugin[]): Promise<void> {
  await migrate(db, { plugins: pluginMigrations(plugins) });
  await ensureEntityIndexes(db, registry);
  const app = await buildApp({ db, registry, config: loadConfig({ ROOT: root }), plugins });
  await seedIfEmpty(app.ctx);
  await app.close();
}

/** A cached PGlite dump of `root`'s prepared database (another project root's, or this one's). */
export async function seededDump(root: string, registry: Registry, plugins: readonly ServerPlugin[]): Promise<Blob> {
  return cachedDump(`seeded-${await sourceKey(root)}`, await migratedDump(), (db) => prepareDatabase(db, root, registry, plugins));
}

/** This project's registry from the files checked once for the run. */
export function projectRegistry(): Registry {
  return toRegistry(inject('projectFiles'));
}

export async function projectDump(): Promise<Blob> {
  return new Blob([await readFile(inject('seededDumpFile'))]);
}
