// Code loaded after the page has painted (ag-grid for lists, ajv for forms): its chunk is asked for once,
// what it gave is at hand synchronously from then on, components re-render when it arrives, and a failed
// load (a deploy replaced the chunk, the network dropped) is tried again on the next call.
import { useSyncExternalStore } from 'react';

export interface LateModule<T> {
  /** Starts the load (once while it is under way or done); settles with the value. */
  load: () => Promise<T>;
  /** The value once loaded, else null. */
  current: () => T | null;
  /** current(), re-rendering the component when the value arrives. */
  useCurrent: () => T | null;
}

export function lateModule<T>(load: () => Promise<T>): LateModule<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  };
  const current = () => value;
  return {
    load: () =>
      (pending ??= load().then(
        (v) => {
          value = v;
          for (const l of listeners) l();
          return v;
        },
        (e: unknown) => {
          pending = null;
          throw e;
        },
      )),
    current,
    useCurrent: () => useSyncExternalStore(subscribe, current),
  };
}
