// An open event stream (the bell here; chat streams open the same way) ends when its session ends or its
// user changes: logout, an account lock, a role granted or removed. Nothing is delivered after.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/shared/api.ts';
import { announceUnread } from '../../../src/server/realtime/unreadTopic.ts';
import { openSse, type SseReader } from '../../plugins/chat/sse.ts';
import { backends } from '../helpers/db.ts';
import { PASSWORDS, startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(backends())('event streams end with their session on %s', (backend) => {
  let s: TestServer;
  let base: string;
  const open: SseReader[] = [];
  beforeAll(async () => {
    s = await startTestServer(backend);
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const b of open) b.close();
    await s?.close();
  });

  /** A fresh login's bell stream, once its first event (the refetch cue on open) has arrived. */
  async function bell(username: string): Promise<{ token: string; stream: SseReader }> {
    const token = await s.login(username, PASSWORDS[username]);
    const stream = await openSse(`${base}${API.unreadStream}`, { token });
    open.push(stream);
    await stream.until((e) => e.event === 'unread');
    return { token, stream };
  }

  /** Ended, and an announcement afterwards reaches nobody on it. */
  async function expectEnded(stream: SseReader): Promise<void> {
    await stream.ended;
    const seen = stream.events.length;
    await announceUnread(s.ctx.realtime, s.db, 1);
    await s.get(API.info, await s.token('auditor'));
    expect(stream.events.length).toBe(seen);
  }

  it('logout ends the stream; another session of the same user keeps its own', async () => {
    const a = await bell('operator');
    const b = await bell('operator');
    expect((await s.post(API.logout, {}, a.token)).code).toBe('200');
    await expectEnded(a.stream);
    // The other session's stream is alive: it still hears the bell.
    const before = b.stream.events.length;
    await announceUnread(s.ctx.realtime, s.db, 1);
    await b.stream.until((e) => e.event === 'unread' && b.stream.events.indexOf(e) >= before);
  });

  it('locking the account ends its streams', async () => {
    const f = await bell('finance');
    const id = (await s.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'finance'"))[0]!.id;
    expect((await s.post(`/api/system/users/${id}/lock`, { locked: true }, await s.token('admin'))).code).toBe('200');
    await expectEnded(f.stream);
    expect((await s.post(`/api/system/users/${id}/lock`, { locked: false }, await s.token('admin'))).code).toBe('200');
  });

  it('a change of the user\'s roles ends its streams, whoever writes it', async () => {
    const au = await bell('auditor2');
    const id = (await s.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'auditor2'"))[0]!.id;
    await s.db.query("INSERT INTO user_roles (user_id, role, sort) VALUES ($1, 'operator', 9)", [id]);
    await expectEnded(au.stream);
  });
});
