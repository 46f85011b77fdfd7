// The original's in-flight status flag: set when a request starts, reset 3000 ms after the last start.
// Buttons may read it to avoid double submits; it never blocks a request by itself.
import { create } from 'zustand';

export const INFLIGHT_RESET_MS = 3000;

interface InflightState {
  busy: boolean;
}

export const useInflight = create<InflightState>(() => ({ busy: false }));

let timer: ReturnType<typeof setTimeout> | undefined;

export function markInflight(): void {
  useInflight.setState({ busy: true });
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(() => useInflight.setState({ busy: false }), INFLIGHT_RESET_MS);
}
