// Online consultation through the API: a visitor starts a session without login, staff of its site see
// and answer it, other sites' staff cannot; messages stream over SSE, resume after a given id, and on
// PostgreSQL fan out from one app instance to another on the same schema.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { openPostgres, type PostgresDb } from '../../../src/server/db/postgres.ts';
import { SERVER_PLUGINS } from '../../../src/app/server.ts';
import { API, type UnreadItem } from '../../../src/shared/api.ts';
import type { ApiEnvelope } from '../../../src/shared/codes.ts';
import { CHAT_API, VISITOR_COOKIE, type ChatMessage, type ChatSession, type VisitorView } from '../../../src/plugins/chat/shared/api.ts';
import { backends } from '../../server/helpers/db.ts';
import { count } from '../../server/helpers/franchise.ts';
import { startTestServer, type TestServer } from '../../server/helpers/server.ts';
import { MAX_SESSIONS_PER_HOUR } from '../../../src/plugins/chat/server/routes.ts';
import { openSse } from './sse.ts';

async function visitorCall<T>(app: FastifyInstance, method: 'GET' | 'POST', url: string, cookie?: string, body?: Record<string, unknown>) {
  const res = await app.inject({ method, url, headers: cookie ? { cookie: `${VISITOR_COOKIE}=${cookie}` } : {}, ...(body ? { payload: body } : {}) });
  const set = res.cookies.find((c) => c.name === VISITOR_COOKIE);
  return { body: res.json<ApiEnvelope<T>>(), cookie: set?.value };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no address');
  return `http://127.0.0.1:${addr.port}`;
}

describe.each(backends())('chat on %s', (backend) => {
  let s: TestServer;
  let base: string;
  let siteOf: (u: string) => Promise<number>;
  let visitor: string;
  let sessionId: number;
  beforeAll(async () => {
    s = await startTestServer(backend);
    base = await listen(s.app);
    siteOf = async (u) => (await s.db.query<{ site_id: number }>('SELECT site_id FROM users WHERE username = $1', [u]))[0]!.site_id;
  });
  afterAll(() => s.close());

  it('refuses bad input in Chinese naming the field, storing nothing', async () => {
    const site = await siteOf('operator');
    const cases: [Record<string, unknown>, string][] = [
      [{ siteId: site, name: '', text: '你好' }, '称呼'],
      [{ siteId: site, name: '张先生', text: '   ' }, '咨询内容'],
      [{ siteId: site, name: '张先生', phone: '12345', text: '你好' }, '联系电话'],
      [{ siteId: 999999, name: '张先生', text: '你好' }, '咨询站点'],
      [{ siteId: site, name: '张先生', text: 'x'.repeat(1001) }, '咨询内容'],
    ];
    for (const [body, field] of cases) {
      const r = await visitorCall(s.app, 'POST', CHAT_API.visitorStart, undefined, body);
      expect(r.body.code).toBe('100002');
      expect(r.body.msg).toContain(field);
      expect(r.cookie).toBeUndefined();
    }
    expect(await count(s, 'SELECT count(*) AS n FROM chat_sessions')).toBe(0);
  });

  it('lets a visitor start without login and read their session back by cookie only', async () => {
    const r = await visitorCall(s.app, 'POST', CHAT_API.visitorStart, undefined, { siteId: await siteOf('operator'), name: '张先生', phone: '13800138000', text: '土地流转需要什么材料？' });
    expect(r.body.code).toBe('200');
    visitor = r.cookie!;
    expect(visitor).toMatch(/^[\w-]{40,}$/);
    const view = await visitorCall<VisitorView>(s.app, 'GET', CHAT_API.visitorSession, visitor);
    expect(view.body.data?.messages.map((m) => m.body)).toEqual(['土地流转需要什么材料？']);
    sessionId = view.body.data.session.id;
    expect((await visitorCall(s.app, 'GET', CHAT_API.visitorSession)).body.data).toBeNull();
    expect((await visitorCall(s.app, 'GET', CHAT_API.visitorSession, 'forged-token')).body.data).toBeNull();
    // The token is stored hashed.
    expect(await count(s, 'SELECT count(*) AS n FROM chat_sessions WHERE visitor_token = $1', [visitor])).toBe(0);
  });

  it('shows the session with its unread count to staff of its site only', async () => {
    const mine = await s.get<ChatSession[]>(CHAT_API.sessions, await s.token('operator'));
    const row = mine.data.find((x) => x.id === sessionId);
    expect(row).toMatchObject({ visitorName: '张先生', unread: 1, staffId: null, status: 'open' });
    expect((await s.get<number>(CHAT_API.unread, await s.token('operator'))).data).toBe(1);
    const other = await s.token('operator2');
    expect((await s.get<ChatSession[]>(CHAT_API.sessions, other)).data.some((x) => x.id === sessionId)).toBe(false);
    expect((await s.get(CHAT_API.sessionMessages(sessionId), other)).code).toBe('100004');
    expect((await s.post(CHAT_API.sessionMessages(sessionId), { text: '越权回复' }, other)).code).toBe('100004');
    expect((await s.post(CHAT_API.close(sessionId), {}, other)).code).toBe('100004');
    // A role without the chat page gets nothing; the all-sites admin sees every site.
    expect((await s.get(CHAT_API.sessions, await s.token('finance'))).code).toBe('100004');
    expect((await s.get<ChatSession[]>(CHAT_API.sessions, await s.token('admin'))).data.some((x) => x.id === sessionId)).toBe(true);
    expect((await s.get(CHAT_API.sessions)).code).toBe('100001');
  });

  it('adds a line to the bell of the staff who answer it, and pushes a change to open bells', async () => {
    const op = await s.token('operator');
    expect((await s.get<UnreadItem[]>(API.unreadItems, op)).data).toEqual([{ key: 'chat', label: '在线咨询', count: 1, path: '/nj_service/chat/manager' }]);
    expect((await s.get<UnreadItem[]>(API.unreadItems, await s.token('operator2'))).data).toEqual([{ key: 'chat', label: '在线咨询', count: 0, path: '/nj_service/chat/manager' }]);
    expect((await s.get<UnreadItem[]>(API.unreadItems, await s.token('finance'))).data).toEqual([]);
    const bell = await openSse(`${base}${API.unreadStream}`, { token: op });
    // The stream opens with one refetch cue; the message brings a second.
    await bell.until((e) => e.event === 'unread');
    await visitorCall(s.app, 'POST', CHAT_API.visitorMessages, visitor, { text: '补充一下' });
    await bell.until((e) => e.event === 'unread' && bell.events.filter((x) => x.event === 'unread').length >= 2);
    bell.close();
    expect((await s.get<UnreadItem[]>(API.unreadItems, op)).data[0]?.count).toBe(2);
    // Reading brings it back to nothing.
    expect((await s.post(CHAT_API.read(sessionId), {}, op)).code).toBe('200');
    expect((await s.get<UnreadItem[]>(API.unreadItems, op)).data[0]?.count).toBe(0);
  });

  it('streams new messages both ways and resumes after the last id seen', async () => {
    const op = await s.token('operator');
    const staffStream = await openSse(`${base}${CHAT_API.staffStream}`, { token: op });
    const visitorStream = await openSse(`${base}${CHAT_API.visitorStream}?after=0`, { cookie: `${VISITOR_COOKIE}=${visitor}` });
    // The visitor's stream starts with the history after the given id.
    await visitorStream.until((e) => e.event === 'message' && (e.data as ChatMessage).body === '补充一下');

    const reply = await s.post<{ id: number }>(CHAT_API.sessionMessages(sessionId), { text: '请带上身份证和承包合同。' }, op);
    expect(reply.code).toBe('200');
    const got = await visitorStream.until((e) => e.event === 'message' && (e.data as ChatMessage).id === reply.data.id);
    expect(got.data).toMatchObject({ sender: 'staff', staffName: expect.any(String), body: '请带上身份证和承包合同。' });
    expect(got.id).toBe(String(reply.data.id));

    const ask = await visitorCall<{ id: number }>(s.app, 'POST', CHAT_API.visitorMessages, visitor, { text: '好的，谢谢' });
    const heard = await staffStream.until((e) => e.event === 'message' && (e.data as ChatMessage).id === ask.body.data.id);
    expect(heard.data).toMatchObject({ sessionId, sender: 'visitor', body: '好的，谢谢' });
    // Answering took the session.
    const row = (await s.get<ChatSession[]>(CHAT_API.sessions, op)).data.find((x) => x.id === sessionId);
    expect(row?.staffName).toBeTruthy();
    expect(row?.unread).toBe(1);
    expect((await s.post(CHAT_API.read(sessionId), {}, op)).code).toBe('200');
    expect((await s.get<ChatSession[]>(CHAT_API.sessions, op)).data.find((x) => x.id === sessionId)?.unread).toBe(0);

    // Another site's staff stream never carries this session's messages.
    const strangers = await openSse(`${base}${CHAT_API.staffStream}`, { token: await s.token('operator2') });
    const later = await visitorCall<{ id: number }>(s.app, 'POST', CHAT_API.visitorMessages, visitor, { text: '还有一个问题' });
    await staffStream.until((e) => (e.data as ChatMessage).id === later.body.data.id);
    staffStream.close();
    visitorStream.close();

    // Reconnecting with Last-Event-ID = the reply's id: exactly what came after it, in order.
    const resumed = await openSse(`${base}${CHAT_API.visitorStream}`, { cookie: `${VISITOR_COOKIE}=${visitor}`, 'last-event-id': String(reply.data.id) });
    await resumed.until((e) => (e.data as ChatMessage).id === later.body.data.id);
    expect(resumed.events.filter((e) => e.event === 'message').map((e) => (e.data as ChatMessage).body)).toEqual(['好的，谢谢', '还有一个问题']);
    resumed.close();
    expect(strangers.events.filter((e) => e.event === 'message')).toEqual([]);

    // Staff reconnecting before any message came: the first event's id (the mark) is where it resumes.
    const fresh = await openSse(`${base}${CHAT_API.staffStream}`, { token: op });
    const ready = await fresh.until((e) => e.event === 'ready');
    fresh.close();
    const missed = await visitorCall<{ id: number }>(s.app, 'POST', CHAT_API.visitorMessages, visitor, { text: '断线期间的消息' });
    const back = await openSse(`${base}${CHAT_API.staffStream}`, { token: op, 'last-event-id': ready.id! });
    const got2 = await back.until((e) => e.event === 'message');
    expect(got2.data).toMatchObject({ id: missed.body.data.id, body: '断线期间的消息' });
    back.close();
    strangers.close();
  });

  it('limits how many sessions one address opens an hour (the clock decides the hour)', async () => {
    const site = await siteOf('operator2');
    const start = (ip: string) =>
      s.app.inject({ method: 'POST', url: CHAT_API.visitorStart, remoteAddress: ip, payload: { siteId: site, name: '刷屏者', text: '你好' } }).then((r) => r.json<ApiEnvelope<null>>());
    for (let i = 0; i < MAX_SESSIONS_PER_HOUR; i++) expect((await start('10.0.0.9')).code).toBe('200');
    const refused = await start('10.0.0.9');
    expect(refused.code).toBe('100002');
    expect(refused.msg).toContain('频繁');
    expect((await start('10.0.0.10')).code).toBe('200');
    await s.clock.advance(3600_000 + 1000, { catchUp: false });
    expect((await start('10.0.0.9')).code).toBe('200');
  });

  it('ends a session with a note in the history; the visitor can no longer write to it', async () => {
    const op = await s.token('operator');
    expect((await s.post<ChatSession>(CHAT_API.close(sessionId), {}, op)).data.status).toBe('closed');
    const r = await visitorCall(s.app, 'POST', CHAT_API.visitorMessages, visitor, { text: '在吗' });
    expect(r.body.code).toBe('100002');
    const view = await visitorCall<VisitorView>(s.app, 'GET', CHAT_API.visitorSession, visitor);
    expect(view.body.data?.messages.at(-1)).toMatchObject({ sender: 'system' });
    expect(view.body.data?.messages.map((m) => m.body)).toHaveLength(7);
  });
});

describe.runIf(backends().includes('postgres'))('chat across two app instances on PostgreSQL', () => {
  let s: TestServer;
  let second: FastifyInstance;
  let secondDb: PostgresDb;
  beforeAll(async () => {
    s = await startTestServer('postgres');
    secondDb = await openPostgres(s.dbUrl!);
    second = await buildApp({ db: secondDb, registry: s.ctx.registry, config: s.config, plugins: SERVER_PLUGINS });
  });
  afterAll(async () => {
    await second.close();
    await secondDb.close();
    await s.close();
  });

  it('delivers a visitor message written on one instance to staff streaming from the other, and back', async () => {
    const secondBase = await listen(second);
    const firstBase = await listen(s.app);
    const site = (await s.db.query<{ site_id: number }>(`SELECT site_id FROM users WHERE username = 'operator'`))[0]!.site_id;
    const started = await visitorCall(s.app, 'POST', CHAT_API.visitorStart, undefined, { siteId: site, name: '李女士', text: '第一条' });
    const cookie = started.cookie!;
    const token = await s.token('operator');
    const staff = await openSse(`${secondBase}${CHAT_API.staffStream}`, { token });
    const visitorStream = await openSse(`${firstBase}${CHAT_API.visitorStream}?after=0`, { cookie: `${VISITOR_COOKIE}=${cookie}` });
    const sent = await visitorCall<{ id: number }>(s.app, 'POST', CHAT_API.visitorMessages, cookie, { text: '跨进程的消息' });
    const heard = await staff.until((e) => e.event === 'message' && (e.data as ChatMessage).id === sent.body.data.id);
    expect(heard.data).toMatchObject({ body: '跨进程的消息' });
    const sessionId = (heard.data as ChatMessage).sessionId;
    const res = await second.inject({ method: 'POST', url: CHAT_API.sessionMessages(sessionId), headers: { token }, payload: { text: '另一进程的回复' } });
    const replyId = res.json<ApiEnvelope<{ id: number }>>().data.id;
    const back = await visitorStream.until((e) => (e.data as ChatMessage).id === replyId);
    expect(back.data).toMatchObject({ sender: 'staff', body: '另一进程的回复' });
    staff.close();
    visitorStream.close();
  });
});
