// Declared indexes (entityIndexSql) as part of the migration history: each one is recorded in
// entity_indexes with the statement that made it, created once (CONCURRENTLY on PostgreSQL, so a
// running system keeps writing), rebuilt when its declaration changes and dropped when it goes away.
import { PostgresDb } from './postgres.ts';
import type { Db } from './types.ts';

interface Declared {
  name: string;
  sql: string;
}

const NAME = /^CREATE INDEX IF NOT EXISTS ([a-z_][a-z0-9_]*) ON /i;

function declared(statements: string[]): Declared[] {
  return statements.map((sql) => {
    const m = NAME.exec(sql);
    if (!m) throw new Error(`declared index statement without a name: ${sql}`);
    return { name: m[1]!, sql };
  });
}

/** Brings the database's declared indexes to `statements`; returns the names created or rebuilt. */
export async function applyDeclaredIndexes(db: Db, statements: string[]): Promise<string[]> {
  const concurrent = db instanceof PostgresDb;
  await db.exec(`CREATE TABLE IF NOT EXISTS entity_indexes (name text PRIMARY KEY, sql text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Map((await db.query<{ name: string; sql: string }>('SELECT name, sql FROM entity_indexes')).map((r) => [r.name, r.sql]));
  const want = declared(statements);
  const wanted = new Set(want.map((d) => d.name));
  const drop = async (name: string): Promise<void> => {
    await db.exec(`DROP INDEX ${concurrent ? 'CONCURRENTLY ' : ''}IF EXISTS ${name}`);
    await db.query('DELETE FROM entity_indexes WHERE name = $1', [name]);
  };
  for (const name of done.keys()) if (!wanted.has(name)) await drop(name);
  const applied: string[] = [];
  for (const d of want) {
    if (done.get(d.name) === d.sql) continue;
    if (done.has(d.name)) await drop(d.name);
    // A CONCURRENTLY build that failed leaves an invalid index under the name: drop it before building.
    if (concurrent) await db.exec(`DROP INDEX CONCURRENTLY IF EXISTS ${d.name}`);
    await db.exec(concurrent ? d.sql.replace(/^CREATE INDEX /i, 'CREATE INDEX CONCURRENTLY ') : d.sql);
    await db.query('INSERT INTO entity_indexes (name, sql) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET sql = EXCLUDED.sql, applied_at = now()', [d.name, d.sql]);
    applied.push(d.name);
  }
  return applied;
}
