// Who may decide the current level of a run: an approver the level names (by role acted under, or by user
// name), not yet signed there, and — four-eyes across the whole chain — nobody who signed another level of
// the same run. The preparer rule (creator, editors, submitter) is the transition's own (rules/fourEyes.ts).
import type { ChainProgress } from './progress.ts';
import type { ChainActor, ChainDecision } from './types.ts';

/** Why `actor` may not decide the run's current level, or null. */
export function decideProblem(progress: ChainProgress, decisions: readonly ChainDecision[], actor: ChainActor): string | null {
  if (progress.current === null) return '该审批已结束';
  const { level, missing } = progress.levels[progress.current]!;
  const people = [actor.userId, ...(actor.delegate === undefined ? [] : [actor.delegate])];
  const signedBy = (d: ChainDecision) => people.includes(d.userId) || (d.signedBy != null && people.includes(d.signedBy));
  const other = decisions.find((d) => d.level !== progress.current && signedBy(d));
  if (other) {
    const title = progress.levels[other.level]?.level.title ?? `第${other.level + 1}级`;
    return `四眼原则：您已审批本记录的“${title}”，不能再审批“${level.title}”，请由其他人员办理`;
  }
  if (decisions.some((d) => d.level === progress.current && signedBy(d))) return `您已审批过“${level.title}”`;
  const named = (level.users ?? []).includes(actor.username) || (level.roles ?? []).includes(actor.role);
  if (!named) return `您不是“${level.title}”的审批人`;
  // All-of: the decider must stand for a party that has not signed yet.
  if (level.mode === 'all' && !missing.users.includes(actor.username) && !missing.roles.includes(actor.role)) {
    return `“${level.title}”中您所代表的审批人已签署，请由其他审批人办理`;
  }
  return null;
}

/** Whether the actor is among whoever the current level still waits for (the waiting lists and the bell). */
export function waitsFor(progress: ChainProgress, decisions: readonly ChainDecision[], actor: ChainActor): boolean {
  return decideProblem(progress, decisions, actor) === null;
}
