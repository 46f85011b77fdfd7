// The record's approval chain on the approval page: the run (levels, signatures, who is awaited) and the
// chain's decisions withheld, with the server's own reason, when this user may not decide the current level.
import type { RecordRow } from '../../../shared/api.ts';
import type { ChainView } from '../../../shared/chain/view.ts';
import type { EntitySchema, WorkflowTransition } from '../../../shared/schema/types.ts';
import { records } from '../../engine/records.ts';
import { queryKeys } from '../../query/keys.ts';
import { useApiQuery } from '../../query/useApiQuery.ts';

export interface ChainGate {
  view: ChainView | null;
  allowed: WorkflowTransition[];
  reason: string | null;
}

export function useChain(entity: EntitySchema, row: RecordRow, offered: WorkflowTransition[]): ChainGate {
  // Only a workflow that declares a chain has one to ask for: other approval pages make no extra request.
  const declares = entity['x-workflow']?.transitions.some((t) => t.chain !== undefined) === true;
  const q = useApiQuery(queryKeys.chain(entity.name, row.id, row.version), () => records.chain(entity.name, row.id), { keepPrevious: false, enabled: declares });
  const view = q.data ?? null;
  if (!view || view.problem === null) return { view, allowed: offered, reason: null };
  const chainStep = entity['x-workflow']?.transitions.find((t) => t.action === view.action);
  const decided = new Set([view.action, chainStep?.chain?.rejectWith]);
  return { view, allowed: offered.filter((t) => !decided.has(t.action)), reason: view.problem };
}
