// Sessions: the HttpOnly cookie, cross-site refusal (CSRF), and one-time single sign-on tickets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, SsoTicket } from '../../../src/shared/api.ts';
import { hashToken } from '../../../src/server/auth/sessions.ts';
import { backends } from '../helpers/db.ts';
import { PASSWORDS, startTestServer, type TestServer } from '../helpers/server.ts';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

function cookieOf(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const c = all.find((x) => x.startsWith('Admin-Token='));
  if (!c) throw new Error('no Admin-Token cookie set');
  return c;
}

describe.each(backends())('sessions on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(async () => {
    await s?.close();
  });

  const browserLogin = async (username: string): Promise<string> => {
    const res = await s.app.inject({ method: 'POST', url: '/api/user/login', headers: XHR, payload: { username, password: PASSWORDS[username] } });
    const c = cookieOf(res.headers['set-cookie']);
    return c.slice('Admin-Token='.length).split(';')[0]!;
  };

  it('login sets the token cookie HttpOnly and SameSite=Lax; logout clears it', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/user/login', headers: XHR, payload: { username: 'operator', password: 'Operator@123' } });
    const c = cookieOf(res.headers['set-cookie']);
    expect(c).toMatch(/; HttpOnly/);
    expect(c).toMatch(/; SameSite=Lax/);
    expect(c).toMatch(/; Path=\//);
    expect(c).not.toMatch(/; Secure/); // plain http here
    const token = res.json<{ data: LoginResult }>().data.token;
    expect(c).toContain(`Admin-Token=${token}`);
    const out = await s.app.inject({ method: 'POST', url: '/api/user/logout', headers: { ...XHR, cookie: `Admin-Token=${token}` } });
    expect(out.json()).toMatchObject({ code: '200' });
    expect(cookieOf(out.headers['set-cookie'])).toMatch(/^Admin-Token=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('a write authenticated by the cookie alone needs X-Requested-With', async () => {
    const token = await browserLogin('operator');
    const cookie = `Admin-Token=${token}`;
    const body = { data: { projectName: 'csrf', transferorType: 'person', transferorName: '甲', contactPhone: '13800138000', transferMethod: '出租', listingPrice: '1' } };
    const before = (await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM records WHERE data->>'projectName' = 'csrf'`))[0]!.n;
    const bare = await s.app.inject({ method: 'POST', url: '/api/records/franchise', headers: { cookie }, payload: body });
    expect(bare.json()).toMatchObject({ code: '100004' });
    // A cross-site form post (text/plain or urlencoded, Origin of another site) is refused whatever it carries.
    const cross = await s.app.inject({ method: 'POST', url: '/api/records/franchise', headers: { cookie, ...XHR, origin: 'https://evil.example' }, payload: body });
    expect(cross.json()).toMatchObject({ code: '100004', msg: '拒绝跨站请求' });
    const fetchSite = await s.app.inject({ method: 'POST', url: '/api/records/franchise', headers: { cookie, ...XHR, 'sec-fetch-site': 'cross-site' }, payload: body });
    expect(fetchSite.json()).toMatchObject({ code: '100004' });
    expect((await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM records WHERE data->>'projectName' = 'csrf'`))[0]!.n).toBe(before);
    // Same origin with the header: accepted. Reads need nothing more than the cookie.
    const good = await s.app.inject({ method: 'POST', url: '/api/records/franchise', headers: { cookie, ...XHR, origin: 'http://localhost:80', host: 'localhost:80' }, payload: body });
    expect(good.json()).toMatchObject({ code: '200' });
    expect((await s.app.inject({ method: 'GET', url: '/api/user/info', headers: { cookie } })).json()).toMatchObject({ code: '200' });
  });

  it('a cross-site login form cannot sign a browser in (login CSRF)', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: 'username=operator&password=Operator%40123',
    });
    expect(res.json()).toMatchObject({ code: '100004' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('single sign-on: a one-time ticket valid two minutes, exchanged for a session; session tokens refused', async () => {
    const op = await s.token('operator');
    const t = await s.post<SsoTicket>('/api/user/ssoTicket', {}, op);
    expect(t).toMatchObject({ code: '200', data: { expiresIn: 120 } });
    const exchange = (ticket: string) => s.app.inject({ method: 'POST', url: '/api/user/ssoLogin', headers: XHR, payload: { ticket } });
    const first = await exchange(t.data.ticket);
    expect(first.json()).toMatchObject({ code: '200', data: { userId: 2 } });
    const session = cookieOf(first.headers['set-cookie']).slice('Admin-Token='.length).split(';')[0]!;
    expect(session).not.toBe(t.data.ticket);
    expect((await s.app.inject({ method: 'GET', url: '/api/user/info', headers: { cookie: `Admin-Token=${session}` } })).json()).toMatchObject({
      code: '200',
      data: { username: 'operator' },
    });
    // Used once only.
    expect((await exchange(t.data.ticket)).json()).toMatchObject({ code: '100001' });
    // Expired after its two minutes (the database clock decides).
    const t2 = (await s.post<SsoTicket>('/api/user/ssoTicket', {}, op)).data.ticket;
    await s.db.query(`UPDATE sso_tickets SET expires_at = now() - interval '1 second' WHERE ticket_hash = $1`, [hashToken(t2)]);
    expect((await exchange(t2)).json()).toMatchObject({ code: '100001' });
    const limit = await s.db.query<{ secs: number }>(
      `SELECT extract(epoch FROM expires_at - now())::int AS secs FROM sso_tickets ORDER BY expires_at DESC LIMIT 1`,
    );
    expect(limit.length === 0 || (limit[0]!.secs <= 120)).toBe(true);
    // A long-lived session token in the URL is not a ticket.
    const res = await exchange(op);
    expect(res.json()).toMatchObject({ code: '100001' });
    expect(res.headers['set-cookie']).toBeUndefined();
    // A ticket needs a session to be asked for.
    expect((await s.post('/api/user/ssoTicket', {})).code).toBe('100001');
  });
});
