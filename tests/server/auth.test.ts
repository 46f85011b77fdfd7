// Login, session expiry, logout, user info and role switching, on every test backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult, UserInfo } from '../../src/shared/api.ts';
import { hashToken } from '../../src/server/auth/sessions.ts';
import { backends } from './helpers/db.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

describe.each(backends())('auth on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('logs in with a trimmed username (JSON) and returns token, userId, site', async () => {
    const r = await s.post<LoginResult>('/api/user/login', { username: '  operator \t', password: 'Operator@123' });
    expect(r.code).toBe('200');
    expect(r.data.token).toMatch(/^[0-9a-f]{64}$/);
    expect(r.data.siteId).toBe(1);
    expect(r.data.siteName).toBe('蒲江县农村产权交易服务中心');
    // Only the hash is stored.
    const rows = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE token_hash = $1', [hashToken(r.data.token)]);
    expect(rows[0]?.n).toBe(1);
    const plain = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE token_hash = $1', [r.data.token]);
    expect(plain[0]?.n).toBe(0);
  });

  it('accepts a form-encoded login body', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=%20auditor%20&password=Auditor%40123',
    });
    expect(res.json()).toMatchObject({ code: '200' });
  });

  it('refuses a wrong password or unknown user with 100007 and no session', async () => {
    const before = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
    expect(await s.post('/api/user/login', { username: 'operator', password: 'wrong' })).toMatchObject({ code: '100007', msg: '用户名或密码错误' });
    expect(await s.post('/api/user/login', { username: 'nobody', password: 'Operator@123' })).toMatchObject({ code: '100007' });
    const after = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('asks for a missing username with 100002', async () => {
    expect(await s.post('/api/user/login', { username: '   ', password: 'x' })).toMatchObject({ code: '100002', msg: '请输入用户名' });
  });

  it('returns user info with the current role first and its menu whitelist', async () => {
    const token = await s.login('auditor');
    const r = await s.get<UserInfo>('/api/user/info', token);
    expect(r.code).toBe('200');
    expect(r.data).toMatchObject({ username: 'auditor', name: '李审核', roles: ['auditor'], siteId: 1 });
    expect(r.data.menuNames).toContain('home_section');
    expect(typeof r.data.avatar).toBe('string');
    expect(typeof r.data.introduction).toBe('string');
  });

  it('reads the token from the Admin-Token cookie too', async () => {
    const token = await s.login('finance');
    const res = await s.app.inject({ method: 'GET', url: '/api/user/info', headers: { cookie: `Admin-Token=${token}; other=1` } });
    expect(res.json()).toMatchObject({ code: '200', data: { username: 'finance' } });
  });

  it('answers 100001 for a missing, unknown or expired token', async () => {
    const expired = { code: '100001', msg: '登录状态已过期，请重新登录' };
    expect(await s.get('/api/user/info')).toMatchObject(expired);
    expect(await s.get('/api/user/info', 'f'.repeat(64))).toMatchObject(expired);
    const token = await s.login('operator');
    expect((await s.get('/api/user/info', token)).code).toBe('200');
    await s.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [hashToken(token)]);
    expect(await s.get('/api/user/info', token)).toMatchObject(expired);
    expect(await s.get('/api/records/franchise', token)).toMatchObject(expired);
  });

  it('logout ends the session', async () => {
    const token = await s.login('operator');
    expect(await s.post('/api/user/logout', {}, token)).toMatchObject({ code: '200' });
    expect((await s.get('/api/user/info', token)).code).toBe('100001');
  });

  it('switches only to a role the user holds', async () => {
    const users = await s.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'finance'");
    await s.db.query("INSERT INTO user_roles (user_id, role, sort) VALUES ($1, 'auditor', 1)", [users[0]!.id]);
    const token = await s.login('finance');
    const info = await s.get<UserInfo>('/api/user/info', token);
    expect(info.data.roles).toEqual(['finance', 'auditor']);
    // The first role's whitelist, as menus.json declares it.
    expect(info.data.menuNames).toEqual(s.ctx.registry.menus.roles.find((r) => r.name === 'finance')?.menus);

    expect(await s.post('/api/user/switchRole', { role: 'admin' }, token)).toMatchObject({ code: '100004', msg: '未授权' });
    expect((await s.get<UserInfo>('/api/user/info', token)).data.roles[0]).toBe('finance');

    const sw = await s.post<UserInfo>('/api/user/switchRole', { role: 'auditor' }, token);
    expect(sw.code).toBe('200');
    expect(sw.data.roles).toEqual(['auditor', 'finance']);
    const after = await s.get<UserInfo>('/api/user/info', token);
    expect(after.data.roles).toEqual(['auditor', 'finance']);
    expect(after.data.menuNames).toContain('home_section');
    // The new role's rights apply at once: the audit list's records are readable now.
    expect((await s.get('/api/records/franchise', token)).code).toBe('200');
  });

  it('rejects a malformed body with 100002, not a crash', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(res.json()).toMatchObject({ code: '100002' });
  });
});
