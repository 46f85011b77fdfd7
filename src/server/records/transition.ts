// Workflow transitions: the shared rule decides, the record update and its audit row commit together.
import type { HistoryRow, RecordRow } from '../../shared/api.ts';
import { Code, type CodeValue } from '../../shared/codes.ts';
import type { EntitySchema, WorkflowTransition } from '../../shared/schema/types.ts';
import { checkTransition, findTransition } from '../../shared/workflow.ts';
import type { Actor, AppContext } from '../context.ts';
import type { Db } from '../db/types.ts';
import { ApiError, invalid } from '../http/errors.ts';
import { type Bag, posInt, str } from '../http/params.ts';
import { entityOf, requireEntity } from './entity.ts';
import { writeNotices } from './notify.ts';
import { RECORD_COLUMNS, toRecordRow, type RecordDbRow } from './row.ts';
import { readable } from './service.ts';
import { isSystemTransition } from './system.ts';
import { afterTransitionHooks } from '../plugins.ts';

const MAX_OPINION = 500;

export interface TransitionActor {
  userId: number;
  name: string;
}

/** Applies an already-checked transition inside `tx`: status, version, audit row, notices. */
export async function applyTransition(
  tx: Db,
  entity: EntitySchema,
  row: RecordDbRow,
  t: WorkflowTransition,
  opinion: string,
  who: TransitionActor,
): Promise<RecordRow> {
  const updated = await tx.query<RecordDbRow>(
    `UPDATE records SET status = $3, version = version + 1, updated_at = now()
     WHERE entity = $1 AND id = $2 AND version = $4 RETURNING ${RECORD_COLUMNS}`,
    [entity.name, Number(row.id), t.to, row.version],
  );
  if (!updated[0]) throw new ApiError(Code.CONFLICT);
  await tx.query(
    `INSERT INTO record_transitions (record_id, entity, action, from_status, to_status, opinion, user_id, user_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [Number(row.id), entity.name, t.action, row.status, t.to, opinion, who.userId, who.name],
  );
  const rec = toRecordRow(updated[0]);
  const titleField = entity['x-titleField'];
  const title = titleField && typeof rec.data[titleField] === 'string' ? (rec.data[titleField]) : `#${rec.id}`;
  await writeNotices(tx, { entity, recordId: rec.id, siteId: rec.siteId, createdBy: row.created_by, title, transition: t, opinion });
  return rec;
}

export async function transitionRecord(ctx: AppContext, actor: Actor, entityName: string, id: number, body: Bag): Promise<RecordRow> {
  const entity = entityOf(ctx, entityName);
  const wf = entity['x-workflow'];
  if (!wf) throw new ApiError(Code.WORKFLOW, `${entity.title}没有审批流程`);
  const action = (str(body, 'action') ?? '').trim();
  if (!action) throw invalid('请选择操作');
  const declared = findTransition(wf, action);
  if (!declared) throw new ApiError(Code.WORKFLOW, `未知的操作：${action}`);
  // A plugin's system transition (role "system") is taken by the server only, never through this route.
  if (isSystemTransition(declared)) throw new ApiError(Code.WORKFLOW, `“${declared.title}”由系统自动执行，不能手动操作`);
  requireEntity(ctx, actor, entity, `transition:${action}`);
  const opinion = (str(body, 'opinion') ?? '').trim();
  if (opinion.length > MAX_OPINION) throw invalid(`审核意见不能超过${MAX_OPINION}个字符`);
  const version = posInt(body, 'version', '版本号');
  return ctx.db.transaction(async (tx) => {
    // The row lock makes a concurrent transition wait, then see the new state and fail the check.
    const row = await readable(tx, actor, entity, id, true);
    if (version !== undefined && row.version !== version) throw new ApiError(Code.CONFLICT);
    const check = checkTransition(wf, row.status ?? '', action, actor.roles, opinion);
    if (!check.ok) throw new ApiError(check.code as CodeValue, check.msg);
    const rec = await applyTransition(tx, entity, row, check.transition, opinion, { userId: actor.userId, name: actor.name });
    // Plugins' consequences commit (or roll back) with the transition itself.
    for (const hook of afterTransitionHooks(ctx.plugins, entity.name)) await hook(ctx, tx, { entity: entity.name, action, record: rec, actor });
    return rec;
  });
}

interface HistoryDbRow {
  id: number | string;
  action: string;
  from_status: string | null;
  to_status: string;
  opinion: string;
  user_name: string;
  created_at: Date | string;
}

export async function recordHistory(ctx: AppContext, actor: Actor, entityName: string, id: number): Promise<HistoryRow[]> {
  const entity = entityOf(ctx, entityName);
  requireEntity(ctx, actor, entity, 'read');
  await readable(ctx.db, actor, entity, id);
  const rows = await ctx.db.query<HistoryDbRow>(
    `SELECT id, action, from_status, to_status, opinion, user_name, created_at
     FROM record_transitions WHERE record_id = $1 AND entity = $2 ORDER BY id`,
    [id, entity.name],
  );
  const wf = entity['x-workflow'];
  return rows.map((r) => ({
    id: Number(r.id),
    action: r.action,
    actionTitle: (wf && findTransition(wf, r.action)?.title) ?? r.action,
    fromStatus: r.from_status,
    toStatus: r.to_status,
    opinion: r.opinion,
    userName: r.user_name,
    createdAt: r.created_at instanceof Date ? r.created_at.toISOString() : new Date(r.created_at).toISOString(),
  }));
}
