// Versioned migrations: the engine's files NNN_name.sql, then the plugins' own, applied in order, once,
// recorded in schema_migrations.
import { readFile, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.ts';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Migration {
  version: string;
  sql: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  return Promise.all(names.map(async (f) => ({ version: f.replace(/\.sql$/, ''), sql: await readFile(join(dir, f), 'utf8') })));
}

/** A plugin's migrations (ServerPlugin.migrations), recorded under its name. */
export interface PluginMigrations {
  name: string;
  migrations: readonly Migration[];
}

export interface MigrateOptions {
  /** The engine's migrations (default: the files of MIGRATIONS_DIR). */
  engine?: readonly Migration[];
  /** Plugins' migrations, applied after the engine's, in plugin order. */
  plugins?: readonly PluginMigrations[];
}

/** How a plugin's migration is recorded in schema_migrations: "chat:001_tables". */
export function pluginMigrationVersion(plugin: string, version: string): string {
  return `${plugin}:${version}`;
}

/**
 * Applies the missing migrations in one transaction, the engine's first, then each plugin's (their tables may
 * reference the engine's); returns the versions applied. Each is recorded once, so it runs once.
 */
export async function migrate(db: Db, opts: MigrateOptions = {}): Promise<string[]> {
  const all = [
    ...(opts.engine ?? (await readMigrations())),
    ...(opts.plugins ?? []).flatMap((p) => p.migrations.map((m) => ({ version: pluginMigrationVersion(p.name, m.version), sql: m.sql }))),
  ];
  return db.transaction(async (tx) => {
    // Several server processes may start at once against one PostgreSQL: one migrates, the others wait.
    await tx.query('SELECT pg_advisory_xact_lock(710421)');
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set((await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
    const applied: string[] = [];
    for (const m of all) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [m.version]);
      applied.push(m.version);
    }
    return applied;
  });
}
