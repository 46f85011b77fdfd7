// A record's run through a chain follows its transitions: entering a chain's state opens a run with the
// chain version then in force; leaving the state ends it (approved by the chain's own step, else rejected).
import type { ChainDecision, ChainLevel } from '../../../shared/chain/index.ts';
import type { Workflow, WorkflowTransition } from '../../../shared/schema/types.ts';
import type { Db } from '../../db/types.ts';
import { chainFrom } from './find.ts';
import { chainInForce } from './versions.ts';

export interface ChainRun {
  id: number;
  action: string;
  version: number;
  levels: ChainLevel[];
  startedAt: string;
}

interface RunRow {
  id: number | string;
  action: string;
  chain_version: number;
  levels: ChainLevel[];
  started_at: Date | string;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/** Ends the record's open run (if any) and opens one when `t` leads into a chain's state. */
export async function moveRun(tx: Db, wf: Workflow, entity: string, recordId: number, siteId: number | null, t: WorkflowTransition, nowMs: number): Promise<void> {
  const at = new Date(nowMs).toISOString();
  await tx.query(
    "UPDATE approval_runs SET status = $3, finished_at = $4 WHERE entity = $1 AND record_id = $2 AND status = 'open'",
    [entity, recordId, t.chain ? 'approved' : 'rejected', at],
  );
  const next = chainFrom(wf, t.to);
  if (next) await openRun(tx, entity, recordId, siteId, next, nowMs);
}

async function openRun(tx: Db, entity: string, recordId: number, siteId: number | null, t: WorkflowTransition, nowMs: number): Promise<ChainRun> {
  const chain = await chainInForce(tx, siteId, entity, t);
  const rows = await tx.query<RunRow>(
    `INSERT INTO approval_runs (entity, record_id, action, site_id, chain_version, levels, status, started_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, 'open', $7) RETURNING id, action, chain_version, levels, started_at`,
    [entity, recordId, t.action, siteId, chain.version, JSON.stringify(chain.levels), new Date(nowMs).toISOString()],
  );
  return toRun(rows[0]!);
}

function toRun(r: RunRow): ChainRun {
  return { id: Number(r.id), action: r.action, version: Number(r.chain_version), levels: r.levels, startedAt: iso(r.started_at) };
}

/** The record's open run; a record that entered the state before its chain existed gets one now. */
export async function currentRun(tx: Db, entity: string, recordId: number, siteId: number | null, t: WorkflowTransition, nowMs: number): Promise<ChainRun> {
  const rows = await tx.query<RunRow>(
    "SELECT id, action, chain_version, levels, started_at FROM approval_runs WHERE entity = $1 AND record_id = $2 AND status = 'open'",
    [entity, recordId],
  );
  return rows[0] ? toRun(rows[0]) : openRun(tx, entity, recordId, siteId, t, nowMs);
}

export interface StoredDecision extends ChainDecision {
  opinion: string;
  /** The delegate's name when one signed ('' otherwise). */
  signedByName: string;
  createdAt: string;
}

export async function runDecisions(db: Db, runId: number): Promise<StoredDecision[]> {
  const rows = await db.query<{ level: number; decision: 'approve' | 'reject'; user_id: number; username: string; user_name: string; role: string; opinion: string; created_at: Date | string; signed_by_id: number | null; signed_by_name: string }>(
    'SELECT level, decision, user_id, username, user_name, role, opinion, created_at, signed_by_id, signed_by_name FROM approval_decisions WHERE run_id = $1 ORDER BY id',
    [runId],
  );
  return rows.map((r) => ({
    level: r.level, decision: r.decision, userId: Number(r.user_id), username: r.username, name: r.user_name, role: r.role,
    opinion: r.opinion, createdAt: iso(r.created_at),
    signedBy: r.signed_by_id === null ? null : Number(r.signed_by_id), signedByName: r.signed_by_name,
  }));
}
