// Effects across records, declared on a transition (`effects`), run in the same transaction: each target
// record takes the named action of its own workflow when its current state allows it, and is skipped
// otherwise (a listing already 交易中 is not started again). The targets' own effects follow, so a chain
// such as 撤牌 -> 竞价终止 -> 报名关闭 is declared, not coded.
import type { EntitySchema, TransitionEffect, WorkflowTransition } from '../../../shared/schema/types.ts';
import { Code } from '../../../shared/codes.ts';
import { findTransition, stateTitle } from '../../../shared/workflow.ts';
import { ApiError } from '../../http/errors.ts';
import type { Db } from '../../db/types.ts';
import { loadRecord, RECORD_COLUMNS, type RecordDbRow } from '../row.ts';
import { isSqlName } from '../../db/sqlName.ts';

const MAX_DEPTH = 4;

/** Applies `t` to a locked `row` of `entity`, with audit and its own effects (transition.ts). */
export type ApplyEffect = (entity: EntitySchema, row: RecordDbRow, t: WorkflowTransition, opinion: string, depth: number) => Promise<unknown>;

function refId(v: unknown): number | null {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  return /^\d{1,15}$/.test(s) && Number(s) > 0 ? Number(s) : null;
}

async function targets(tx: Db, e: TransitionEffect, source: RecordDbRow, doc: Record<string, unknown>): Promise<RecordDbRow[]> {
  if (e.via) {
    const id = refId(doc[e.via]);
    const row = id === null ? null : await loadRecord(tx, e.entity, id, true);
    return row && row.site_id === source.site_id ? [row] : [];
  }
  if (!e.match || !isSqlName(e.match)) return [];
  const rows = await tx.query<RecordDbRow>(
    `SELECT ${RECORD_COLUMNS} FROM records WHERE entity = $1 AND (data->>'${e.match}') = $2
       AND site_id IS NOT DISTINCT FROM $3 ORDER BY id FOR UPDATE`,
    [e.entity, String(Number(source.id)), source.site_id],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function runEffects(
  tx: Db,
  entities: Readonly<Record<string, EntitySchema>>,
  source: { entity: EntitySchema; row: RecordDbRow; doc: Record<string, unknown>; t: WorkflowTransition },
  apply: ApplyEffect,
  depth: number,
): Promise<void> {
  if (!source.t.effects || depth >= MAX_DEPTH) return;
  const why = `由${source.entity.title}“${source.t.title}”自动执行`;
  for (const e of source.t.effects) {
    const target = Object.hasOwn(entities, e.entity) ? entities[e.entity] : undefined;
    const wf = target?.['x-workflow'];
    const t = wf ? findTransition(wf, e.action) : undefined;
    if (!target || !t) continue;
    for (const row of await targets(tx, e, source.row, source.doc)) {
      // Re-read: an earlier effect in this chain may have moved it.
      const fresh = await loadRecord(tx, e.entity, Number(row.id), true);
      if (!fresh || !t.from.includes(fresh.status ?? '')) {
        // A required effect (an encumbrance on a collateral, say) refuses the whole transition instead.
        if (e.required && fresh) throw new ApiError(Code.WORKFLOW, `${target.title}（编号 ${Number(fresh.id)}）当前状态（${stateTitle(wf, fresh.status)}）不允许“${t.title}”，不能${source.t.title}`);
        continue;
      }
      await apply(target, fresh, t, why, depth + 1);
    }
  }
}
