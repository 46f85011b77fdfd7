// Dictionary labels (x-dict) for cells, details and filter selects: fetched once per type and shared
// by every component that shows that type, so a list of 100 rows makes one request, not 100.
import { useEffect, useSyncExternalStore } from 'react';
import { COMMON_API, type DictEntry } from '../../../shared/api.ts';
import { http } from '../../request/http.ts';

export type DictLabels = Record<string, string>;

const labels = new Map<string, DictLabels>();
const pending = new Set<string>();
const listeners = new Set<() => void>();
const EMPTY: DictLabels = {};

function load(type: string): void {
  if (labels.has(type) || pending.has(type)) return;
  pending.add(type);
  http
    .get<DictEntry[]>(COMMON_API.dictionary, { type }, { silent: true })
    .then(
      (rows) => labels.set(type, Object.fromEntries((rows ?? []).map((r) => [r.code, r.label]))),
      // Without labels the codes are shown: better than a broken page for a lookup that failed.
      () => labels.set(type, EMPTY),
    )
    .finally(() => {
      pending.delete(type);
      for (const l of listeners) l();
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** code -> label of a dictionary type; empty until loaded (and for no type). */
export function useDictionary(type: string | undefined): DictLabels {
  useEffect(() => {
    if (type) load(type);
  }, [type]);
  return useSyncExternalStore(subscribe, () => (type ? (labels.get(type) ?? EMPTY) : EMPTY));
}

/** Only for tests: forget what was loaded. */
export function clearDictionaries(): void {
  labels.clear();
}
