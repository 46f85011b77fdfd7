// Single sign-on tickets: what travels in a /login?token= link is never a session token but a random
// one-time ticket, valid TICKET_SECONDS, exchanged by the server for a fresh session.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/types.ts';
import { hashToken } from './sessions.ts';

export const TICKET_SECONDS = 120;

export async function createTicket(db: Db, userId: number, role: string): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.query(`INSERT INTO sso_tickets (ticket_hash, user_id, role, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`, [
    hashToken(ticket),
    userId,
    role,
    TICKET_SECONDS,
  ]);
  await db.query('DELETE FROM sso_tickets WHERE expires_at < now()');
  return ticket;
}

/** Uses up a ticket: its user and role when it was live, else null. A second use always fails. */
export async function consumeTicket(db: Db, ticket: string): Promise<{ userId: number; role: string } | null> {
  const rows = await db.query<{ user_id: number; role: string; live: boolean }>(
    'DELETE FROM sso_tickets WHERE ticket_hash = $1 RETURNING user_id, role, expires_at > now() AS live',
    [hashToken(ticket)],
  );
  const row = rows[0];
  return row?.live ? { userId: row.user_id, role: row.role } : null;
}
