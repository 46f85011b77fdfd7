// Start-up work that must run once however many processes start together on one PostgreSQL: the
// migrations, the declared indexes and the seed run under one session advisory lock, so the others wait
// and then find everything done. PGlite is one process's database (see dataLock.ts): nothing to wait for.
import { PostgresDb } from './postgres.ts';
import type { Db } from './types.ts';

/** Distinct from the migrations' own transaction lock (710421), which is taken inside this one. */
export const STARTUP_LOCK_KEY = 710420;
const POLL_MS = 200;

export async function withStartupLock<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  if (!(db instanceof PostgresDb)) return fn();
  // A pinned connection holds the session lock; the work itself uses the pool's other connections.
  return db.pinned(async (conn) => {
    // Polled, not a blocking pg_advisory_lock: a session blocked in that call holds a snapshot, and the
    // holder's CREATE INDEX CONCURRENTLY waits for every older snapshot — each would wait for the other.
    while (!(await conn.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [STARTUP_LOCK_KEY]))[0]?.ok) {
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    try {
      return await fn();
    } finally {
      await conn.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  });
}
