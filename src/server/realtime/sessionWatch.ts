// Open event streams end with the session that opened them: the database announces every session that
// ends or changes and every user whose standing changes (migration 080_session_events.sql, on every
// process through the realtime bus), and the streams of that session or user are closed at once. The
// browser's EventSource reconnects, and the reconnect passes the session check again or is refused.
import type { Db } from '../db/types.ts';
import type { EventData, Realtime } from './bus.ts';

export const SESSION_TOPIC = 'session';

interface Watched {
  sessionId: number;
  end: () => void;
}

interface Watcher {
  byUser: Map<number, Set<Watched>>;
  ready: Promise<unknown>;
}

const watchers = new WeakMap<Realtime, Watcher>();

function announced(d: EventData): { user: number; session: number | null } | null {
  if (!d || typeof d !== 'object' || Array.isArray(d)) return null;
  const u = d.u;
  const s = d.s;
  if (typeof u !== 'number') return null;
  return { user: u, session: typeof s === 'number' ? s : null };
}

function watcherOf(realtime: Realtime): Watcher {
  let w = watchers.get(realtime);
  if (w) return w;
  const byUser = new Map<number, Set<Watched>>();
  const ready = realtime.subscribe(SESSION_TOPIC, (d) => {
    const a = announced(d);
    if (!a) return;
    // A user-wide change (lock, roles, password) ends all of the user's streams; a session's, only its own.
    for (const x of [...(byUser.get(a.user) ?? [])]) if (a.session === null || a.session === x.sessionId) x.end();
  });
  w = { byUser, ready };
  watchers.set(realtime, w);
  return w;
}

/**
 * Ends `end`'s stream when the session ends or the user changes. Returns the function that stops
 * watching (the stream closed by itself). Once listening has started, the session is checked once more:
 * a logout between the request's own check and then would otherwise go unheard.
 */
export function watchSession(realtime: Realtime, db: Db, userId: number, sessionId: number, end: () => void): () => void {
  const w = watcherOf(realtime);
  const entry: Watched = { sessionId, end };
  let set = w.byUser.get(userId);
  if (!set) w.byUser.set(userId, (set = new Set()));
  set.add(entry);
  void w.ready
    .then(() => db.query<{ ok: number }>('SELECT 1 AS ok FROM sessions WHERE id = $1 AND expires_at > now()', [sessionId]))
    .then((rows) => {
      if (rows.length === 0) end();
    })
    .catch(() => end());
  return () => {
    set.delete(entry);
    if (set.size === 0 && w.byUser.get(userId) === set) w.byUser.delete(userId);
  };
}
