// Publish/subscribe across server processes over the database: a publish is a NOTIFY written in the
// caller's transaction (delivered to every process after commit, never when it rolls back); each process
// LISTENs once (PostgreSQL: a dedicated connection; PGlite: in process) and hands events to its
// subscribers by topic. The channel is named after the current schema, so apps (or test runs) sharing a
// PostgreSQL database in different schemas never hear each other.
//
// Notifications are wake-ups, not storage: a subscriber that must not miss anything keeps its data in
// tables and re-reads "everything after the last id I sent" on each event and on `onResync` (the
// listening connection was lost and is back). See src/server/realtime/sse.ts for the browser side.
import { isListenable, type Db, type Unlisten } from '../db/types.ts';

/** JSON the payload may carry (PostgreSQL caps a notification at 8000 bytes). */
export type EventData = string | number | boolean | null | EventData[] | { [k: string]: EventData };
export type Subscriber = (data: EventData) => void;

export const MAX_PAYLOAD_BYTES = 7900;

export interface Realtime {
  /** Sends `data` on `topic` to every process once `db`'s transaction commits (at once outside one). */
  publish(db: Db, topic: string, data: EventData): Promise<void>;
  /** Starts listening on first use; returns the unsubscribe function. */
  subscribe(topic: string, fn: Subscriber): Promise<() => void>;
  /** Called after a lost listening connection came back: events may have been missed. */
  onResync(fn: () => void): () => void;
  close(): Promise<void>;
}

interface Envelope {
  t: string;
  d: EventData;
}

function channelFor(schema: string): string {
  return `rt_${schema.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);
}

export function createRealtime(db: Db): Realtime {
  const topics = new Map<string, Set<Subscriber>>();
  const resyncs = new Set<() => void>();
  let channel: Promise<string> | null = null;
  let listening: Promise<Unlisten | null> | null = null;
  let closed = false;

  // Read through whichever handle the caller holds (inside a transaction the outer db is locked). A
  // failure (the database is down) is not kept: the next caller asks again.
  const channelName = (via: Db = db): Promise<string> =>
    (channel ??= via
      .query<{ s: string }>('SELECT current_schema() AS s')
      .then((r) => channelFor(r[0]?.s ?? 'public'))
      .catch((e: unknown) => {
        channel = null;
        throw e;
      }));

  const deliver = (payload: string): void => {
    let env: Envelope;
    try {
      env = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    for (const fn of [...(topics.get(env.t) ?? [])]) {
      try {
        fn(env.d);
      } catch (e) {
        console.error(e);
      }
    }
  };
  const resync = (): void => {
    for (const fn of [...resyncs]) fn();
  };

  // Listening that could not start (the database is down) is tried again by the next subscriber.
  const start = (): Promise<Unlisten | null> =>
    (listening ??= channelName()
      .then((name) => (isListenable(db) ? db.listen(name, deliver, resync) : null))
      .catch((e: unknown) => {
        listening = null;
        throw e;
      }));

  return {
    async publish(tx, topic, data) {
      const payload = JSON.stringify({ t: topic, d: data } satisfies Envelope);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`realtime payload over ${MAX_PAYLOAD_BYTES} bytes on ${topic}`);
      if (!isListenable(db)) {
        // A database that cannot listen (a test double): deliver in process.
        queueMicrotask(() => deliver(payload));
        return;
      }
      await tx.query('SELECT pg_notify($1, $2)', [await channelName(tx), payload]);
    },
    async subscribe(topic, fn) {
      if (closed) throw new Error('realtime closed');
      let set = topics.get(topic);
      if (!set) topics.set(topic, (set = new Set()));
      set.add(fn);
      try {
        await start();
      } catch (e) {
        set.delete(fn);
        throw e;
      }
      return () => {
        set.delete(fn);
      };
    },
    onResync(fn) {
      resyncs.add(fn);
      return () => {
        resyncs.delete(fn);
      };
    },
    async close() {
      closed = true;
      topics.clear();
      resyncs.clear();
      const stop = await listening?.catch(() => null);
      await stop?.();
    },
  };
}
