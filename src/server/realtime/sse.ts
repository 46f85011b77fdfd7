// Server-sent event streams: one open stream per browser tab, ended when the client goes away or the
// server closes. Each event may carry an id; the browser's EventSource sends the last one back as
// Last-Event-ID when it reconnects, so a stream can resume where it stopped (`lastEventId`).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { asBag, str } from '../http/params.ts';

export interface EventStream {
  send(event: string, data: unknown, id?: number): void;
  /** Runs when the client disconnects or the server closes. */
  onClose(fn: () => void): void;
  readonly closed: boolean;
}

const HEARTBEAT_MS = 25000;
const open = new WeakMap<FastifyInstance, Set<() => void>>();

/** Ends every open stream before the server closes (else close waits for clients that never leave). */
export function registerEventStreams(app: FastifyInstance): void {
  const ends = new Set<() => void>();
  open.set(app, ends);
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
