// Approval chains (审批链): a transition decided level by level. The shapes are the meta-schema's
// (schemas/meta/entity.schema.json → chain, chainLevel); `when` is read as the expression language's condition.
import type { Cond } from '../expr/types.ts';
import type * as Entity from '../schema/generated/entity.ts';

export type ChainDeclaration = Entity.Chain;
export type ChainLevel = Omit<Entity.ChainLevel, 'when'> & { when?: Cond };
export type ChainMode = ChainLevel['mode'];

/** Defaults of what a site may change when the declaration's `site` leaves a bound out. */
export const DEFAULT_MIN_LEVELS = 1;
export const DEFAULT_MAX_LEVELS = 5;

/** One decision of a run, oldest first. */
export interface ChainDecision {
  level: number;
  decision: 'approve' | 'reject';
  userId: number;
  /** Login name (what a level's `users` name). */
  username: string;
  /** Display name. */
  name: string;
  /** The role the decider acted under. */
  role: string;
  /** A delegate who signed in this user's name (null: the user signed). */
  signedBy?: number | null;
}

/** Who is deciding: user, login name and the current role. */
export interface ChainActor {
  userId: number;
  username: string;
  role: string;
  /** Signing in `userId`'s name as their delegate: the one who signs (four-eyes holds for both). */
  delegate?: number;
}

export function levelsOf(chain: ChainDeclaration): ChainLevel[] {
  return chain.levels as ChainLevel[];
}
