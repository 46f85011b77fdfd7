// Server-sent event streams: one open stream per browser tab, ended when the client goes away or the
// server closes. Each event may carry an id; the browser's EventSource sends the last one back as
// Last-Event-ID when it reconnects, so a stream can resume where it stopped (`lastEventId`).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/types.ts';
import { asBag, str } from '../http/params.ts';
import type { Realtime } from './bus.ts';
import { watchSession } from './sessionWatch.ts';

export interface EventStream {
  send(event: string, data: unknown, id?: number): void;
  /** Runs when the client disconnects or the server closes. */
  onClose(fn: () => void): void;
  readonly closed: boolean;
}

const HEARTBEAT_MS = 25000;
const open = new WeakMap<FastifyInstance, Set<() => void>>();
const sessions = new WeakMap<FastifyInstance, { realtime: Realtime; db: Db }>();

/**
 * Ends every open stream before the server closes (else close waits for clients that never leave), and
 * a logged-in user's streams when their session ends or changes (sessionWatch.ts).
 */
export function registerEventStreams(app: FastifyInstance, realtime?: Realtime, db?: Db): void {
  const ends = new Set<() => void>();
  open.set(app, ends);
  if (realtime && db) sessions.set(app, { realtime, db });
  app.addHook('preClose', (done) => {
    for (const end of [...ends]) end();
    done();
  });
}

/** The id to resume after: the Last-Event-ID header (EventSource's reconnect) or `?after=`. */
export function lastEventId(req: FastifyRequest): number {
  const raw = req.headers['last-event-id'] ?? str(asBag(req.query), 'after');
  const v = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  return v;
}

export function openEventStream(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-content-type-options': 'nosniff',
  });
  // Comment lines keep proxies from closing an idle stream.
  res.write(': open\n\n');
  const beat = setInterval(() => res.write(': beat\n\n'), HEARTBEAT_MS);
  beat.unref();
  const closers: (() => void)[] = [];
  const ends = open.get(app);
  let closed = false;
  const end = (): void => {
    if (closed) return;
    closed = true;
    clearInterval(beat);
    ends?.delete(end);
    for (const fn of closers) fn();
    res.end();
  };
  ends?.add(end);
  req.raw.on('close', end);
  // A staff stream lives no longer than its session: logout, lock or a role change ends it.
  const watch = sessions.get(app);
  if (watch && req.actor) closers.push(watchSession(watch.realtime, watch.db, req.actor.userId, req.actor.sessionId, end));
  return {
    send(event, data, id) {
      if (closed) return;
      res.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    onClose(fn) {
      if (closed) fn();
      else closers.push(fn);
    },
    get closed() {
      return closed;
    },
  };
}
