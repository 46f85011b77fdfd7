// A database that goes away and comes back: the server process survives, requests during the outage get
// a quick 503 数据库暂不可用，请稍后重试, the readiness endpoint says so, and everything (pool, LISTEN
// connection, the bell's event stream) recovers by itself. The outage is staged without touching the
// shared PostgreSQL cluster: the server under test connects through a TCP proxy (tests/server/helpers/
// tcpProxy.ts) under an application_name of its own, so only its own backends are terminated.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_PLUGINS } from '../../src/app/server.ts';
import { API, type Readiness } from '../../src/shared/api.ts';
import type { ApiEnvelope } from '../../src/shared/codes.ts';
import { buildApp } from '../../src/server/app.ts';
import { openPostgres, type PostgresDb } from '../../src/server/db/postgres.ts';
import { DatabaseUnavailable } from '../../src/server/db/unavailable.ts';
import { createRealtime } from '../../src/server/realtime/bus.ts';
import { UNREAD_TOPIC } from '../../src/server/realtime/unreadTopic.ts';
import { openSse, type SseReader } from '../plugins/chat/sse.ts';
import { backends, openTestDb } from './helpers/db.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';
import { TcpProxy } from './helpers/tcpProxy.ts';

const UNAVAILABLE = { code: '503', msg: '数据库暂不可用，请稍后重试' };
/** Recovery waits on the LISTEN connection's back-off (1 s, 2 s, 4 s … after each failed try). */
const RECOVERY = { timeout: 60_000, interval: 200 };

describe.runIf(backends().includes('postgres'))('database outage on PostgreSQL', () => {
  let s: TestServer;
  let proxy: TcpProxy;
  let db: PostgresDb;
  let app: FastifyInstance;
  let admin: pg.Client;
  let token: string;
  let bell: SseReader;
  const appName = `nccq_outage_${process.pid}_${randomBytes(3).toString('hex')}`;
  const reported: string[] = [];

  const inject = async <T = unknown>(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
    const res = await app.inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json<ApiEnvelope<T>>() };
  };
  const info = () => inject('GET', API.info);
  const ready = () => inject<Readiness>('GET', API.healthReady);
  /** Ends the server's own backends (its pool's and its LISTEN connection), no one else's; their pids. */
  const terminateApp = async (): Promise<number[]> =>
    (
      // In the select list, not the WHERE clause: only the rows already filtered are terminated.
      await admin.query<{ pid: number; ok: boolean }>(
        'SELECT pid, pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()',
        [appName],
      )
    ).rows
      .filter((r) => r.ok)
      .map((r) => r.pid);
  /** How many of these backends are still there (a terminated one goes within moments). */
  const remaining = async (pids: number[]) => Number((await admin.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE pid = ANY($1)', [pids])).rows[0]!.n);
  const unreadEvents = () => bell.events.filter((e) => e.event === 'unread').length;

  beforeAll(async () => {
    s = await startTestServer('postgres');
    // This file's database (a clone per file).
    const url = s.dbUrl!;
    const target = new URL(url);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    // The server under test: another "process" on the same database, through the proxy.
    db = await openPostgres(proxy.rewrite(url, { application_name: appName }), undefined, { report: (line) => reported.push(line) });
    app = await buildApp({ db, registry: s.ctx.registry, config: s.config, clock: s.clock, plugins: SERVER_PLUGINS });
    await app.listen({ port: 0, host: '127.0.0.1' });
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    token = await s.token('admin');
    const addr = app.server.address();
    if (!addr || typeof addr === 'string') throw new Error('no address');
    bell = await openSse(`http://127.0.0.1:${addr.port}${API.unreadStream}`, { token });
    // The stream's first event: the bell refetches once it is open.
    await bell.until((e) => e.event === 'unread');
  });
  afterAll(async () => {
    bell?.close();
    await app?.close();
    await db?.close().catch(() => undefined);
    await proxy?.close();
    await admin?.end();
    await s?.close();
  });

  it('a terminated connection (57P01, as in a restart) costs neither the process nor a request', async () => {
    // Several connections in the pool, all idle.
    const warm = async () => expect((await Promise.all(Array.from({ length: 10 }, () => info()))).map((r) => r.body.code)).toEqual(Array(10).fill('200'));
    await warm();
    // The restart case: the idle connections' backends end (FATAL 57P01). The pool drops them and says
    // so; without its 'error' listener this was an unhandled 'error' event that ended the process.
    let ended = await terminateApp();
    expect(ended.length).toBeGreaterThan(1);
    await expect.poll(() => remaining(ended), RECOVERY).toBe(0);
    await expect.poll(() => reported.some((l) => l.includes('57P01') && l.includes('a pooled database connection was lost')), RECOVERY).toBe(true);
    await warm();
    // Requests right after it may meet connections whose end the pool has not heard of yet: each such
    // one is dropped and the statement asked again on another.
    expect((await terminateApp()).length).toBeGreaterThan(1);
    await warm();
    // Now the goodbye is held back: the pool still takes the connections for alive, and the next
    // statements are sent on dead connections.
    await warm();
    proxy.hold();
    ended = await terminateApp();
    expect(ended.length).toBeGreaterThan(1);
    await expect.poll(() => remaining(ended), RECOVERY).toBe(0);
    const during = Promise.all(Array.from({ length: 10 }, () => info()));
    await expect.poll(() => proxy.sentWhileHeld, RECOVERY).toBeGreaterThan(0);
    proxy.release();
    // Each statement that met a dead connection was asked again on a new one.
    expect((await during).map((r) => r.body.code)).toEqual(Array(10).fill('200'));
    // A transaction whose BEGIN meets a dead connection starts again on a new one (nothing of it ran).
    proxy.hold();
    ended = await terminateApp();
    await expect.poll(() => remaining(ended), RECOVERY).toBe(0);
    const sentBefore = proxy.sentWhileHeld;
    const tx = db.transaction(async (t) => (await t.query<{ n: number }>('SELECT 1 AS n'))[0]!.n);
    await expect.poll(() => proxy.sentWhileHeld, RECOVERY).toBeGreaterThan(sentBefore);
    proxy.release();
    expect(await tx).toBe(1);
    expect(await ready()).toEqual({ status: 200, body: { code: '200', msg: '成功', data: { database: 'ok' } } });
    // The LISTEN connection came back by itself and the bell refetched what it may have missed…
    await expect.poll(unreadEvents, RECOVERY).toBeGreaterThanOrEqual(2);
    // …and hears what another process publishes.
    const before = unreadEvents();
    await s.ctx.realtime.publish(s.db, UNREAD_TOPIC, {});
    await expect.poll(unreadEvents, RECOVERY).toBeGreaterThan(before);
  }, 120_000);

  it('an unreachable database: a quick 503, readiness says so, the process lives on, and all comes back', async () => {
    const live = () => inject('GET', API.healthLive);
    // PostgreSQL down: connections refused.
    await proxy.cut('down');
    expect(await info()).toEqual({ status: 503, body: { ...UNAVAILABLE, data: null } });
    expect(await inject('POST', API.login, { username: 'admin', password: 'Admin@123' })).toEqual({ status: 503, body: { ...UNAVAILABLE, data: null } });
    expect(await ready()).toEqual({ status: 503, body: { ...UNAVAILABLE, data: { database: 'unavailable' } } });
    expect((await live()).status).toBe(200);
    // Listening cannot start now; a later subscriber is not stuck with this failure.
    const late = createRealtime(db);
    await expect(late.subscribe(UNREAD_TOPIC, () => undefined)).rejects.toBeInstanceOf(DatabaseUnavailable);
    // The network gone: connections never answered. The connect timeout ends the wait.
    await proxy.cut('blackhole');
    const hanging = await Promise.all(Array.from({ length: 12 }, () => info()));
    expect(hanging).toEqual(Array(12).fill({ status: 503, body: { ...UNAVAILABLE, data: null } }));
    expect(await ready()).toMatchObject({ status: 503, body: { data: { database: 'unavailable' } } });
    expect((await live()).status).toBe(200);

    const bellBefore = unreadEvents();
    await proxy.restore();
    // No restart: the pool connects again on the next request.
    await expect.poll(async () => (await info()).body.code, RECOVERY).toBe('200');
    expect(await ready()).toEqual({ status: 200, body: { code: '200', msg: '成功', data: { database: 'ok' } } });
    expect((await inject('POST', API.login, { username: 'admin', password: 'Admin@123' })).body.code).toBe('200');
    // The subscriber that failed during the outage listens now.
    let heard = 0;
    await late.subscribe(UNREAD_TOPIC, () => heard++);
    await s.ctx.realtime.publish(s.db, UNREAD_TOPIC, {});
    await expect.poll(() => heard, RECOVERY).toBe(1);
    await late.close();
    // The open bell stream's LISTEN connection is back too (after its back-off) and the bell refetched.
    await expect.poll(unreadEvents, RECOVERY).toBeGreaterThan(bellBefore);
  }, 180_000);
});

describe('readiness on PGlite', () => {
  it('is ready while the database is open, not once it is closed; alive either way', async () => {
    const s = await startTestServer('pglite', { seed: false });
    const closing = await openTestDb('pglite');
    const app = await buildApp({ db: closing.db, registry: s.ctx.registry, config: s.config, clock: s.clock });
    try {
      const get = async (app: FastifyInstance, url: string) => {
        const res = await app.inject({ method: 'GET', url });
        return { status: res.statusCode, body: res.json<ApiEnvelope<unknown>>() };
      };
      const ok = { status: 200, body: { code: '200', msg: '成功', data: { database: 'ok' } } };
      expect(await get(s.app, API.healthReady)).toEqual(ok);
      expect(await get(app, API.healthReady)).toEqual(ok);
      expect((await get(app, API.healthLive)).status).toBe(200);
      // A long transaction holds PGlite's one connection: readiness does not wait behind it.
      let finish: (() => void) | undefined;
      const started = new Promise<void>((begun) => {
        void closing.db.transaction(() => new Promise<void>((resolve) => ((finish = resolve), begun())));
      });
      await started;
      expect(await get(app, API.healthReady)).toEqual(ok);
      finish?.();
      await closing.db.close();
      expect(await get(app, API.healthReady)).toEqual({ status: 503, body: { ...UNAVAILABLE, data: { database: 'unavailable' } } });
      expect((await get(app, API.healthLive)).status).toBe(200);
    } finally {
      await app.close();
      await s.close();
    }
  });
});
