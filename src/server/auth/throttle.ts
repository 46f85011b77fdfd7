// Login attempt limits (OWASP ASVS 2.2.1): per account name and per client address, a growing wait
// between failed attempts and then a temporary lock. Counters live in the database so every server
// process shares them; time comes from an injected clock so tests never wait.
import type { Db } from '../db/types.ts';

export interface ThrottlePolicy {
  /** Failures allowed before any wait. */
  free: number;
  /** Failures at which the key is locked for lockMs. */
  lockAt: number;
  lockMs: number;
  /** A quiet period after which the count starts again (at least lockMs, so a lock is served whole). */
  resetMs: number;
}

/** An account: a short grace, then 1 s, 2 s, 4 s... and 15 minutes locked at 10 failures. */
export const ACCOUNT_POLICY: ThrottlePolicy = { free: 3, lockAt: 10, lockMs: 15 * 60_000, resetMs: 15 * 60_000 };
/** An address may be shared (an office behind one NAT): more room before the same steps. */
export const ADDRESS_POLICY: ThrottlePolicy = { free: 20, lockAt: 50, lockMs: 15 * 60_000, resetMs: 15 * 60_000 };

const MAX_STEP_MS = 5 * 60_000;

/** The wait after `failures` failures, the lock included. */
export function waitAfter(policy: ThrottlePolicy, failures: number): number {
  if (failures >= policy.lockAt) return policy.lockMs;
  if (failures < policy.free) return 0;
  return Math.min(1000 * 2 ** (failures - policy.free), MAX_STEP_MS);
}

interface AttemptRow {
  failures: number;
  last_failure: Date | string;
}

const ms = (d: Date | string): number => (d instanceof Date ? d.getTime() : Date.parse(d));

export class LoginThrottle {
  constructor(
    private readonly db: Db,
    readonly now: () => number,
  ) {}

  private async row(key: string): Promise<AttemptRow | null> {
    return (await this.db.query<AttemptRow>('SELECT failures, last_failure FROM login_attempts WHERE key = $1', [key]))[0] ?? null;
  }

  /** Milliseconds the key must still wait before another attempt (0 = may try now). */
  async waitFor(key: string, policy: ThrottlePolicy): Promise<number> {
    const r = await this.row(key);
    if (!r) return 0;
    const since = this.now() - ms(r.last_failure);
    if (since >= policy.resetMs) return 0;
    return Math.max(0, waitAfter(policy, r.failures) - since);
  }

  /** Counts a failure in one statement, so concurrent attempts each count. */
  async fail(key: string, policy: ThrottlePolicy): Promise<void> {
    const at = this.now();
    await this.db.query(
      `INSERT INTO login_attempts (key, failures, last_failure) VALUES ($1, 1, $2)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN login_attempts.last_failure <= $3 THEN 1 ELSE login_attempts.failures + 1 END,
         last_failure = EXCLUDED.last_failure`,
      [key, new Date(at).toISOString(), new Date(at - policy.resetMs).toISOString()],
    );
  }

  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM login_attempts WHERE key = $1', [key]);
  }
}

/** "3 秒" / "2 分 5 秒" / "15 分钟": the wait in the refusal message. */
export function waitText(waitMs: number): string {
  const s = Math.ceil(waitMs / 1000);
  if (s < 60) return `${s} 秒`;
  const m = Math.floor(s / 60);
  const rest = s % 60;
  return rest === 0 ? `${m} 分钟` : `${m} 分 ${rest} 秒`;
}
