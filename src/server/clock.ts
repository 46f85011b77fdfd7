// Time for the server's rules, injected through the context so tests drive it instead of waiting on
// the wall clock: `now` for every time-dependent decision, `every` for background timers.
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Calls `tick` every `ms` until the returned stop is called; never keeps the process alive. */
  every(ms: number, tick: () => Promise<void>): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  every(ms, tick) {
    const timer = setInterval(() => void tick(), ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};
