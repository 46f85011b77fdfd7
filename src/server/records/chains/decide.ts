// One approver's decision in a chain, inside the transition's transaction with the record's row locked (so
// concurrent decisions on one record queue, on any server process): who may decide is the shared rule
// (src/shared/chain), each decision is a row of the run and of the audit trail, and the record moves only when
// the run ends — the chain's own step after the last applicable level, its rejection step at any level.
import { chainProgress, decideProblem, type ChainDecision, type ChainProgress } from '../../../shared/chain/index.ts';
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
import { delegatorsOf } from './delegations.ts';

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

interface Signer {
  userId: number;
  username: string;
  name: string;
  role: string;
}

/** In whose name the actor signs: their own when the level awaits them, else a delegator's it awaits (代签). */
async function signerOf(tx: Db, d: DecisionInput, progress: ChainProgress, decisions: readonly ChainDecision[]): Promise<Signer> {
  const role = whoOf(d.actor).role;
  const own = decideProblem(progress, decisions, { userId: d.actor.userId, username: d.actor.username, role });
  if (own === null) return { userId: d.actor.userId, username: d.actor.username, name: d.actor.name, role };
  for (const del of await delegatorsOf(tx, d.actor.userId, d.row.site_id, d.nowMs)) {
    for (const r of del.roles) {
      if (decideProblem(progress, decisions, { userId: del.userId, username: del.username, role: r, delegate: d.actor.userId }) === null) {
        return { userId: del.userId, username: del.username, name: del.name, role: r };
      }
    }
  }
  throw new ApiError(Code.WORKFLOW, own);
}

export async function decideInChain(tx: Db, d: DecisionInput, apply: (t: WorkflowTransition) => Promise<RecordRow>): Promise<RecordRow> {
  const id = Number(d.row.id);
  const run = await currentRun(tx, d.entity.name, id, d.row.site_id, d.step.transition, d.nowMs);
  const decisions = await runDecisions(tx, run.id);
  const resolve = recordResolver(toRecordRow(d.row).data);
  const progress = chainProgress(run.levels, decisions, resolve);
  if (d.level !== undefined && progress.current !== d.level) throw new ApiError(Code.CONFLICT, '该级审批已有变化，请刷新后重试');
  const who = whoOf(d.actor);
  const signer = await signerOf(tx, d, progress, decisions);
  const level = progress.current!;
  const title = run.levels[level]!.title;
  const delegated = signer.userId !== d.actor.userId;
  await tx.query(
    `INSERT INTO approval_decisions (run_id, level, decision, user_id, username, user_name, role, opinion, created_at, signed_by_id, signed_by_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [run.id, level, d.step.decision, signer.userId, signer.username, signer.name, signer.role, d.opinion, new Date(d.nowMs).toISOString(), delegated ? d.actor.userId : null, delegated ? d.actor.name : ''],
  );
  await writeAudit(tx, {
    entity: d.entity.name, recordId: id, op: 'decision', action: d.step.decision === 'approve' ? d.step.transition.action : d.step.transition.chain.rejectWith, who,
    changes: [
      { field: '审批级', from: null, to: `第${level + 1}级 ${title}` },
      { field: '审批意见', from: null, to: d.opinion },
      ...(delegated ? [{ field: '代签', from: null, to: `${d.actor.name}代${signer.name}签署` }] : []),
    ],
  });
  const after = chainProgress(run.levels, [...decisions, { level, decision: d.step.decision, userId: signer.userId, username: signer.username, name: signer.name, role: signer.role, signedBy: delegated ? d.actor.userId : null }], resolve);
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
