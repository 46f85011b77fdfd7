// Declared indexes and statistics (entityIndexes) as part of the migration history: each is recorded in
// entity_indexes with the statement that made it, created once (indexes CONCURRENTLY on PostgreSQL, so a
// running system keeps writing), rebuilt when its declaration changes and dropped when it goes away.
// An object that already exists under its name but has no history (made before the history existed)
// is adopted as it is.
import { PostgresDb } from './postgres.ts';
import type { Db } from './types.ts';
import { isSqlName } from './sqlName.ts';

function isStatistics(sql: string): boolean {
  return /^CREATE STATISTICS /i.test(sql);
}

/** Brings the database's declared objects to `declared` (name → statement); returns those built. */
export async function applyDeclaredIndexes(db: Db, declared: ReadonlyMap<string, string>): Promise<{ name: string; sql: string }[]> {
  const concurrent = db instanceof PostgresDb;
  await db.exec(`CREATE TABLE IF NOT EXISTS entity_indexes (name text PRIMARY KEY, sql text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Map((await db.query<{ name: string; sql: string }>('SELECT name, sql FROM entity_indexes')).map((r) => [r.name, r.sql]));
  const existing = new Set(
    (
      await db.query<{ name: string }>(
        `SELECT relname AS name FROM pg_class WHERE relkind = 'i' AND relnamespace = current_schema()::regnamespace
         UNION ALL SELECT stxname FROM pg_statistic_ext WHERE stxnamespace = current_schema()::regnamespace`,
      )
    ).map((r) => r.name),
  );
  const drop = async (name: string, sql: string): Promise<void> => {
    if (!isSqlName(name)) throw new Error(`unsafe index name ${name}`);
    await db.exec(isStatistics(sql) ? `DROP STATISTICS IF EXISTS ${name}` : `DROP INDEX ${concurrent ? 'CONCURRENTLY ' : ''}IF EXISTS ${name}`);
    await db.query('DELETE FROM entity_indexes WHERE name = $1', [name]);
    existing.delete(name);
  };
  const record = (name: string, sql: string) =>
    db.query('INSERT INTO entity_indexes (name, sql) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET sql = EXCLUDED.sql, applied_at = now()', [name, sql]);

  for (const [name, sql] of done) if (!declared.has(name)) await drop(name, sql);
  const applied: { name: string; sql: string }[] = [];
  for (const [name, sql] of declared) {
    if (done.get(name) === sql) continue;
    if (done.has(name)) await drop(name, done.get(name)!);
    else if (existing.has(name)) {
      await record(name, sql);
      continue;
    }
    if (concurrent && !isStatistics(sql)) {
      // A CONCURRENTLY build that failed leaves an invalid index under the name: clear it first.
      await db.exec(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
      await db.exec(sql.replace(/^CREATE (UNIQUE )?INDEX /i, 'CREATE $1INDEX CONCURRENTLY '));
    } else await db.exec(sql);
    await record(name, sql);
    applied.push({ name, sql });
  }
  return applied;
}
