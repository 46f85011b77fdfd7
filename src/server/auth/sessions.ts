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

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
}

export async function setSessionRole(db: Db, sessionId: number, role: string): Promise<void> {
  await db.query('UPDATE sessions SET role = $2 WHERE id = $1', [sessionId, role]);
}
