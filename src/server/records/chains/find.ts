// Which transition of a workflow runs as an approval chain from a state, and which step a chain's rejection takes.
import type { Workflow, WorkflowTransition } from '../../../shared/schema/types.ts';

export interface ChainStep {
  /** The transition the chain decides (it runs when the last level approves). */
  transition: WorkflowTransition & { chain: NonNullable<WorkflowTransition['chain']> };
  decision: 'approve' | 'reject';
}

/** The chain transition that leaves `state`, if any. */
export function chainFrom(wf: Workflow, state: string): ChainStep['transition'] | undefined {
  return wf.transitions.find((t): t is ChainStep['transition'] => !!t.chain && t.from.includes(state));
}

/** Whether taking `action` from `state` is a decision in a chain (the chain's own step or its rejection). */
export function chainStep(wf: Workflow, state: string, action: string): ChainStep | null {
  const t = chainFrom(wf, state);
  if (!t) return null;
  if (t.action === action) return { transition: t, decision: 'approve' };
  if (t.chain.rejectWith === action) return { transition: t, decision: 'reject' };
  return null;
}
