// The one workflow rule: which actions a role may take from a state. Server enforces, browser offers.
import { ADMIN_ROLE } from './permission.ts';
import { Code, CodeMessage } from './codes.ts';
import type { Workflow, WorkflowTransition } from './schema/types.ts';

export function findTransition(wf: Workflow, action: string): WorkflowTransition | undefined {
  return wf.transitions.find((t) => t.action === action);
}

function roleMay(t: WorkflowTransition, role: string): boolean {
  return role === ADMIN_ROLE || t.roles.includes(role);
}

/** Transitions available from `state` to the current role (roles[0]). */
export function availableTransitions(wf: Workflow, state: string, roles: string[]): WorkflowTransition[] {
  const role = roles[0] ?? '';
  return wf.transitions.filter((t) => t.from.includes(state) && roleMay(t, role));
}

/** What users read when a transition that requires an opinion is sent without one (browser and server). */
export const OPINION_REQUIRED = '审核意见不能为空';

/** The opinion rule of a transition: a required opinion must have text. Null when the opinion will do. */
export function opinionProblem(mode: WorkflowTransition['opinion'], opinion: string | undefined): string | null {
  return mode === 'required' && !(opinion ?? '').trim() ? OPINION_REQUIRED : null;
}

export type TransitionCheck =
  | { ok: true; transition: WorkflowTransition }
  | { ok: false; code: string; msg: string };

export function checkTransition(
  wf: Workflow,
  state: string,
  action: string,
  roles: string[],
  opinion: string | undefined,
): TransitionCheck {
  const t = findTransition(wf, action);
  if (!t) return { ok: false, code: Code.WORKFLOW, msg: `未知的操作：${action}` };
  const role = roles[0] ?? '';
  if (!roleMay(t, role)) {
    return { ok: false, code: Code.UNAUTHORIZED, msg: CodeMessage[Code.UNAUTHORIZED] };
  }
  if (!t.from.includes(state)) {
    const title = wf.states[state]?.title ?? state;
    return { ok: false, code: Code.WORKFLOW, msg: `当前状态（${title}）不允许“${t.title}”操作` };
  }
  const problem = opinionProblem(t.opinion, opinion);
  if (problem) return { ok: false, code: Code.INVALID, msg: problem };
  return { ok: true, transition: t };
}

/** Whether a record in `state` may still be edited. */
export function isEditable(wf: Workflow | undefined, state: string | null): boolean {
  if (!wf) return true;
  const editable = wf.editableIn ?? [wf.initial];
  return state !== null && editable.includes(state);
}

export function stateTitle(wf: Workflow | undefined, state: string | null): string {
  if (!wf || state === null) return '';
  return wf.states[state]?.title ?? state;
}
