// The import job, in two phases through the records service (createRecord: the same validation,
// references, numbering, uniqueness and audit as a write from the form):
// - check: every record in a transaction that is rolled back; refused ones are logged with the field;
// - store: the records that passed, in ONE transaction (one failure stores none). It follows the check
//   at once when every record passed; otherwise the run waits (待确认) until the user confirms.
import type { FieldError } from '../../shared/codes.ts';
import { withTitle } from '../../shared/formats/messages.ts';
import type { EntitySchema } from '../../shared/schema/types.ts';
import type { SyncFileRecord } from '../../shared/sync/api.ts';
import type { Actor, AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { createRecord } from '../records/service.ts';
import { recordLabel } from './label.ts';
import { appendLog, finishRun, saveProgress, setLive, type LogEntry, type Progress } from './store.ts';

const BATCH = 50;

/** Thrown inside a check's transaction so that a record that passed leaves nothing behind. */
class RollBack extends Error {}

/** A store phase that failed and was recorded on the run (its log and message): the job logs it, no more. */
export class ImportFailed extends Error {
  constructor(
    message: string,
    readonly reason: unknown,
  ) {
    super(message);
  }
}

function problems(entity: EntitySchema, e: unknown): string[] {
  if (!(e instanceof ApiError)) throw e;
  // The log is read away from the form: each line names its field (once: most messages already do).
  const title = (f: FieldError) => entity.properties[f.field]?.title ?? '';
  return e.errors?.length ? e.errors.map((f) => withTitle(title(f), f.message)) : [e.message];
}

const body = (r: SyncFileRecord) => ({ data: r.data, ...(r.variety ? { transferVariety: r.variety } : {}) });

/** Check phase; stores at once when every record passed, else leaves the run waiting for confirmation. */
export async function checkImport(ctx: AppContext, runId: number, actor: Actor, entity: EntitySchema, records: SyncFileRecord[]): Promise<void> {
  const p: Progress = { processed: 0, okCount: 0, errorCount: 0 };
  const valid: number[] = [];
  let lines: LogEntry[] = [];
  for (const [i, rec] of records.entries()) {
    const record = recordLabel(entity, rec.data, rec.id);
    let passed = true;
    try {
      await ctx.db.transaction(async (tx) => {
        await createRecord(ctx, actor, entity.name, body(rec), tx, 'sync');
        throw new RollBack();
      });
    } catch (e) {
      if (!(e instanceof RollBack)) {
        passed = false;
        p.errorCount += 1;
        for (const m of problems(entity, e)) lines.push({ rowNo: i + 1, record, level: 'error', message: m });
      }
    }
    if (passed) {
      valid.push(i);
      p.okCount += 1;
      lines.push({ rowNo: i + 1, record, level: 'info', message: '校验通过' });
    }
    p.processed += 1;
    if (p.processed % BATCH === 0) {
      await appendLog(ctx.db, runId, lines);
      await saveProgress(ctx, ctx.db, runId, p);
      lines = [];
    }
  }
  await appendLog(ctx.db, runId, lines);
  if (p.errorCount === 0) return storeImport(ctx, runId, actor, entity, records, valid);
  await finishRun(ctx, ctx.db, runId, 'awaiting', p, `${p.errorCount} 条未通过校验（见日志）；确认后只导入其余 ${p.okCount} 条，未确认不导入任何记录`);
}

/** Store phase: the given records in one transaction; a failure stores none and fails the run. */
export async function storeImport(ctx: AppContext, runId: number, actor: Actor, entity: EntitySchema, records: SyncFileRecord[], positions: number[]): Promise<void> {
  const p: Progress = { processed: 0, okCount: 0, errorCount: 0 };
  await saveProgress(ctx, ctx.db, runId, p);
  await ctx.db.query('UPDATE sync_runs SET total = $2 WHERE id = $1', [runId, positions.length]);
  let at = -1;
  try {
    await ctx.db.transaction(async (tx) => {
      const lines: LogEntry[] = [];
      for (const i of positions) {
        at = i;
        const rec = records[i]!;
        const made = await createRecord(ctx, actor, entity.name, body(rec), tx, 'sync');
        lines.push({ rowNo: i + 1, record: recordLabel(entity, rec.data, rec.id), level: 'info', message: `已导入为 ${recordLabel(entity, made.data, made.id)}` });
        p.processed += 1;
        p.okCount += 1;
        setLive(ctx, runId, { ...p });
      }
      await appendLog(tx, runId, lines);
      // The uploaded records are not kept once the run has ended.
      await finishRun(ctx, tx, runId, 'done', p, `已导入 ${p.okCount} 条${entity.title}`, null);
    });
  } catch (e) {
    const rec = records[at];
    const msgs = problems(entity, e);
    await appendLog(ctx.db, runId, msgs.map((m) => ({ rowNo: at + 1, record: rec ? recordLabel(entity, rec.data, rec.id) : '', level: 'error', message: m })));
    const message = `第 ${at + 1} 条无法保存（${msgs[0] ?? ''}），未导入任何记录`;
    await finishRun(ctx, ctx.db, runId, 'failed', { processed: p.processed, okCount: 0, errorCount: 1 }, message, null);
    throw new ImportFailed(message, e);
  }
}
