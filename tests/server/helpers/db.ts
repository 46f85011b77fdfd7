// Test databases, each a copy of one prepared database per run (tests/unit-setup.ts prepares them):
// - PGlite: in memory, loaded from a dump (uncompressed: gzip costs ~1 s per load) instead of a 2-3 s initdb;
// - PostgreSQL (when TEST_DATABASE_URL is set): a database per test file, cloned with
//   `CREATE DATABASE … TEMPLATE` from a migrated (or migrated, indexed and seeded) template, so no file
//   migrates or seeds on its own.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
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

function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  // Write then rename: parallel test workers and runs never read a half-written cache file.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  return writeFile(tmp, bytes).then(() => rename(tmp, file));
}

/** Where the cached PGlite dump named `key` lives. */
export function dumpFile(key: string): string {
  return join(CACHE_DIR, `pglite-${key}.tar`);
}

/** A cached PGlite data dir named by `key`; `build` fills a fresh database when the cache is cold. */
export async function cachedDump(key: string, base: Blob | null, build: (db: PgliteDb) => Promise<void>): Promise<Blob> {
  const file = dumpFile(key);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const pgl = base ? await PGlite.create({ loadDataDir: base, extensions: PGLITE_EXTENSIONS }) : await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await build(new PgliteDb(pgl));
  const dump = await pgl.dumpDataDir('none');
  await pgl.close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  await mkdir(CACHE_DIR, { recursive: true });
  await writeAtomically(file, bytes);
  return new Blob([bytes]);
}

/** The name of the migrations' state: a cache key for dumps and templates of a migrated database. */
export async function migrationsKey(): Promise<string> {
  return createHash('sha256').update(JSON.stringify(await readMigrations())).digest('hex').slice(0, 16);
}

export async function migratedDump(): Promise<Blob> {
  return cachedDump(`migrated-${await migrationsKey()}`, null, async (db) => {
    await migrate(db);
  });
}

export interface TestDb {
  db: Db;
  backend: Backend;
  /** PostgreSQL: the connection string of this file's database (for a second "process" on it). */
  url?: string;
  drop(): Promise<void>;
}

/** The URL of another database on the same PostgreSQL server. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function withAdmin<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const TEST_DB = /^t_([0-9a-z]+)_([0-9a-z]+)_[0-9a-f]{6}$/;

/** The run's id (tests/unit-setup.ts): every database a file clones is named after it. */
function runId(): string {
  return inject('runId');
}

/**
 * Drops this run's test databases (at the run's end, when no worker holds a connection any more) and
 * those of runs killed before their clean-up, once older than two hours (by the time in their name).
 */
export async function dropTestDatabases(url: string, run: string): Promise<void> {
  await withAdmin(url, async (admin) => {
    const all = await admin.query<{ name: string }>(`SELECT datname AS name FROM pg_database WHERE datname ~ '^t_[0-9a-z]+_[0-9a-z]+_[0-9a-f]{6}$'`);
    for (const { name } of all.rows) {
      const [, born, id] = TEST_DB.exec(name) ?? [];
      const old = Date.now() - parseInt(born ?? '', 36) > 2 * 3600_000;
      if (id === run || old) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    }
  });
}

/**
 * A new PostgreSQL database cloned from `template` (built once per run). `drop` closes it and drops it
 * unless a connection the test left open still uses it; then the run's end drops it (dropTestDatabases),
 * rather than cutting a connection that has no one to hear its error.
 */
export async function clonePostgres(url: string, template: string): Promise<TestDb> {
  const name = `t_${Date.now().toString(36)}_${runId()}_${randomBytes(3).toString('hex')}`;
  await withAdmin(url, async (admin) => {
    // Cloning needs the template to have no sessions; a concurrent clone of the same template is one,
    // briefly (PostgreSQL: "source database … is being accessed by other users"). Try again then.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (e) {
        if ((e as { code?: string }).code !== '55006' || attempt >= 100) throw e;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  });
  const own = databaseUrl(url, name);
  // A request queued for one of the pool's connections waits up to a minute, not the server's 5 s: on a
  // loaded machine 50 parallel creates outlast 5 s, which is not what such a test is about. The tests of
  // an unreachable database open their own pool with the server's default.
  const db = await openPostgres(own, undefined, { connectTimeoutMs: 60_000 });
  return {
    db,
    backend: 'postgres',
    url: own,
    drop: async () => {
      await db.close();
      await withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name}`)).catch((e: { code?: string }) => {
        if (e.code !== '55006') throw e;
      });
    },
  };
}

/**
 * Builds the template `name` once: filled under a temporary name by `build`, then renamed, so a
 * concurrent run never clones a half-built template (the loser of a race drops its copy).
 */
export async function ensurePostgresTemplate(url: string, name: string, build: (db: Db) => Promise<void>): Promise<void> {
  const exists = await withAdmin(url, async (admin) => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1);
  if (exists) return;
  const building = `${name}_b${process.pid}`.slice(0, 63);
  await withAdmin(url, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
  });
  const db = await openPostgres(databaseUrl(url, building));
  try {
    await build(db);
  } finally {
    await db.close();
  }
  await withAdmin(url, async (admin) => {
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (e) {
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      if ((e as { code?: string }).code !== '42P04') throw e; // another run built it meanwhile
    }
  });
}

export const MIGRATED_TEMPLATE_PREFIX = 'nccq_tpl_m_';

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
  const template = `${MIGRATED_TEMPLATE_PREFIX}${await migrationsKey()}`;
  await ensurePostgresTemplate(url, template, async (db) => {
    await migrate(db);
  });
  const t = await clonePostgres(url, template);
  await migrate(t.db);
  return t;
}
