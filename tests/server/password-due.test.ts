// A password an administrator set (a reset, a new account) must be changed before anything else: the guard
// answers 100009 to every request but 个人设置's own until the change, from the users row, whatever cookie
// the client sends. Seeded demo users are never held.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../src/shared/account.ts';
import type { LoginResult, RecordRow, UserInfo } from '../../src/shared/api.ts';
import { Code, CodeMessage, type ApiEnvelope } from '../../src/shared/codes.ts';
import { SYSTEM_API, type SystemUser } from '../../src/shared/system/api.ts';
import { backends } from './helpers/db.ts';
import { franchiseData } from './helpers/franchise.ts';
import { DEMO_USERS } from '../../src/server/seed/users.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

const LIST = '/api/records/franchise';
const DUE = { code: Code.PASSWORD_CHANGE_REQUIRED, msg: '管理员已重置或设置了您的密码，请先在个人设置中修改密码' };

describe.each(backends())('a password set by an administrator on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await s.token('admin');
  });
  afterAll(async () => {
    await s?.close();
  });

  const userId = async (username: string): Promise<number> =>
    (await s.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!.id;

  const loginResult = async (username: string, password: string): Promise<LoginResult> => {
    const r = await s.post<LoginResult>('/api/user/login', { username, password });
    expect(r.code, r.msg).toBe('200');
    return r.data;
  };

  /** A franchise listing of site 2, submitted and waiting for an auditor of site 2. */
  const submittedListing = async (name: string): Promise<number> => {
    const op2 = await s.token('operator2');
    const made = await s.post<RecordRow>(LIST, { data: franchiseData({ projectName: name }) }, op2);
    expect(made.code, made.msg).toBe('200');
    expect((await s.post(`${LIST}/${made.data.id}/transition`, { action: 'submit' }, op2)).code).toBe('200');
    return Number(made.data.id);
  };

  it('the message names what to do, in the shared code table', () => {
    expect(CodeMessage[Code.PASSWORD_CHANGE_REQUIRED]).toBe(DUE.msg);
  });

  it('seeded demo users are not held, whatever Change-Pass cookie the client sends', async () => {
    // Every demo login (the README's), before any test here resets one.
    for (const { username, password } of DEMO_USERS) {
      const login = await loginResult(username, password);
      expect(login.mustChangePassword, username).toBe(false);
      expect((await s.get<UserInfo>('/api/user/info', login.token)).data.mustChangePassword, username).toBe(false);
    }
    const t = await s.token('operator');
    const res = await s.app.inject({ method: 'GET', url: LIST, cookies: { 'Admin-Token': t, 'Change-Pass': '1' } });
    expect(res.json<ApiEnvelope<unknown>>().code).toBe('200');
  });

  it('reset: login works, business is refused (token header and cookie alike) until the password is changed', async () => {
    const listing = await submittedListing('改密前不得审核的项目');
    const submitted = (await s.get<RecordRow>(`${LIST}/${listing}`, await s.token('operator2'))).data.status;
    const before = await s.login('auditor2');
    expect((await s.get(LIST, before)).code).toBe('200');

    const reset = await s.post<SystemUser>(SYSTEM_API.resetPassword(await userId('auditor2')), { password: 'Reset2026a' }, admin);
    expect(reset).toMatchObject({ code: '200', msg: '密码已重置，用户下次登录须修改密码', data: { mustChangePassword: true } });
    // The reset ended the old session.
    expect((await s.get(LIST, before)).code).toBe(Code.SESSION_EXPIRED);

    const login = await loginResult('auditor2', 'Reset2026a');
    expect(login.mustChangePassword).toBe(true);
    const t = login.token;
    expect(await s.get(LIST, t)).toMatchObject({ ...DUE, data: null });
    expect(await s.post(`${LIST}/${listing}/transition`, { action: 'approve', opinion: '同意' }, t)).toMatchObject(DUE);
    expect(await s.get(`${LIST}/${listing}`, t)).toMatchObject(DUE);
    expect(await s.get('/api/meta/page/franchise_audit', t)).toMatchObject(DUE);
    expect(await s.get(`/unread/${login.userId}`, t)).toMatchObject(DUE);
    // The browser's way in (the HttpOnly session cookie) is held the same, and a Change-Pass cookie saying
    // otherwise changes nothing: the flag is the server's.
    const viaCookie = await s.app.inject({ method: 'GET', url: LIST, cookies: { 'Admin-Token': t, 'Change-Pass': '0' } });
    expect(viaCookie.json<ApiEnvelope<null>>()).toMatchObject(DUE);
    // Nothing moved.
    expect((await s.get<RecordRow>(`${LIST}/${listing}`, await s.token('operator2'))).data.status).toBe(submitted);

    // 个人设置 itself answers: who am I (with the flag), the route table, and the change.
    expect((await s.get<UserInfo>('/api/user/info', t)).data).toMatchObject({ username: 'auditor2', mustChangePassword: true });
    expect((await s.get('/api/meta/app', t)).code).toBe('200');
    const wrong = await s.post(ACCOUNT_API.changePassword, { oldPassword: 'Nope12345', newPassword: 'Audit2026b', confirmPassword: 'Audit2026b' }, t);
    expect(wrong).toMatchObject({ code: Code.INVALID, msg: '原密码不正确' });
    expect(await s.get(LIST, t)).toMatchObject(DUE);
    const changed = await s.post(ACCOUNT_API.changePassword, { oldPassword: 'Reset2026a', newPassword: 'Audit2026b', confirmPassword: 'Audit2026b' }, t);
    expect(changed.code, changed.msg).toBe('200');

    // The same session, the same requests: answered now.
    expect((await s.get(LIST, t)).code).toBe('200');
    const approved = await s.post<RecordRow>(`${LIST}/${listing}/transition`, { action: 'approve', opinion: '同意' }, t);
    expect(approved.code, approved.msg).toBe('200');
    expect(approved.data.status).not.toBe(submitted);
    expect((await s.get<UserInfo>('/api/user/info', t)).data.mustChangePassword).toBe(false);
    expect((await loginResult('auditor2', 'Audit2026b')).mustChangePassword).toBe(false);
  });

  it('a user created by an administrator changes the initial password at the first login', async () => {
    const made = await s.post<SystemUser>(
      SYSTEM_API.users,
      { username: 'clerk_due', name: '新审核员', roles: ['auditor', 'operator'], siteId: 2, password: 'Initial2026' },
      admin,
    );
    expect(made.data).toMatchObject({ mustChangePassword: true });
    const login = await loginResult('clerk_due', 'Initial2026');
    expect(login.mustChangePassword).toBe(true);
    const t = login.token;
    expect(await s.get(LIST, t)).toMatchObject(DUE);
    expect(await s.get('/api/records/contract', t)).toMatchObject(DUE);
    expect(await s.post('/api/user/switchRole', { role: 'operator' }, t)).toMatchObject(DUE);
    expect(await s.post('/api/user/ssoTicket', {}, t)).toMatchObject(DUE);
    // The profile is 个人设置's own too.
    expect((await s.post(ACCOUNT_API.updateProfile, { name: '新审核员甲', avatar: '', introduction: '' }, t)).code).toBe('200');

    expect((await s.post(ACCOUNT_API.changePassword, { oldPassword: 'Initial2026', newPassword: 'Mine2026x', confirmPassword: 'Mine2026x' }, t)).code).toBe('200');
    expect((await s.get(LIST, t)).code).toBe('200');
    expect((await s.post('/api/user/switchRole', { role: 'operator' }, t)).code).toBe('200');
    const users = (await s.get<SystemUser[]>(SYSTEM_API.users, admin, { siteId: '2' })).data;
    expect(users.find((u) => u.username === 'clerk_due')).toMatchObject({ mustChangePassword: false, name: '新审核员甲' });
  });

  it('logout stays open, and ends the session', async () => {
    const made = await s.post<SystemUser>(SYSTEM_API.users, { username: 'clerk_out', name: '待退出', roles: ['auditor'], siteId: 2, password: 'Initial2026' }, admin);
    expect(made.code).toBe('200');
    const t = (await loginResult('clerk_out', 'Initial2026')).token;
    expect(await s.get(LIST, t)).toMatchObject(DUE);
    expect((await s.post('/api/user/logout', {}, t)).code).toBe('200');
    expect((await s.get('/api/user/info', t)).code).toBe(Code.SESSION_EXPIRED);
  });

});
