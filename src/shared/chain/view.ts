// What the approval page and GET /api/records/:entity/:id/chain show of a record's run: every level with
// its approvers, who signed, who is still awaited, and whether the caller may decide now (and why not).
import type { ChainMode, ChainDecision } from './types.ts';
import type { LevelStatus } from './progress.ts';

export interface ChainViewDecision extends ChainDecision {
  opinion: string;
  /** The delegate who signed in the approver's name ('' when the approver signed). */
  signedByName: string;
  createdAt: string;
}

export interface ChainViewLevel {
  title: string;
  mode: ChainMode;
  roles: string[];
  users: string[];
  deadlineHours: number | null;
  /** The current level's deadline: its hours from when it became current (the run's start or the previous level's last signature). */
  deadline: string | null;
  status: LevelStatus;
  decisions: ChainViewDecision[];
  missing: { users: string[]; roles: string[] };
}

export interface ChainView {
  /** The step the chain decides, and the chain version the run started with (0: the declaration's). */
  action: string;
  version: number;
  startedAt: string;
  current: number | null;
  levels: ChainViewLevel[];
  /** Null when the caller may decide the current level; otherwise why not. */
  problem: string | null;
}
