// Sessions: random 32-byte tokens, stored only as their sha256, with an expiry and the current role.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/types.ts';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Db, userId: number, role: string, ttlHours: number): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, role, expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4::int))`,
    [hashToken(token), userId, role, ttlHours],
  );
  // Expired rows are dead weight; drop them opportunistically.
  await db.query('DELETE FROM sessions WHERE expires_at < now()');
  return token;
}

export interface SessionRow {
  id: number;
  user_id: number;
  role: string;
}

export async function findSession(db: Db, token: string): Promise<SessionRow | null> {
  const rows = await db.query<SessionRow>(
    'SELECT id, user_id, role FROM sessions WHERE token_hash = $1 AND expires_at > now()',
    [hashToken(token)],
  );
  const row = rows[0];
  return row ? { id: Number(row.id), user_id: row.user_id, role: row.role } : null;
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
}

export async function setSessionRole(db: Db, sessionId: number, role: string): Promise<void> {
  await db.query('UPDATE sessions SET role = $2 WHERE id = $1', [sessionId, role]);
}
