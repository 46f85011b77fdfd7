// Data sync runs as stored rows (sync_runs, sync_run_log): a run survives a reload and its log is read
// afterwards. Progress of a store phase (one transaction, which on PGlite holds the one connection) is
// kept in memory meanwhile and merged into what this process answers.
import type { SyncKind, SyncLogLine, SyncRun, SyncStatus } from '../../shared/sync/api.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/types.ts';

interface RunDbRow {
  id: number;
  site_id: number;
  site_name: string;
  kind: SyncKind;
  entity: string;
  status: SyncStatus;
  user_name: string;
  started_at: Date | string;
  finished_at: Date | string | null;
  total: number;
  processed: number;
  ok_count: number;
  error_count: number;
  message: string;
  file_name: string;
}

const RUN_SQL = `SELECT r.id, r.site_id, s.name AS site_name, r.kind, r.entity, r.status, r.user_name, r.started_at, r.finished_at,
  r.total, r.processed, r.ok_count, r.error_count, r.message, r.file_name FROM sync_runs r JOIN sites s ON s.id = r.site_id`;

export interface Progress {
  processed: number;
  okCount: number;
  errorCount: number;
}

/**
 * Progress of runs whose counts this server holds in memory (a store phase in one transaction), per app:
 * run ids are only unique within one database.
 */
const liveByApp = new WeakMap<AppContext, Map<number, Progress>>();

function live(ctx: AppContext): Map<number, Progress> {
  let m = liveByApp.get(ctx);
  if (!m) liveByApp.set(ctx, (m = new Map<number, Progress>()));
  return m;
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

function toRun(ctx: AppContext, r: RunDbRow): SyncRun {
  const mem = r.status === 'running' ? live(ctx).get(r.id) : undefined;
  return {
    id: r.id, siteId: r.site_id, siteName: r.site_name, kind: r.kind, entity: r.entity,
    entityTitle: ctx.registry.entities[r.entity]?.title ?? r.entity, status: r.status, userName: r.user_name,
    startedAt: iso(r.started_at)!, finishedAt: iso(r.finished_at), total: r.total,
    processed: mem?.processed ?? r.processed, okCount: mem?.okCount ?? r.ok_count, errorCount: mem?.errorCount ?? r.error_count,
    message: r.message, fileName: r.file_name,
  };
}

export async function loadRun(ctx: AppContext, id: number): Promise<SyncRun | null> {
  const rows = await ctx.db.query<RunDbRow>(`${RUN_SQL} WHERE r.id = $1`, [id]);
  return rows[0] ? toRun(ctx, rows[0]) : null;
}

export async function listRuns(ctx: AppContext, siteId: number | null, page: number, size: number): Promise<{ list: SyncRun[]; total: number }> {
  const where = siteId === null ? '' : 'WHERE r.site_id = $3';
  const params = siteId === null ? [size, (page - 1) * size] : [size, (page - 1) * size, siteId];
  const rows = await ctx.db.query<RunDbRow>(`${RUN_SQL} ${where} ORDER BY r.id DESC LIMIT $1 OFFSET $2`, params);
  const count = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sync_runs r ${siteId === null ? '' : 'WHERE r.site_id = $1'}`, siteId === null ? [] : [siteId]);
  return { list: rows.map((r) => toRun(ctx, r)), total: count[0]?.n ?? 0 };
}

export async function insertRun(ctx: AppContext, tx: Db, run: { siteId: number; kind: SyncKind; entity: string; userId: number; userName: string; total: number; fileName: string; content: string | null }): Promise<number> {
  const now = new Date(ctx.clock.now()).toISOString();
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO sync_runs (site_id, kind, entity, status, user_id, user_name, started_at, updated_at, total, file_name, content)
     VALUES ($1, $2, $3, 'running', $4, $5, $6, $6, $7, $8, $9) RETURNING id`,
    [run.siteId, run.kind, run.entity, run.userId, run.userName, now, run.total, run.fileName, run.content],
  );
  return rows[0]!.id;
}

export async function runContent(db: Db, id: number): Promise<string | null> {
  const rows = await db.query<{ content: string | null }>('SELECT content FROM sync_runs WHERE id = $1', [id]);
  return rows[0]?.content ?? null;
}

export function setLive(ctx: AppContext, id: number, p: Progress | null): void {
  if (p) live(ctx).set(id, p);
  else live(ctx).delete(id);
}

export async function saveProgress(ctx: AppContext, db: Db, id: number, p: Progress): Promise<void> {
  await db.query('UPDATE sync_runs SET processed = $2, ok_count = $3, error_count = $4, updated_at = $5 WHERE id = $1', [id, p.processed, p.okCount, p.errorCount, new Date(ctx.clock.now()).toISOString()]);
}

/** Ends a phase: the state, counts and message (and for an export, the file). */
export async function finishRun(ctx: AppContext, db: Db, id: number, status: SyncStatus, p: Progress, message: string, content?: string | null): Promise<void> {
  const now = new Date(ctx.clock.now()).toISOString();
  const ended = status === 'awaiting' ? null : now;
  await db.query(
    `UPDATE sync_runs SET status = $2, processed = $3, ok_count = $4, error_count = $5, message = $6, finished_at = $7, updated_at = $8
       ${content !== undefined ? ', content = $9' : ''} WHERE id = $1`,
    [id, status, p.processed, p.okCount, p.errorCount, message, ended, now, ...(content !== undefined ? [content] : [])],
  );
  setLive(ctx, id, null);
}

export interface LogEntry {
  rowNo: number | null;
  record: string;
  level: 'info' | 'error';
  message: string;
}

/** Appends log lines in one statement (a batch of rows at a time). */
export async function appendLog(db: Db, runId: number, lines: LogEntry[]): Promise<void> {
  if (lines.length === 0) return;
  const params: (string | number | null)[] = [runId];
  const values = lines.map((l) => {
    params.push(l.rowNo, l.record, l.level, l.message);
    const n = params.length;
    return `($1, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
  });
  await db.query(`INSERT INTO sync_run_log (run_id, row_no, record, level, message) VALUES ${values.join(', ')}`, params);
}

export async function readLog(db: Db, runId: number, level: 'error' | null, page: number, size: number): Promise<{ list: SyncLogLine[]; total: number }> {
  const filter = level ? ' AND level = $4' : '';
  const params = [runId, size, (page - 1) * size, ...(level ? [level] : [])];
  const list = await db.query<SyncLogLine>(
    `SELECT id::int AS id, row_no AS "rowNo", record, level, message FROM sync_run_log WHERE run_id = $1${filter} ORDER BY id LIMIT $2 OFFSET $3`,
    params,
  );
  const count = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sync_run_log WHERE run_id = $1${level ? ' AND level = $2' : ''}`, level ? [runId, level] : [runId]);
  return { list, total: count[0]?.n ?? 0 };
}

/** A run no process has moved for this long was cut off (a restart, a crash): it is failed, not left 运行中. */
export const STALE_RUN_MS = 10 * 60 * 1000;

export async function failStaleRuns(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const rows = await ctx.db.query<{ id: number }>(
    `UPDATE sync_runs SET status = 'failed', message = '运行中断（服务重启），请重新发起', finished_at = $1, updated_at = $1
     WHERE status = 'running' AND updated_at < $2 RETURNING id`,
    [new Date(now).toISOString(), new Date(now - STALE_RUN_MS).toISOString()],
  );
  return rows.length;
}
