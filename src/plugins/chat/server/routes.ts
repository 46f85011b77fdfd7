// Chat routes: the visitor's (public, by cookie) and the staff console's (by the chat page's
// permission and site). Every write publishes a CHAT_TOPIC event in its transaction; the streams send
// what was stored after the last id the browser has, so a reconnect loses nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { announceUnread, type AppContext, asBag, type Db, type EventData, type EventStream, invalid, lastEventId, notFound, ok, openEventStream, posInt, resumeStream, str } from '../../../server/api.ts';
import { isContactPhone } from '../../../shared/formats/index.ts';
import { CHAT_API, CHAT_TOPIC, MAX_TEXT, type ChatSession, type ChatSite, type VisitorView } from '../shared/api.ts';
import { assertSessionSite, hashToken, newToken, setVisitorCookie, staffScope, visitorSessionId, type StaffScope } from './access.ts';
import { insertMessage, messagesAfter, sessionById, sessionsOf, staffUnread } from './store.ts';


function text(body: unknown, key: string, title: string, max: number, required: boolean): string {
  const v = (str(asBag(body), key) ?? '').trim();
  if (required && v === '') throw invalid(`${title}不能为空`, [{ field: key, message: `${title}不能为空` }]);
  if (v.length > max) throw invalid(`${title}不能超过 ${max} 个字`, [{ field: key, message: `${title}不能超过 ${max} 个字` }]);
  return v;
}

interface ChatEvent {
  sessionId: number;
  siteId: number;
  kind: 'message' | 'session';
}

async function announce(ctx: AppContext, tx: Db, e: ChatEvent): Promise<void> {
  await ctx.realtime.publish(tx, CHAT_TOPIC, { ...e });
  await announceUnread(ctx.realtime, tx, e.siteId);
}

export const MAX_SESSIONS_PER_HOUR = 10;

const eventOf = (d: EventData): Partial<ChatEvent> => (d && typeof d === 'object' && !Array.isArray(d) ? (d) : {});

export function chatRoutes(app: FastifyInstance, ctx: AppContext): void {
  const now = (): Date => new Date(ctx.clock.now());

  // ---- visitor (no login) ----
  app.get(CHAT_API.sites, { config: { public: true } }, async () => {
    const rows = await ctx.db.query<ChatSite>('SELECT id, name FROM sites ORDER BY id');
    return ok(rows);
  });

  app.post(CHAT_API.visitorStart, { config: { public: true } }, async (req, reply) => {
    const body = asBag(req.body);
    const siteId = posInt(body, 'siteId', '咨询站点');
    if (siteId === undefined) throw invalid('请选择咨询站点', [{ field: 'siteId', message: '请选择咨询站点' }]);
    const name = text(body, 'name', '称呼', 30, true);
    const phone = text(body, 'phone', '联系电话', 20, false);
    if (phone && !isContactPhone(phone)) throw invalid('联系电话格式不正确', [{ field: 'phone', message: '联系电话格式不正确' }]);
    const question = text(body, 'text', '咨询内容', MAX_TEXT, true);
    const site = await ctx.db.query('SELECT id FROM sites WHERE id = $1', [siteId]);
    if (!site[0]) throw invalid('咨询站点不存在', [{ field: 'siteId', message: '咨询站点不存在' }]);
    const at = now();
    // A public form: one address opens at most MAX_SESSIONS_PER_HOUR sessions an hour.
    const recent = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_sessions WHERE visitor_ip = $1 AND created_at > $2', [
      req.ip,
      new Date(at.getTime() - 3600_000).toISOString(),
    ]);
    if ((recent[0]?.n ?? 0) >= MAX_SESSIONS_PER_HOUR) throw invalid('发起咨询过于频繁，请一小时后再试');
    const token = newToken();
    await ctx.db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number | string }>(
        `INSERT INTO chat_sessions (site_id, visitor_name, visitor_phone, visitor_token, visitor_ip, created_at, last_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
        [siteId, name, phone, hashToken(token), req.ip, at.toISOString()],
      );
      const sessionId = Number(rows[0]!.id);
      await insertMessage(tx, { sessionId, sender: 'visitor', staffId: null, body: question, at });
      await announce(ctx, tx, { sessionId, siteId, kind: 'message' });
    });
    setVisitorCookie(req, reply, token);
    return ok(null);
  });

  const visitorView = async (req: FastifyRequest): Promise<VisitorView | null> => {
    const id = await visitorSessionId(ctx, req);
    const s = id === null ? null : await sessionById(ctx.db, id);
    if (!s) return null;
    return {
      session: { id: s.id, siteName: s.siteName, visitorName: s.visitorName, status: s.status, staffName: s.staffName },
      messages: await messagesAfter(ctx.db, { sessionId: s.id }, 0, 10000),
    };
  };

  app.get(CHAT_API.visitorSession, { config: { public: true } }, async (req) => ok(await visitorView(req)));

  app.post(CHAT_API.visitorMessages, { config: { public: true } }, async (req) => {
    const id = await visitorSessionId(ctx, req);
    const s = id === null ? null : await sessionById(ctx.db, id);
    if (!s) throw notFound('咨询会话不存在，请重新发起咨询');
    if (s.status === 'closed') throw invalid('本次咨询已结束，请重新发起咨询');
    const body = text(req.body, 'text', '消息内容', MAX_TEXT, true);
    const messageId = await ctx.db.transaction(async (tx) => {
      const mid = await insertMessage(tx, { sessionId: s.id, sender: 'visitor', staffId: null, body, at: now() });
      await tx.query('UPDATE chat_sessions SET visitor_read_id = $2 WHERE id = $1', [s.id, mid]);
      await announce(ctx, tx, { sessionId: s.id, siteId: s.siteId, kind: 'message' });
      return mid;
    });
    return ok({ id: messageId });
  });

  app.get(CHAT_API.visitorStream, { config: { public: true } }, async (req, reply) => {
    const id = await visitorSessionId(ctx, req);
    if (id === null) throw notFound('咨询会话不存在');
    const sessionId = id;
    // Listen before the stream opens, then cue one reload: a change made while the page loaded its state
    // (or while an EventSource reconnected) is never lost.
    let stream: EventStream | null = null;
    const unsubscribe = await ctx.realtime.subscribe(CHAT_TOPIC, (d) => {
      if (eventOf(d).sessionId === sessionId && eventOf(d).kind === 'session') stream?.send('session', { sessionId });
    });
    stream = openEventStream(app, req, reply);
    stream.onClose(unsubscribe);
    stream.send('session', { sessionId });
    await resumeStream({
      stream,
      realtime: ctx.realtime,
      topic: CHAT_TOPIC,
      after: lastEventId(req),
      accept: (d) => eventOf(d).sessionId === sessionId,
      read: (after) => messagesAfter(ctx.db, { sessionId }, after),
      event: 'message',
    });
  });

  // ---- staff ----
  const ownSession = async (scope: StaffScope, raw: string): Promise<ChatSession> => {
    const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
    const s = Number.isFinite(id) ? await sessionById(ctx.db, id) : null;
    if (!s) throw notFound('咨询会话不存在');
    assertSessionSite(scope, s.siteId);
    return s;
  };

  app.get(CHAT_API.sessions, async (req) => {
    const scope = staffScope(ctx, req);
    const st = str(asBag(req.query), 'status');
    const status = st === 'open' || st === 'closed' ? st : null;
    return ok(await sessionsOf(ctx.db, scope.siteId, status));
  });

  app.get(CHAT_API.unread, async (req) => {
    const scope = staffScope(ctx, req);
    return ok(await staffUnread(ctx.db, scope.siteId, scope.actor.userId));
  });

  app.get<{ Params: { id: string } }>('/api/chat/sessions/:id/messages', async (req) => {
    const s = await ownSession(staffScope(ctx, req), req.params.id);
    return ok({ session: s, messages: await messagesAfter(ctx.db, { sessionId: s.id }, 0, 10000) });
  });

  app.post<{ Params: { id: string } }>('/api/chat/sessions/:id/messages', async (req) => {
    const scope = staffScope(ctx, req);
    const s = await ownSession(scope, req.params.id);
    if (s.status === 'closed') throw invalid('该咨询已结束');
    const body = text(req.body, 'text', '回复内容', MAX_TEXT, true);
    const messageId = await ctx.db.transaction(async (tx) => {
      // Answering an unassigned session takes it.
      const took = await tx.query('UPDATE chat_sessions SET staff_id = $2 WHERE id = $1 AND staff_id IS NULL RETURNING id', [s.id, scope.actor.userId]);
      const mid = await insertMessage(tx, { sessionId: s.id, sender: 'staff', staffId: scope.actor.userId, body, at: now() });
      await tx.query('UPDATE chat_sessions SET staff_read_id = $2 WHERE id = $1', [s.id, mid]);
      await announce(ctx, tx, { sessionId: s.id, siteId: s.siteId, kind: 'message' });
      if (took.length > 0) await announce(ctx, tx, { sessionId: s.id, siteId: s.siteId, kind: 'session' });
      return mid;
    });
    return ok({ id: messageId });
  });

  app.post<{ Params: { id: string } }>('/api/chat/sessions/:id/assign', async (req) => {
    const scope = staffScope(ctx, req);
    const s = await ownSession(scope, req.params.id);
    const staffId = posInt(asBag(req.body), 'staffId', '接待人员') ?? scope.actor.userId;
    const staff = await ctx.db.query<{ site_id: number | null; name: string }>('SELECT site_id, name FROM users WHERE id = $1', [staffId]);
    if (!staff[0] || (staff[0].site_id !== null && staff[0].site_id !== s.siteId)) throw invalid('接待人员不属于该站点', [{ field: 'staffId', message: '接待人员不属于该站点' }]);
    await ctx.db.transaction(async (tx) => {
      await tx.query('UPDATE chat_sessions SET staff_id = $2 WHERE id = $1', [s.id, staffId]);
      await announce(ctx, tx, { sessionId: s.id, siteId: s.siteId, kind: 'session' });
    });
    return ok(await sessionById(ctx.db, s.id));
  });

  app.post<{ Params: { id: string } }>('/api/chat/sessions/:id/read', async (req) => {
    const scope = staffScope(ctx, req);
    const s = await ownSession(scope, req.params.id);
    await ctx.db.transaction(async (tx) => {
      await tx.query('UPDATE chat_sessions SET staff_read_id = (SELECT COALESCE(max(id), 0) FROM chat_messages WHERE session_id = $1) WHERE id = $1', [s.id]);
      await announceUnread(ctx.realtime, tx, s.siteId);
    });
    return ok(null);
  });

  app.post<{ Params: { id: string } }>('/api/chat/sessions/:id/close', async (req) => {
    const scope = staffScope(ctx, req);
    const s = await ownSession(scope, req.params.id);
    if (s.status === 'closed') return ok(s);
    await ctx.db.transaction(async (tx) => {
      await tx.query(`UPDATE chat_sessions SET status = 'closed' WHERE id = $1`, [s.id]);
      await insertMessage(tx, { sessionId: s.id, sender: 'system', staffId: null, body: `${scope.actor.name} 结束了本次咨询`, at: now() });
      await announce(ctx, tx, { sessionId: s.id, siteId: s.siteId, kind: 'message' });
      await announce(ctx, tx, { sessionId: s.id, siteId: s.siteId, kind: 'session' });
    });
    return ok(await sessionById(ctx.db, s.id));
  });

  app.get(CHAT_API.staffStream, async (req, reply) => {
    const scope = staffScope(ctx, req);
    // Without a last id the stream starts at what is stored now (the console loads history itself);
    // taken before the stream opens, so a message stored once the client sees the stream open is sent.
    let after = lastEventId(req);
    if (after === 0) after = Number((await ctx.db.query<{ n: number }>('SELECT COALESCE(max(id), 0)::bigint AS n FROM chat_messages'))[0]?.n ?? 0);
    const sees = (d: EventData): boolean => {
      const site = eventOf(d).siteId;
      return typeof site === 'number' && (scope.siteId === null || scope.siteId === site);
    };
    // Session list changes (new message, assignment, closing): the console refetches its list. Listening
    // starts before the stream opens, and one cue on open covers a change made while it connected.
    let stream: EventStream | null = null;
    const unsubscribe = await ctx.realtime.subscribe(CHAT_TOPIC, (d) => {
      if (sees(d)) stream?.send('session', { sessionId: eventOf(d).sessionId ?? null });
    });
    stream = openEventStream(app, req, reply);
    stream.onClose(unsubscribe);
    stream.send('session', { sessionId: null });
    await resumeStream({
      stream,
      realtime: ctx.realtime,
      topic: CHAT_TOPIC,
      after,
      accept: sees,
      read: (a) => messagesAfter(ctx.db, { siteId: scope.siteId }, a),
      event: 'message',
    });
  });
}
