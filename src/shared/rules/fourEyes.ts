// Four-eyes (四眼原则): a workflow step may require that its actor differs from whoever ran named earlier
// steps on the record. On by default for approve/reject: the steps that lead into its from-states (the
// submit before an approval). The server refuses; the approval page says why its button is missing.
import type { Workflow, WorkflowTransition } from '../schema/types.ts';

const DEFAULT_ON = new Set(['approve', 'reject']);

/** The actions whose actor may not take `t`. */
export function distinctActions(wf: Workflow, t: WorkflowTransition): string[] {
  if (t.distinctFrom) return t.distinctFrom;
  if (!DEFAULT_ON.has(t.action)) return [];
  return wf.transitions.filter((x) => x.action !== t.action && t.from.some((s) => s === x.to)).map((x) => x.action);
}

export interface PastStep {
  action: string;
  userId: number | null;
}

/** Why `userId` may not take `t` on a record with this history (oldest first), or null. */
export function fourEyesProblem(wf: Workflow, t: WorkflowTransition, history: readonly PastStep[], userId: number): string | null {
  const names = distinctActions(wf, t);
  if (names.length === 0) return null;
  // The latest run of any named step is the one this decision answers (a resubmission replaces the first).
  const last = [...history].reverse().find((h) => names.includes(h.action));
  if (!last || last.userId !== userId) return null;
  const title = wf.transitions.find((x) => x.action === last.action)?.title ?? last.action;
  return `四眼原则：您是本记录“${title}”的操作人，不能再执行“${t.title}”，请由其他人员办理`;
}
