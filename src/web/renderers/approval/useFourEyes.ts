// Four-eyes on the approval page: the decisions this user may not take because they ran an earlier step
// of this record (the shared rule the server enforces), so the page can say why the button is missing.
import type { RecordRow } from '../../../shared/api.ts';
import { fourEyesProblem } from '../../../shared/rules/fourEyes.ts';
import type { EntitySchema, WorkflowTransition } from '../../../shared/schema/types.ts';
import { records } from '../../engine/records.ts';
import { queryKeys } from '../../query/keys.ts';
import { useApiQuery } from '../../query/useApiQuery.ts';

export interface FourEyes {
  /** The decisions left to offer (all of them until the history has loaded). */
  allowed: WorkflowTransition[];
  /** Why some were withheld; null when none was. */
  reason: string | null;
}

export function useFourEyes(entity: EntitySchema, row: RecordRow, offered: WorkflowTransition[], userId: number | null): FourEyes {
  // Same key as the history timeline, so one request serves both; no previous record's history meanwhile.
  const history = useApiQuery(queryKeys.history(entity.name, row.id, row.version), () => records.history(entity.name, row.id), { keepPrevious: false });
  const wf = entity['x-workflow'];
  if (!wf || userId === null || !history.data) return { allowed: offered, reason: null };
  const past = history.data.map((h) => ({ action: h.action, userId: h.userId ?? null }));
  const allowed: WorkflowTransition[] = [];
  let reason: string | null = null;
  for (const t of offered) {
    const problem = fourEyesProblem(wf, t, past, userId);
    if (problem) reason ??= problem;
    else allowed.push(t);
  }
  return { allowed, reason };
}
