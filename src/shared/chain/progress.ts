// Where a run of a chain stands: which levels apply to the record (their `when`), which are done, which one
// is deciding now. One rule for the server (what it accepts) and the approval page (what it shows).
import { test, type Resolve } from '../expr/index.ts';
import type { ChainDecision, ChainLevel } from './types.ts';

export type LevelStatus = 'skipped' | 'approved' | 'rejected' | 'current' | 'waiting';

export interface LevelProgress {
  index: number;
  level: ChainLevel;
  status: LevelStatus;
  /** All-of levels: the named users and roles still to sign (any-of: every approver while current). */
  missing: { users: string[]; roles: string[] };
}

export interface ChainProgress {
  levels: LevelProgress[];
  /** Index of the level deciding now; null once every applicable level approved or one rejected. */
  current: number | null;
  outcome: 'open' | 'approved' | 'rejected';
}

/** A level applies when it has no condition or its condition holds; a condition over an empty field does not. */
export function levelApplies(level: ChainLevel, resolve: Resolve): boolean {
  return !level.when || test(level.when, resolve) === true;
}

/** What an all-of level still lacks after these approvals (an any-of level lacks everything until one). */
function missingOf(level: ChainLevel, approvals: readonly ChainDecision[]): { users: string[]; roles: string[] } {
  const users = (level.users ?? []).filter((u) => !approvals.some((d) => d.username === u));
  const roles = (level.roles ?? []).filter((r) => !approvals.some((d) => d.role === r));
  if (level.mode === 'any') return approvals.length > 0 ? { users: [], roles: [] } : { users: [...(level.users ?? [])], roles: [...(level.roles ?? [])] };
  return { users, roles };
}

export function chainProgress(levels: readonly ChainLevel[], decisions: readonly ChainDecision[], resolve: Resolve): ChainProgress {
  const out: LevelProgress[] = [];
  let current: number | null = null;
  let outcome: ChainProgress['outcome'] = 'approved';
  levels.forEach((level, index) => {
    const mine = decisions.filter((d) => d.level === index);
    const approvals = mine.filter((d) => d.decision === 'approve');
    const missing = missingOf(level, approvals);
    let status: LevelStatus;
    // The record cannot change while it waits, so a level's condition is judged alike before and after.
    if (!levelApplies(level, resolve) && mine.length === 0) status = 'skipped';
    else if (outcome !== 'approved') status = 'waiting';
    else if (mine.some((d) => d.decision === 'reject')) status = 'rejected';
    else if (missing.users.length === 0 && missing.roles.length === 0) status = 'approved';
    else status = 'current';
    if (status === 'rejected') outcome = 'rejected';
    if (status === 'current') {
      current = index;
      outcome = 'open';
    }
    out.push({ index, level, status, missing });
  });
  return { levels: out, current, outcome };
}
