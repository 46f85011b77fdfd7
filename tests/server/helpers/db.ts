// Test databases: in-memory PGlite from a cached (uncompressed: gzip costs ~1 s per load) dump of a migrated empty database (instead of
// a 2-3 s initdb), and, when TEST_DATABASE_URL is set, a fresh PostgreSQL schema per test file.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrate, readMigrations } from '../../../src/server/db/migrate.ts';
import { PGLITE_EXTENSIONS, PgliteDb } from '../../../src/server/db/pglite.ts';
import { openPostgres } from '../../../src/server/db/postgres.ts';
import type { Db } from '../../../src/server/db/types.ts';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (and then it must be reachable). */
export function backends(): Backend[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

const CACHE_DIR = join(process.cwd(), 'node_modules', '.cache', 'nccq-server-tests');

/** A cached PGlite data dir named by `key`; `build` fills a fresh database when the cache is cold. */
export async function cachedDump(key: string, base: Blob | null, build: (db: PgliteDb) => Promise<void>): Promise<Blob> {
  const file = join(CACHE_DIR, `pglite-${key}.tar`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const pgl = base ? await PGlite.create({ loadDataDir: base, extensions: PGLITE_EXTENSIONS }) : await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await build(new PgliteDb(pgl));
  const dump = await pgl.dumpDataDir('none');
  await pgl.close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  await mkdir(CACHE_DIR, { recursive: true });
  // Write then rename: parallel test workers never read a half-written cache file.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(tmp, bytes);
  await rename(tmp, file);
  return new Blob([bytes]);
}

export async function migratedDump(): Promise<Blob> {
  const migrations = await readMigrations();
  const key = createHash('sha256').update(JSON.stringify(migrations)).digest('hex').slice(0, 16);
  return cachedDump(`migrated-${key}`, null, async (db) => {
    await migrate(db, migrations);
  });
}

export interface TestDb {
  db: Db;
  backend: Backend;
  drop(): Promise<void>;
}

/** `dump`: start PGlite from this data dir instead of the migrated empty one (e.g. a seeded dump). */
export async function openTestDb(backend: Backend, dump?: Blob): Promise<TestDb> {
  if (backend === 'pglite') {
    const pgl = await PGlite.create({ loadDataDir: dump ?? (await migratedDump()), extensions: PGLITE_EXTENSIONS });
    const db = new PgliteDb(pgl);
    await migrate(db); // no-op unless the dump predates a migration
    return { db, backend, drop: () => db.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  // One schema per test file and run, so parallel files and concurrent runs never share tables.
  const schema = `t_${Date.now().toString(36)}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  // Schemas of runs that were killed before their cleanup: older than two hours by their name.
  const old = await admin.query<{ name: string }>(`SELECT schema_name AS name FROM information_schema.schemata WHERE schema_name ~ '^t_[0-9a-z]+_[0-9]+_[0-9a-f]{6}$'`);
  for (const { name } of old.rows) {
    const born = parseInt(name.split('_')[1] ?? '', 36);
    if (Number.isFinite(born) && Date.now() - born > 2 * 3600_000) await admin.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`).catch(() => undefined);
  }
  await admin.end();
  const db = await openPostgres(url, schema);
  await migrate(db);
  return {
    db,
    backend,
    drop: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}
