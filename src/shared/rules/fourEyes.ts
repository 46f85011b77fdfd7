// Four-eyes (四眼原则): a workflow step may require that its actor differs from whoever ran named earlier
// steps on the record (distinctFrom) and from whoever prepared it — created or edited it (preparers). On by
// default for approve/reject: the steps that lead into its from-states (the submit before an approval) and
// the preparers, so whoever set a price cannot also approve it. The server refuses; the approval page says
// why its button is missing.
import type { Workflow, WorkflowTransition } from '../schema/types.ts';

const DEFAULT_ON = new Set(['approve', 'reject']);

/** The actions whose actor may not take `t`. */
export function distinctActions(wf: Workflow, t: WorkflowTransition): string[] {
  if (t.distinctFrom) return t.distinctFrom;
  if (!DEFAULT_ON.has(t.action)) return [];
  return wf.transitions.filter((x) => x.action !== t.action && t.from.some((s) => s === x.to)).map((x) => x.action);
}

/** Whether the record's creator and editors may not take `t`. */
export function excludesPreparers(t: WorkflowTransition): boolean {
  return t.preparers ?? DEFAULT_ON.has(t.action);
}

export interface PastStep {
  action: string;
  userId: number | null;
}

/** Who prepared the record: its creator and everyone who edited it (unknown to the browser: empty). */
export interface Preparers {
  createdBy: number | null;
  editors: readonly number[];
}

/** Why `userId` may not take `t` on a record with this history (oldest first), or null. */
export function fourEyesProblem(
  wf: Workflow,
  t: WorkflowTransition,
  history: readonly PastStep[],
  userId: number,
  preparers: Preparers = { createdBy: null, editors: [] },
): string | null {
  const names = distinctActions(wf, t);
  // The latest run of any named step is the one this decision answers (a resubmission replaces the first).
  const last = names.length > 0 ? [...history].reverse().find((h) => names.includes(h.action)) : undefined;
  if (last && last.userId === userId) {
    const title = wf.transitions.find((x) => x.action === last.action)?.title ?? last.action;
    return `四眼原则：您是本记录“${title}”的操作人，不能再执行“${t.title}”，请由其他人员办理`;
  }
  if (!excludesPreparers(t)) return null;
  if (preparers.createdBy === userId) return `四眼原则：您是本记录的录入人，不能再执行“${t.title}”，请由其他人员办理`;
  if (preparers.editors.includes(userId)) return `四眼原则：您修改过本记录，不能再执行“${t.title}”，请由其他人员办理`;
  return null;
}
