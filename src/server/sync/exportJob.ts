// The export job: a site's records of one x-sync entity, read in id order a batch at a time (progress and
// one log line per record after each batch), then the file kept in the run for the user to download.
import { SYNC_FORMAT, SYNC_VERSION, type SyncFile, type SyncFileRecord } from '../../shared/sync/api.ts';
import type { EntitySchema } from '../../shared/schema/types.ts';
import type { AppContext } from '../context.ts';
import { recordLabel } from './label.ts';
import { appendLog, finishRun, saveProgress, type LogEntry } from './store.ts';

const BATCH = 200;

interface ExportRow {
  id: number;
  status: string | null;
  variety: string | null;
  data: Record<string, unknown>;
}

export async function runExport(ctx: AppContext, runId: number, entity: EntitySchema, site: { id: number; name: string }): Promise<void> {
  const records: SyncFileRecord[] = [];
  let after = 0;
  for (;;) {
    const rows = await ctx.db.query<ExportRow>(
      'SELECT id, status, variety, data FROM records WHERE entity = $1 AND site_id = $2 AND id > $3 ORDER BY id LIMIT $4',
      [entity.name, site.id, after, BATCH],
    );
    if (rows.length === 0) break;
    const lines: LogEntry[] = rows.map((r, i) => ({ rowNo: records.length + i + 1, record: recordLabel(entity, r.data, r.id), level: 'info', message: '已导出' }));
    for (const r of rows) records.push({ id: r.id, status: r.status, variety: r.variety, data: r.data });
    after = rows[rows.length - 1]!.id;
    await appendLog(ctx.db, runId, lines);
    await saveProgress(ctx, ctx.db, runId, { processed: records.length, okCount: records.length, errorCount: 0 });
  }
  const file: SyncFile = { format: SYNC_FORMAT, version: SYNC_VERSION, entity: entity.name, site, exportedAt: new Date(ctx.clock.now()).toISOString(), records };
  const done = { processed: records.length, okCount: records.length, errorCount: 0 };
  await ctx.db.query('UPDATE sync_runs SET total = $2 WHERE id = $1', [runId, records.length]);
  await finishRun(ctx, ctx.db, runId, 'done', done, `已导出 ${records.length} 条${entity.title}`, JSON.stringify(file));
}
