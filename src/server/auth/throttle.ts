// Login attempt limits (OWASP ASVS 2.2.1): per account name and per client address, a growing wait
// between failed attempts and then a temporary lock. An attempt is counted before its password is
// checked, atomically on the counter's row, so parallel attempts cannot slip past the count; a right
// password takes its count back. Counters live in the database so every server process shares them;
// time comes from an injected clock so tests never wait.
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

/** An attempt let through (and already counted), or refused with the wait still to serve. */
export type Charge = { allowed: true } | { allowed: false; waitMs: number };

/**
 * Counts an attempt and says whether it may be checked, in one statement on the key's row: the row is
 * locked while the count is compared with the wait and raised, so however many attempts arrive at once
 * (in this process or another) no more are let through than the rules allow. A row comes back only when
 * the attempt was counted: a new key, a key quiet for resetMs (the count starts again), or a key whose
 * wait after its last counted attempt has passed.
 */
const CHARGE = `INSERT INTO login_attempts AS a (key, failures, last_failure) VALUES ($1, 1, $2::timestamptz)
  ON CONFLICT (key) DO UPDATE SET
    failures = CASE WHEN a.last_failure <= $3::timestamptz THEN 1 ELSE a.failures + 1 END,
    last_failure = EXCLUDED.last_failure
  WHERE a.last_failure <= $3::timestamptz
     OR extract(epoch FROM ($2::timestamptz - a.last_failure)) * 1000 >= CASE
          WHEN a.failures >= $5::int THEN $6::float8
          WHEN a.failures < $4::int THEN 0
          ELSE least(1000 * power(2, a.failures - $4::int), $7::float8)
        END
  RETURNING failures`;

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

  /**
   * Counts an attempt before its password is checked (CHARGE). A refused attempt is not counted; its
   * wait is read afterwards for the message (at least 1 ms: it was refused).
   */
  async charge(key: string, policy: ThrottlePolicy): Promise<Charge> {
    const at = this.now();
    const counted = await this.db.query<{ failures: number }>(
      CHARGE,
      [key, new Date(at).toISOString(), new Date(at - policy.resetMs).toISOString(), policy.free, policy.lockAt, policy.lockMs, MAX_STEP_MS],
      { prepare: true },
    );
    if (counted.length > 0) return { allowed: true };
    return { allowed: false, waitMs: Math.max(1, await this.waitFor(key, policy)) };
  }

  /** Takes back one counted attempt that turned out not to be a failure (the password was right, or another key refused it). */
  async refund(key: string): Promise<void> {
    await this.db.query('UPDATE login_attempts SET failures = failures - 1 WHERE key = $1 AND failures > 0', [key]);
  }

  /**
   * Counts an attempt on every key in order, all or none: when a later key refuses, the earlier ones
   * are refunded. The refusal carries the longest wait among the keys.
   */
  async chargeAll(keys: readonly (readonly [string, ThrottlePolicy])[]): Promise<Charge> {
    const charged: string[] = [];
    for (const [key, policy] of keys) {
      const c = await this.charge(key, policy);
      if (c.allowed) {
        charged.push(key);
        continue;
      }
      for (const k of charged) await this.refund(k);
      const waits = await Promise.all(keys.map(([k, p]) => this.waitFor(k, p)));
      return { allowed: false, waitMs: Math.max(c.waitMs, ...waits) };
    }
    return { allowed: true };
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
