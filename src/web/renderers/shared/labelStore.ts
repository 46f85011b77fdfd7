// A batched label cache: components ask for the labels of some keys; the keys asked for in one tick
// are fetched in one request, and every component showing one of them re-renders when it arrives.
// A list of 100 rows makes one request per kind of label, not 100.
import { useEffect, useSyncExternalStore } from 'react';

export type Labels = Record<string, string>;

export interface LabelStore {
  /** Labels of `keys` known so far (a stable object between changes). */
  useLabels(keys: readonly string[]): Labels;
  /** Loads keys not yet known (also usable outside React). */
  load(keys: readonly string[]): Promise<void>;
  /** Every label known so far. */
  peek(): Labels;
  /** Only for tests: forget everything. */
  clear(): void;
}

export function createLabelStore(fetchLabels: (keys: string[]) => Promise<Labels>): LabelStore {
  let known: Labels = {};
  const tried = new Set<string>();
  let queued = new Set<string>();
  let flush: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  const run = async (): Promise<void> => {
    const keys = [...queued];
    queued = new Set();
    flush = null;
    if (keys.length === 0) return;
    let got: Labels = {};
    try {
      got = await fetchLabels(keys);
    } catch {
      // Without labels the fallback text is shown: better than a broken page for a lookup that failed.
    }
    known = { ...known, ...got };
    for (const l of listeners) l();
  };

  const load = (keys: readonly string[]): Promise<void> => {
    const missing = keys.filter((k) => k !== '' && !tried.has(k));
    if (missing.length === 0) return flush ?? Promise.resolve();
    for (const k of missing) {
      tried.add(k);
      queued.add(k);
    }
    flush ??= Promise.resolve().then(run);
    return flush;
  };

  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  };

  return {
    load,
    peek: () => known,
    useLabels(keys) {
      const joined = keys.join(',');
      useEffect(() => {
        if (joined) void load(joined.split(','));
      }, [joined]);
      return useSyncExternalStore(subscribe, () => known);
    },
    clear() {
      known = {};
      tried.clear();
      queued.clear();
    },
  };
}
