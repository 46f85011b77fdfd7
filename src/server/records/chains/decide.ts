// One approver's decision in a chain, inside the transition's transaction with the record's row locked (so
// concurrent decisions on one record queue, on any server process): who may decide is the shared rule
// (src/shared/chain), each decision is a row of the run and of the audit trail, and the record moves only when
// the run ends — the chain's own step after the last applicable level, its rejection step at any level.
import { chainProgress, decideProblem } from '../../../shared/chain/index.ts';
import type { RecordRow } from '../../../shared/api.ts';
import { Code } from '../../../shared/codes.ts';
import { recordResolver } from '../../../shared/expr/index.ts';
import type { EntitySchema, WorkflowTransition } from '../../../shared/schema/types.ts';
import { findTransition } from '../../../shared/workflow.ts';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/types.ts';
import { ApiError } from '../../http/errors.ts';
import { writeAudit } from '../rules/audit.ts';
import { whoOf } from '../rules/who.ts';
import { RECORD_COLUMNS, toRecordRow, type RecordDbRow } from '../row.ts';
import type { ChainStep } from './find.ts';
import { currentRun, runDecisions } from './runs.ts';
import { notifyAwaited } from './notify.ts';

export interface DecisionInput {
  /** The entity with its workflow as it runs on the record's site. */
  entity: EntitySchema;
  row: RecordDbRow;
  step: ChainStep;
  opinion: string;
  actor: Actor;
  /** The level the client saw as current (0-based); another one now is a conflict, not a decision there. */
  level?: number;
  nowMs: number;
}

export async function decideInChain(tx: Db, d: DecisionInput, apply: (t: WorkflowTransition) => Promise<RecordRow>): Promise<RecordRow> {
  const id = Number(d.row.id);
  const run = await currentRun(tx, d.entity.name, id, d.row.site_id, d.step.transition, d.nowMs);
  const decisions = await runDecisions(tx, run.id);
  const resolve = recordResolver(toRecordRow(d.row).data);
  const progress = chainProgress(run.levels, decisions, resolve);
  if (d.level !== undefined && progress.current !== d.level) throw new ApiError(Code.CONFLICT, '该级审批已有变化，请刷新后重试');
  const who = whoOf(d.actor);
  const problem = decideProblem(progress, decisions, { userId: d.actor.userId, username: d.actor.username, role: who.role });
  if (problem) throw new ApiError(Code.WORKFLOW, problem);
  const level = progress.current!;
  const title = run.levels[level]!.title;
  await tx.query(
    `INSERT INTO approval_decisions (run_id, level, decision, user_id, username, user_name, role, opinion, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [run.id, level, d.step.decision, d.actor.userId, d.actor.username, d.actor.name, who.role, d.opinion, new Date(d.nowMs).toISOString()],
  );
  await writeAudit(tx, {
    entity: d.entity.name, recordId: id, op: 'decision', action: d.step.decision === 'approve' ? d.step.transition.action : d.step.transition.chain.rejectWith, who,
    changes: [{ field: '审批级', from: null, to: `第${level + 1}级 ${title}` }, { field: '审批意见', from: null, to: d.opinion }],
  });
  const after = chainProgress(run.levels, [...decisions, { level, decision: d.step.decision, userId: d.actor.userId, username: d.actor.username, name: d.actor.name, role: who.role }], resolve);
  const wf = d.entity['x-workflow']!;
  if (after.outcome === 'approved') return apply(d.step.transition);
  if (after.outcome === 'rejected') return apply(findTransition(wf, d.step.transition.chain.rejectWith)!);
  // The record waits for the next signature; its version moves so a page showing the old level is stale.
  const rows = await tx.query<RecordDbRow>(
    `UPDATE records SET version = version + 1, updated_at = now() WHERE entity = $1 AND id = $2 RETURNING ${RECORD_COLUMNS}`,
    [d.entity.name, id],
  );
  const rec = toRecordRow({ ...rows[0]!, id });
  const titleField = d.entity['x-titleField'];
  const recordTitle = titleField && typeof rec.data[titleField] === 'string' ? rec.data[titleField] : `#${id}`;
  await notifyAwaited(tx, d.entity, id, rec.siteId, recordTitle, after.levels[after.current!]!, [...decisions.map((x) => x.userId), d.actor.userId]);
  return rec;
}
