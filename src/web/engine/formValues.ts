// The form's current values as a small store instead of a prop: widgets that follow a sibling field
// (the template editor follows the template type) subscribe to that one field, so rjsf's formContext
// stays the same object while the user types and a keystroke re-renders only the field it changed.
import { useSyncExternalStore } from 'react';

export type FormData = Record<string, unknown>;

export interface FormValues {
  get(): FormData;
  subscribe(listener: () => void): () => void;
}

export interface FormValuesStore extends FormValues {
  set(data: FormData): void;
}

export function createFormValues(initial: FormData): FormValuesStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(data) {
      if (data === current) return;
      current = data;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const NO_VALUES: FormValues = { get: () => ({}), subscribe: () => () => undefined };

/** One field of the form's values; the caller re-renders when that field changes, not on other keys. */
export function useFormValue(values: FormValues | undefined, field: string): unknown {
  const v = values ?? NO_VALUES;
  return useSyncExternalStore(v.subscribe, () => v.get()[field]);
}
