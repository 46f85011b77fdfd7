// A clock the test owns: time stands still until the test moves it, and timers fire only when it says.
import type { Clock } from '../../../src/server/clock.ts';

interface Timer {
  ms: number;
  next: number;
  tick: () => Promise<void>;
  stopped: boolean;
}

export class TestClock implements Clock {
  private at: number;
  private readonly timers: Timer[] = [];

  /** Starts at `start` (default: the wall clock when the test began, on a whole second). */
  constructor(start: number = Math.floor(Date.now() / 1000) * 1000) {
    this.at = start;
  }

  now(): number {
    return this.at;
  }

  every(ms: number, tick: () => Promise<void>): () => void {
    const timer: Timer = { ms, next: this.at + ms, tick, stopped: false };
    this.timers.push(timer);
    return () => {
      timer.stopped = true;
    };
  }

  /** The periods of the timers still running. */
  intervals(): number[] {
    return this.timers.filter((t) => !t.stopped).map((t) => t.ms);
  }

  /**
   * Moves time on by `ms`, firing each timer that falls due on the way (in time order) and waiting for it.
   * `catchUp: false` moves at once and fires each due timer one time, as Node does after a long block of
   * its event loop: for a test that only needs the hour to pass, not every tick of a 1 s job in it.
   */
  async advance(ms: number, { catchUp = true }: { catchUp?: boolean } = {}): Promise<void> {
    const target = this.at + ms;
    if (!catchUp) {
      this.at = target;
      for (const t of this.timers.filter((x) => !x.stopped && x.next <= target).sort((a, b) => a.next - b.next)) {
        t.next = target + t.ms;
        await t.tick();
      }
      return;
    }
    for (;;) {
      const due = this.timers.filter((t) => !t.stopped && t.next <= target).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      this.at = due.next;
      due.next += due.ms;
      await due.tick();
    }
    this.at = target;
  }
}
