// Dictionary labels (x-dict) for cells, details and filter selects: one query per type, shared by every
// component that shows that type (a list of 100 rows makes one request, not 100), kept for the session.
import { COMMON_API, type DictEntry } from '../../../shared/api.ts';
import { queryClient } from '../../query/client.ts';
import { queryKeys } from '../../query/keys.ts';
import { useApiQuery } from '../../query/useApiQuery.ts';
import { http } from '../../request/http.ts';

export type DictLabels = Record<string, string>;

const EMPTY: DictLabels = {};

async function load(type: string): Promise<DictLabels> {
  try {
    // Not silent: a refused lookup shows the server's message (the codes are shown meanwhile).
    const rows = await http.get<DictEntry[]>(COMMON_API.dictionary, { type });
    return Object.fromEntries((rows ?? []).map((r) => [r.code, r.label]));
  } catch {
    // Without labels the codes are shown: better than a broken page for a lookup that failed.
    return EMPTY;
  }
}

/** code -> label of a dictionary type; empty until loaded (and for no type). */
export function useDictionary(type: string | undefined): DictLabels {
  const q = useApiQuery(queryKeys.dictionary(type ?? ''), () => load(type!), { enabled: Boolean(type), staleTime: Infinity, keepPrevious: false });
  return (type && q.data) || EMPTY;
}

/** Only for tests: forget what was loaded. */
export function clearDictionaries(): void {
  queryClient.removeQueries({ queryKey: queryKeys.dictionaryAll() });
}
