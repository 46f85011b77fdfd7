// VACUUM and ANALYZE. PostgreSQL's autovacuum does this by itself; PGlite has no background workers, so
// without it counts never use index-only scans (no visibility map) and the planner works from stale
// statistics. The server runs `maintain` on a schedule on PGlite, and bulk loads call `vacuumAnalyze`.
import type { Db } from './types.ts';
import { isSqlName } from './sqlName.ts';

export async function vacuumAnalyze(db: Db, tables: readonly string[]): Promise<void> {
  for (const t of tables) {
    if (!isSqlName(t)) throw new Error(`not a table name: ${t}`);
    await db.exec(`VACUUM (ANALYZE) ${t}`);
  }
}

interface TableStats {
  relname: string;
  n_live_tup: number;
  n_dead_tup: number;
  n_mod_since_analyze: number;
  n_ins_since_vacuum: number;
}

/** Tables whose changes since their last vacuum or analyze pass autovacuum's default thresholds. */
export async function tablesDue(db: Db): Promise<string[]> {
  // Statistics reach the shared counters at most once a second, on a timer PGlite never runs: force it.
  await db.query('SELECT pg_stat_force_next_flush()');
  await db.query('SELECT 1');
  const rows = await db.query<TableStats>(
    `SELECT relname, n_live_tup, n_dead_tup, n_mod_since_analyze, n_ins_since_vacuum
     FROM pg_stat_user_tables WHERE schemaname = current_schema() ORDER BY relname`,
  );
  return rows
    .filter((r) => {
      const live = Number(r.n_live_tup);
      return Number(r.n_dead_tup) + Number(r.n_ins_since_vacuum) > 50 + 0.2 * live || Number(r.n_mod_since_analyze) > 50 + 0.1 * live;
    })
    .map((r) => r.relname);
}

/** One maintenance pass: vacuums and analyzes the tables that are due; returns their names. */
export async function maintain(db: Db): Promise<string[]> {
  const due = await tablesDue(db);
  await vacuumAnalyze(db, due);
  return due;
}

export const MAINTENANCE_EVERY_MS = 10 * 60_000;

/** Runs `maintain` every `everyMs` without keeping the process alive; returns the stop function. */
export function scheduleMaintenance(db: Db, everyMs = MAINTENANCE_EVERY_MS, onError: (e: unknown) => void = () => undefined): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    maintain(db)
      .catch(onError)
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
