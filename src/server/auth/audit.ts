// One audit row per login attempt, success or failure (OWASP ASVS 7.2.1), with the client address; and
// one per refused old password of a password change (wrong, or refused by its limit).
import type { Db } from '../db/types.ts';

export type LoginOutcome = 'ok' | 'sso' | 'bad_credentials' | 'locked' | 'no_role' | 'locked_account' | 'old_password_wrong' | 'old_password_locked';

export interface LoginAudit {
  username: string;
  userId: number | null;
  address: string;
  outcome: LoginOutcome;
  at: number;
}

export async function auditLogin(db: Db, a: LoginAudit): Promise<void> {
  await db.query('INSERT INTO login_audit (username, user_id, address, success, reason, at) VALUES ($1, $2, $3, $4, $5, $6)', [
    a.username.slice(0, 200),
    a.userId,
    a.address,
    a.outcome === 'ok' || a.outcome === 'sso',
    a.outcome,
    new Date(a.at).toISOString(),
  ]);
}
