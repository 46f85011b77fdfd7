// Workflow transitions: the shared rule decides, the record update and its audit row commit together.
import { parseSiteConfig, siteWorkflow } from '../../shared/site/config.ts';
import type { HistoryRow, RecordRow } from '../../shared/api.ts';
import { Code, type CodeValue } from '../../shared/codes.ts';
import type { EntitySchema, Workflow, WorkflowTransition } from '../../shared/schema/types.ts';
import { checkTransition, findTransition } from '../../shared/workflow.ts';
import type { Actor, AppContext } from '../context.ts';
import type { Db } from '../db/types.ts';
import { ApiError, invalid } from '../http/errors.ts';
import { type Bag, posInt, str } from '../http/params.ts';
import { entityOf, requireEntity } from './entity.ts';
import { writeNotices } from './notify.ts';
import { announceUnread } from '../realtime/unreadTopic.ts';
import { RECORD_COLUMNS, toRecordRow, type RecordDbRow } from './row.ts';
import { readable } from './readable.ts';
import { diffDocs, writeAudit, type AuditWho } from './rules/audit.ts';
import { runEffects } from './rules/effects.ts';
import { checkGuards } from './rules/guards.ts';
import { refreshRollups } from './rules/rollup.ts';
import { appendLedger } from './rules/ledger.ts';
import { requireOperation } from './rules/operations.ts';
import { assignNumbers } from './rules/sequence.ts';
import { whoOf } from './rules/who.ts';
import { preparersOf } from './rules/preparers.ts';
import { fourEyesProblem } from '../../shared/rules/fourEyes.ts';
import { requiredForAction } from '../../shared/rules/required.ts';
import { invalidFields } from '../http/errors.ts';
import { isSystemTransition } from '../../shared/systemRole.ts';
import { afterTransitionHooks } from '../plugins.ts';
import { chainStep } from './chains/find.ts';
import { decideInChain } from './chains/decide.ts';
import { moveRun } from './chains/runs.ts';

const MAX_OPINION = 500;

export interface TransitionActor {
  userId: number | null;
  name: string;
  /** Role acted under, for the audit trail ('' for the seed and the system). */
  role?: string;
}

export interface AftermathOptions {
  /** Every entity schema: given, the transition's declared effects run (the seed leaves them out). */
  entities?: Readonly<Record<string, EntitySchema>>;
  /** 0 for the transition asked for; > 0 for one run as another's effect. */
  depth?: number;
  nowMs?: number;
}

/**
 * What follows every status change, same transaction: numbers due on this action (x-sequence `on`), the
 * audit row (old -> new per field) and the declared effects on other records. `before` is the row as it
 * was, `after` as the status update left it. Returns the row as finally stored.
 */
export async function transitionAftermath(
  tx: Db,
  entity: EntitySchema,
  before: RecordDbRow,
  after: RecordDbRow,
  t: WorkflowTransition,
  who: AuditWho,
  opts: AftermathOptions = {},
): Promise<RecordDbRow> {
  const depth = opts.depth ?? 0;
  const oldDoc = toRecordRow(before).data;
  let row = after;
  const doc = toRecordRow(after).data;
  const numbered = await assignNumbers(tx, entity, t.action, after.site_id, doc, opts.nowMs ?? Date.now());
  if (numbered !== doc) {
    const rows = await tx.query<RecordDbRow>(
      `UPDATE records SET data = $3::jsonb WHERE entity = $1 AND id = $2 RETURNING ${RECORD_COLUMNS}`,
      [entity.name, Number(after.id), JSON.stringify(numbered)],
    );
    row = { ...rows[0]!, id: Number(rows[0]!.id) };
  }
  const changes = diffDocs({ status: before.status, ...oldDoc }, { status: row.status, ...numbered });
  await writeAudit(tx, { entity: entity.name, recordId: Number(row.id), op: depth > 0 ? 'effect' : 'transition', action: t.action, who, changes });
  await appendLedger(tx, entity, row, t.action, who, opts.nowMs ?? Date.now(), opts.entities);
  if (opts.entities) {
    const entities = opts.entities;
    // A rollup may count only records in some states.
    await refreshRollups(tx, entities, entity.name, [numbered], who);
    await runEffects(tx, entities, { entity, row, doc: numbered, t }, (e, r, t2, why, d) =>
      applyTransition(tx, e, r, t2, why, { userId: who.userId, name: who.name, role: who.role }, { ...opts, depth: d }), depth);
  }
  return row;
}

/** Applies an already-checked transition inside `tx`: status, version, audit rows, notices, effects. */
export async function applyTransition(
  tx: Db,
  entity: EntitySchema,
  row: RecordDbRow,
  t: WorkflowTransition,
  opinion: string,
  who: TransitionActor,
  opts: AftermathOptions = {},
): Promise<RecordRow> {
  // Related records' states the action depends on (guards), checked with those rows locked.
  if (opts.entities) await checkGuards(tx, opts.entities, entity, row, toRecordRow(row).data, t);
  const updated = await tx.query<RecordDbRow>(
    `UPDATE records SET status = $3, version = version + 1, updated_at = now()
     WHERE entity = $1 AND id = $2 AND version = $4 RETURNING ${RECORD_COLUMNS}`,
    [entity.name, Number(row.id), t.to, row.version],
  );
  if (!updated[0]) throw new ApiError(Code.CONFLICT);
  const wf = entity['x-workflow'];
  // Approval chains: entering a chain's state opens the record's run, leaving it ends the run.
  if (wf?.transitions.some((x) => x.chain)) await moveRun(tx, wf, entity.name, Number(row.id), row.site_id, t, opts.nowMs ?? Date.now());
  await tx.query(
    `INSERT INTO record_transitions (record_id, entity, action, from_status, to_status, opinion, user_id, user_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [Number(row.id), entity.name, t.action, row.status, t.to, opinion, who.userId, who.name],
  );
  const stored = await transitionAftermath(tx, entity, row, { ...updated[0], id: Number(updated[0].id) }, t, { userId: who.userId, name: who.name, role: who.role ?? '' }, opts);
  const rec = toRecordRow(stored);
  const titleField = entity['x-titleField'];
  const title = titleField && typeof rec.data[titleField] === 'string' ? (rec.data[titleField]) : `#${rec.id}`;
  await writeNotices(tx, { entity, recordId: rec.id, siteId: rec.siteId, createdBy: row.created_by, title, transition: t, opinion });
  return rec;
}

async function workflowOfSite(db: Db, wf: Workflow, entity: string, siteId: number | null): Promise<Workflow> {
  if (siteId === null) return wf;
  const rows = await db.query<{ workflow_roles: unknown }>('SELECT workflow_roles FROM sites WHERE id = $1', [siteId]);
  return rows[0] ? siteWorkflow(wf, entity, parseSiteConfig(rows[0])) : wf;
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
  requireOperation(entity, 'transition');
  const opinion = (str(body, 'opinion') ?? '').trim();
  if (opinion.length > MAX_OPINION) throw invalid(`审核意见不能超过${MAX_OPINION}个字符`);
  const version = posInt(body, 'version', '版本号');
  const level = body.level === undefined || body.level === null ? undefined : Number(body.level);
  if (level !== undefined && !(Number.isInteger(level) && level >= 0)) throw invalid('审批级（level）须为非负整数');
  return ctx.db.transaction(async (tx) => {
    // The row lock makes a concurrent transition wait, then see the new state and fail the check.
    const row = await readable(tx, actor, entity, id, true);
    if (version !== undefined && row.version !== version) throw new ApiError(Code.CONFLICT);
    // Who acts at each step is narrowed per site (system setup → 流程管理), by the record's own site.
    const siteWf = await workflowOfSite(tx, wf, entity.name, row.site_id);
    const check = checkTransition(siteWf, row.status ?? '', action, actor.roles, opinion);
    if (!check.ok) throw new ApiError(check.code as CodeValue, check.msg);
    const missing = requiredForAction(entity, toRecordRow(row).data, action);
    if (missing.length > 0) throw invalidFields(missing);
    const past = await tx.query<{ action: string; user_id: number | null }>(
      'SELECT action, user_id FROM record_transitions WHERE record_id = $1 AND entity = $2 ORDER BY id',
      [id, entity.name],
    );
    const preparers = await preparersOf(tx, entity.name, id, row.created_by);
    const fourEyes = fourEyesProblem(wf, check.transition, past.map((p) => ({ action: p.action, userId: p.user_id })), actor.userId, preparers);
    if (fourEyes) throw new ApiError(Code.WORKFLOW, fourEyes);
    const who = whoOf(actor);
    const onSite = { ...entity, 'x-workflow': siteWf };
    // Notices go to the roles that act next on this site.
    const apply = (t: WorkflowTransition) => applyTransition(tx, onSite, row, t, opinion, { userId: who.userId, name: who.name, role: who.role }, { entities: ctx.registry.entities, nowMs: ctx.clock.now() });
    // A step decided by an approval chain moves the record only when the chain has decided.
    const step = chainStep(siteWf, row.status ?? '', action);
    const rec = step
      ? await decideInChain(tx, { entity: onSite, row, step, opinion, actor, ...(level === undefined ? {} : { level }), nowMs: ctx.clock.now() }, apply)
      : await apply(check.transition);
    // Plugins' consequences commit (or roll back) with the transition itself.
    // (A decision that leaves the record where it was is no transition for them.)
    if (!step || rec.status !== row.status) for (const hook of afterTransitionHooks(ctx.plugins, entity.name)) await hook(ctx, tx, { entity: entity.name, action, record: rec, actor });
    // The notices just written change counts in other people's bells, on any server process.
    await announceUnread(ctx.realtime, tx, rec.siteId);
    return rec;
  });
}

interface HistoryDbRow {
  id: number | string;
  action: string;
  from_status: string | null;
  to_status: string;
  opinion: string;
  user_id: number | null;
  user_name: string;
  created_at: Date | string;
}

export async function recordHistory(ctx: AppContext, actor: Actor, entityName: string, id: number): Promise<HistoryRow[]> {
  const entity = entityOf(ctx, entityName);
  requireEntity(ctx, actor, entity, 'read');
  await readable(ctx.db, actor, entity, id);
  const rows = await ctx.db.query<HistoryDbRow>(
    `SELECT id, action, from_status, to_status, opinion, user_id, user_name, created_at
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
    userId: r.user_id,
    userName: r.user_name,
    createdAt: r.created_at instanceof Date ? r.created_at.toISOString() : new Date(r.created_at).toISOString(),
  }));
}
