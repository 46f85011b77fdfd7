// Chat tables: sessions and messages. Every message insert takes one advisory lock, so message ids
// commit in increasing order and a stream resuming "after id N" never skips one still in flight.
import type { Db, SqlParam } from '../../../server/api.ts';
import type { ChatMessage, ChatSender, ChatSession } from '../shared/api.ts';

const MESSAGE_LOCK = 710440;

interface MessageRow {
  id: number | string;
  session_id: number | string;
  sender: ChatSender;
  staff_name: string | null;
  body: string;
  created_at: Date | string;
}

interface SessionRow {
  id: number | string;
  site_id: number;
  site_name: string;
  visitor_name: string;
  visitor_phone: string;
  staff_id: number | null;
  staff_name: string | null;
  status: 'open' | 'closed';
  unread: number;
  last_text: string | null;
  last_at: Date | string;
  created_at: Date | string;
}

const iso = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString();

export function toMessage(r: MessageRow): ChatMessage {
  return { id: Number(r.id), sessionId: Number(r.session_id), sender: r.sender, staffName: r.staff_name, body: r.body, createdAt: iso(r.created_at) };
}

const MESSAGE_SELECT = `SELECT m.id, m.session_id, m.sender, u.name AS staff_name, m.body, m.created_at
  FROM chat_messages m LEFT JOIN users u ON u.id = m.staff_id`;

/** Messages after `after` of one session, or of every session of `siteId` (null: all sites), in id order. */
export async function messagesAfter(db: Db, scope: { sessionId: number } | { siteId: number | null }, after: number, limit = 500): Promise<ChatMessage[]> {
  const params: SqlParam[] = [after, limit];
  let where: string;
  if ('sessionId' in scope) {
    params.push(scope.sessionId);
    where = 'm.session_id = $3';
  } else {
    params.push(scope.siteId);
    where = 'm.session_id IN (SELECT id FROM chat_sessions WHERE $3::int IS NULL OR site_id = $3::int)';
  }
  const rows = await db.query<MessageRow>(`${MESSAGE_SELECT} WHERE m.id > $1 AND ${where} ORDER BY m.id LIMIT $2`, params);
  return rows.map(toMessage);
}

export async function insertMessage(db: Db, m: { sessionId: number; sender: ChatSender; staffId: number | null; body: string; at: Date }): Promise<number> {
  await db.query('SELECT pg_advisory_xact_lock($1)', [MESSAGE_LOCK]);
  const rows = await db.query<{ id: number | string }>(
    'INSERT INTO chat_messages (session_id, sender, staff_id, body, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [m.sessionId, m.sender, m.staffId, m.body, m.at.toISOString()],
  );
  await db.query('UPDATE chat_sessions SET last_at = $2 WHERE id = $1', [m.sessionId, m.at.toISOString()]);
  return Number(rows[0]!.id);
}

const SESSION_SELECT = `SELECT s.id, s.site_id, st.name AS site_name, s.visitor_name, s.visitor_phone, s.staff_id, u.name AS staff_name,
    s.status, s.last_at, s.created_at,
    (SELECT count(*)::int FROM chat_messages m WHERE m.session_id = s.id AND m.sender = 'visitor' AND m.id > s.staff_read_id) AS unread,
    (SELECT body FROM chat_messages m WHERE m.session_id = s.id ORDER BY m.id DESC LIMIT 1) AS last_text
  FROM chat_sessions s JOIN sites st ON st.id = s.site_id LEFT JOIN users u ON u.id = s.staff_id`;

function toSession(r: SessionRow): ChatSession {
  return {
    id: Number(r.id),
    siteId: r.site_id,
    siteName: r.site_name,
    visitorName: r.visitor_name,
    visitorPhone: r.visitor_phone,
    staffId: r.staff_id,
    staffName: r.staff_name,
    status: r.status,
    unread: r.unread,
    lastText: r.last_text ?? '',
    lastAt: iso(r.last_at),
    createdAt: iso(r.created_at),
  };
}

export async function sessionsOf(db: Db, siteId: number | null, status: 'open' | 'closed' | null): Promise<ChatSession[]> {
  const rows = await db.query<SessionRow>(
    `${SESSION_SELECT} WHERE ($1::int IS NULL OR s.site_id = $1::int) AND ($2::text IS NULL OR s.status = $2::text)
     ORDER BY s.status, s.last_at DESC, s.id DESC LIMIT 200`,
    [siteId, status],
  );
  return rows.map(toSession);
}

export async function sessionById(db: Db, id: number): Promise<ChatSession | null> {
  const rows = await db.query<SessionRow>(`${SESSION_SELECT} WHERE s.id = $1`, [id]);
  return rows[0] ? toSession(rows[0]) : null;
}

export async function sessionIdByToken(db: Db, tokenHash: string): Promise<number | null> {
  const rows = await db.query<{ id: number | string }>('SELECT id FROM chat_sessions WHERE visitor_token = $1', [tokenHash]);
  return rows[0] ? Number(rows[0].id) : null;
}

/** Unread visitor messages in the open sessions a staff member answers: theirs and the unassigned ones. */
export async function staffUnread(db: Db, siteId: number | null, userId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM chat_messages m JOIN chat_sessions s ON s.id = m.session_id
     WHERE s.status = 'open' AND ($1::int IS NULL OR s.site_id = $1::int) AND (s.staff_id IS NULL OR s.staff_id = $2)
       AND m.sender = 'visitor' AND m.id > s.staff_read_id`,
    [siteId, userId],
  );
  return rows[0]?.n ?? 0;
}
