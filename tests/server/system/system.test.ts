// System setup API (/api/system/*): per-site varieties, menus, whitelists and workflow roles enforced at
// once; users (lock, reset, no self-lockout, last admin); site isolation of the site administrator; audit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppMeta, ListResult, RecordRow } from '../../../src/shared/api.ts';
import { SYSTEM_API, type SystemRole, type SystemSite, type SystemUser } from '../../../src/shared/system/api.ts';
import { backends } from '../helpers/db.ts';
import { count, franchiseData } from '../helpers/franchise.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const LIST = '/api/records/franchise';

describe.each(backends())('system setup on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  let siteadmin: string;
  let op: string;
  let op2: string;
  let auditor: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await s.token('admin');
    siteadmin = await s.token('siteadmin');
    op = await s.token('operator');
    op2 = await s.token('operator2');
    auditor = await s.token('auditor');
  });
  afterAll(async () => {
    await s?.close();
  });

  const withVariety = async <T>(method: 'GET' | 'POST', url: string, token: string, variety: string, body?: unknown) =>
    (
      await s.app.inject({ method, url, headers: { token, transferVariety: variety }, ...(body ? { payload: body as Record<string, unknown> } : {}) })
    ).json<{ code: string; msg: string; data: T }>();
  const varietiesOf = async (token: string) => (await s.get<AppMeta>('/api/meta/app', token)).data.menus.varieties.map((v) => v.code);

  it('a site administrator enables 林权 for its site only; records made under it carry LQ and list only under it', async () => {
    expect(await varietiesOf(op)).not.toContain('LQ');
    const site1 = (await s.get<SystemSite[]>(SYSTEM_API.sites, siteadmin)).data;
    expect(site1.map((x) => x.id)).toEqual([1]);
    const r = await s.put<SystemSite>(SYSTEM_API.siteVarieties(1), { varieties: [...(site1[0]!.varieties ?? []), 'LQ'] }, siteadmin);
    expect(r.code).toBe('200');
    expect(r.data.varieties).toContain('LQ');
    expect(await varietiesOf(op)).toContain('LQ');
    expect(await varietiesOf(op2)).not.toContain('LQ');

    const made = await withVariety<RecordRow>('POST', LIST, op, 'LQ', { data: franchiseData({ projectName: '林权测试项目', forestCertNo: '川(2026)蒲江林权第001号' }) });
    expect(made.code).toBe('200');
    expect(made.data.variety).toBe('LQ');
    const underLq = await withVariety<ListResult>('GET', `${LIST}?size=200`, op, 'LQ');
    expect(underLq.data.list.map((x) => x.id)).toContain(made.data.id);
    expect(underLq.data.list.every((x) => x.variety === 'LQ')).toBe(true);
    const underLand = await withVariety<ListResult>('GET', `${LIST}?size=200`, op, 'TDJYQ');
    expect(underLand.data.list.map((x) => x.id)).not.toContain(made.data.id);
    expect(underLand.data.total).toBeGreaterThan(0);

    // Site 2 has not enabled it: the header is ignored and naming it in the body is refused.
    const site2 = await withVariety<RecordRow>('POST', LIST, op2, 'LQ', { data: franchiseData() });
    expect(site2.data.variety).toBeNull();
    const named = await s.post(LIST, { data: franchiseData(), transferVariety: 'LQ' }, op2);
    expect(named).toMatchObject({ code: '100002', msg: '本站点未启用该交易品种' });

    // The variety's own menu opens only under it, and only on the site that enabled it.
    const forest = await withVariety<AppMeta>('GET', '/api/meta/page/forest_franchise_list', op, 'LQ');
    expect(forest.code).toBe('200');
    expect((await withVariety('GET', '/api/meta/page/forest_franchise_list', op, 'TDJYQ')).code).toBe('100004');
    expect((await withVariety('GET', '/api/meta/page/forest_franchise_list', op2, 'LQ')).code).toBe('100004');
  });

  it('refuses fields of another variety, naming the field', async () => {
    const r = await withVariety('POST', LIST, op, 'TDJYQ', { data: franchiseData({ forestCertNo: 'X1' }) });
    expect(r).toMatchObject({ code: '100002', msg: '林权证号只适用于林权项目' });
  });

  it('keeps the site administrator to its own site', async () => {
    expect((await s.put(SYSTEM_API.siteVarieties(2), { varieties: ['LQ'] }, siteadmin)).code).toBe('100004');
    expect((await s.get(SYSTEM_API.users, siteadmin, { siteId: '2' })).code).toBe('100004');
    const users = (await s.get<SystemUser[]>(SYSTEM_API.users, siteadmin)).data;
    expect(users.length).toBeGreaterThan(0);
    expect(users.every((u) => u.siteId === 1)).toBe(true);
    const other = (await s.get<SystemUser[]>(SYSTEM_API.users, admin, { siteId: '2' })).data.find((u) => u.username === 'operator2')!;
    expect((await s.post(SYSTEM_API.lockUser(other.id), { locked: true }, siteadmin)).code).toBe('100004');
    expect((await s.put(SYSTEM_API.siteMenus(2), { menuSettings: {} }, siteadmin)).code).toBe('100004');
    expect((await s.post('/api/records/site', { data: { name: '新站点' } }, siteadmin)).code).toBe('100004');
    // A user it creates belongs to its site (another site is refused), and never gets admin.
    expect((await s.post(SYSTEM_API.users, { username: 'clerk1', name: '新经办', roles: ['operator'], siteId: 2, password: 'Clerk1234' }, siteadmin)).code).toBe('100004');
    const made = await s.post<SystemUser>(SYSTEM_API.users, { username: 'clerk1', name: '新专员', roles: ['operator'], userType: 1, password: 'Clerk1234' }, siteadmin);
    expect(made.data).toMatchObject({ siteId: 1, roles: ['operator'], userType: 1, mustChangePassword: true });
    // A service specialist (user type 1) gets the specialist title in the shell from its user info.
    expect((await s.get<{ userType: number }>('/api/user/info', await s.login('clerk1', 'Clerk1234'))).data.userType).toBe(1);
    expect((await s.post(SYSTEM_API.users, { username: 'clerk9', name: '类型错', roles: ['operator'], userType: 7, password: 'Clerk1234' }, siteadmin)).msg).toBe('用户类型不正确');
    expect((await s.post(SYSTEM_API.users, { username: 'boss', name: '越权', roles: ['admin'], password: 'Boss12345' }, siteadmin)).code).toBe('100004');
    expect(await count(s, "SELECT count(*)::int AS n FROM users WHERE username = 'boss'")).toBe(0);
  });

  it('a whitelist edit closes the page\'s API at once, for the edited site only', async () => {
    expect((await s.get(LIST, op)).code).toBe('200');
    const roles = (await s.get<SystemRole[]>(SYSTEM_API.roles, siteadmin)).data;
    expect(roles.find((r) => r.name === 'operator')).toMatchObject({ menus: s.ctx.registry.menus.roles.find((r) => r.name === 'operator')?.menus, siteMenus: null });
    expect((await s.put(SYSTEM_API.roleMenus('operator'), { menus: ['home', 'nope'] }, siteadmin)).code).toBe('100002');
    expect((await s.put(SYSTEM_API.roleMenus('operator'), { menus: ['home', 'contract_management'] }, siteadmin)).code).toBe('200');
    expect((await s.get(LIST, op)).code).toBe('100004');
    expect((await s.get('/api/records/contract', op)).code).toBe('200');
    expect((await s.get(LIST, op2)).code).toBe('200');
    // Back to the global whitelist.
    expect((await s.put(SYSTEM_API.roleMenus('operator'), { menus: null }, siteadmin)).code).toBe('200');
    expect((await s.get(LIST, op)).code).toBe('200');
  });

  it('per-site menu settings hide a menu and its API, and are refused when they name a missing menu', async () => {
    const bad = await s.put(SYSTEM_API.siteMenus(1), { menuSettings: { franchis: { enabled: false } } }, siteadmin);
    expect(bad.code).toBe('100002');
    expect(bad.msg).toBe('菜单 "franchis" 不存在于菜单树，是否应为 "franchise"？');
    const okr = await s.put(SYSTEM_API.siteMenus(1), { menuSettings: { franchise: { enabled: false }, release: { title: '项目挂牌' } } }, siteadmin);
    expect(okr.code).toBe('200');
    expect((await s.get(LIST, op)).code).toBe('100004');
    const meta = (await s.get<AppMeta>('/api/meta/app', op)).data;
    const release = meta.menus.sections.flatMap((x) => x.children ?? []).find((m) => m.name === 'release')!;
    expect(release.title).toBe('项目挂牌');
    expect(release.children?.some((m) => m.name === 'franchise')).toBe(false);
    expect((await s.get(LIST, op2)).code).toBe('200');
    expect((await s.put(SYSTEM_API.siteMenus(1), { menuSettings: {} }, siteadmin)).code).toBe('200');
    expect((await s.get(LIST, op)).code).toBe('200');
  });

  it('workflow roles per site: within the schema only, and never narrowed to no role', async () => {
    const made = await withVariety<RecordRow>('POST', LIST, op, 'TDJYQ', { data: franchiseData({ projectName: '流程测试项目' }) });
    const submitted = await s.post<RecordRow>(`${LIST}/${made.data.id}/transition`, { action: 'submit' }, op);
    expect(submitted.code).toBe('200');
    expect((await s.put(SYSTEM_API.siteWorkflow(1), { workflowRoles: { franchise: { approve: ['operator'] } } }, siteadmin)).code).toBe('100002');
    // A step nobody may take would leave every submitted listing waiting for ever.
    const empty = await s.put(SYSTEM_API.siteWorkflow(1), { workflowRoles: { franchise: { approve: [] } } }, siteadmin);
    expect(empty).toMatchObject({ code: '100002', msg: expect.stringMatching(/“审核通过”至少需要一个可执行的角色/) as unknown });
    const page = (await s.get<{ entity: { 'x-workflow': { transitions: { action: string; roles: string[] }[] } } }>('/api/meta/page/franchise_audit', auditor)).data;
    expect(page.entity['x-workflow'].transitions.find((t) => t.action === 'approve')!.roles).toEqual(['auditor']);
    expect((await s.put(SYSTEM_API.siteWorkflow(1), { workflowRoles: {} }, siteadmin)).code).toBe('200');
    const approved = await s.post<RecordRow>(`${LIST}/${made.data.id}/transition`, { action: 'approve', opinion: '同意' }, auditor);
    expect(approved.code).toBe('200');
  });

  it('locks a user out at once, unlocks, and resets a password that must be changed at the next login', async () => {
    const clerk = await s.post<SystemUser>(SYSTEM_API.users, { username: 'clerk2', name: '锁定测试', roles: ['operator'], password: 'Clerk1234' }, siteadmin);
    const t = await s.login('clerk2', 'Clerk1234');
    expect((await s.post(SYSTEM_API.lockUser(clerk.data.id), { locked: true }, siteadmin)).data).toMatchObject({ locked: true });
    expect((await s.get('/api/user/info', t)).code).toBe('100001');
    const login = await s.post('/api/user/login', { username: 'clerk2', password: 'Clerk1234' });
    expect(login).toMatchObject({ code: '100007', msg: '该账号已被锁定，请联系管理员' });
    expect((await s.post(SYSTEM_API.lockUser(clerk.data.id), { locked: false }, siteadmin)).code).toBe('200');
    expect((await s.post(SYSTEM_API.resetPassword(clerk.data.id), { password: 'short' }, siteadmin)).code).toBe('100002');
    expect((await s.post(SYSTEM_API.resetPassword(clerk.data.id), { password: 'Reset12345' }, siteadmin)).code).toBe('200');
    const res = await s.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: 'clerk2', password: 'Reset12345' } });
    expect(res.json<{ code: string }>().code).toBe('200');
    expect(String(res.headers['set-cookie'])).toContain('Change-Pass=1');
  });

  it('no self-lockout, and the last active administrator stays', async () => {
    const me = (await s.get<SystemUser[]>(SYSTEM_API.users, siteadmin)).data.find((u) => u.username === 'siteadmin')!;
    expect((await s.post(SYSTEM_API.lockUser(me.id), { locked: true }, siteadmin)).msg).toBe('不能锁定自己的账号');
    expect((await s.put(SYSTEM_API.user(me.id), { name: me.name, roles: ['operator'] }, siteadmin)).msg).toBe('不能移除自己的管理员角色');
    const adminRow = (await s.get<SystemUser[]>(SYSTEM_API.users, admin)).data.find((u) => u.username === 'admin')!;
    expect((await s.post(SYSTEM_API.lockUser(adminRow.id), { locked: true }, admin)).code).toBe('100002');
    // A second administrator may not lock the last other one either.
    const second = await s.post<SystemUser>(SYSTEM_API.users, { username: 'admin2', name: '副管理员', roles: ['admin'], siteId: null, password: 'Admin2345' }, admin);
    expect(second.code).toBe('200');
    expect((await s.post(SYSTEM_API.lockUser(second.data.id), { locked: true }, admin)).code).toBe('200');
    const t2 = await s.login('admin2', 'Admin2345').catch(() => null);
    expect(t2).toBeNull();
    expect(await count(s, "SELECT count(*)::int AS n FROM users WHERE username = 'admin' AND NOT locked")).toBe(1);
  });

  it('a supervision warning reaches the site\'s administrator and auditors as a type-3 notice, not another site\'s', async () => {
    const made = await s.post<RecordRow>('/api/records/supervision', { data: { subject: '挂牌期满未成交项目', kind: '挂牌期满未成交' } }, siteadmin);
    expect(made.code).toBe('200');
    expect(made.data.siteId).toBe(1);
    expect((await s.post(`/api/records/supervision/${made.data.id}/transition`, { action: 'warn', opinion: '请尽快处理' }, siteadmin)).code).toBe('200');
    const rows = await s.db.query<{ username: string }>(
      'SELECT u.username FROM messages m JOIN users u ON u.id = m.user_id WHERE m.record_id = $1 AND m.type = 3 ORDER BY u.username',
      [made.data.id],
    );
    expect(rows.map((r) => r.username)).toEqual(['auditor', 'siteadmin']);
    // The auditor reads and closes it; site 2's administrator does not see it.
    expect((await s.get(`/api/records/supervision/${made.data.id}`, auditor)).code).toBe('200');
    const siteadmin2 = await s.token('siteadmin2');
    const other = await s.get<ListResult>('/api/records/supervision', siteadmin2);
    expect(other.data.list.map((r) => r.id)).not.toContain(made.data.id);
    expect((await s.post(`/api/records/supervision/${made.data.id}/transition`, { action: 'handle' }, auditor)).code).toBe('200');
  });

  it('institutions are kept per site by the site administrator (JSON pages on the engine)', async () => {
    const made = await s.post<RecordRow>('/api/records/institution', { data: { name: '蒲江农商银行', kind: '银行', contactPhone: '028-88551234' } }, siteadmin);
    expect(made.code).toBe('200');
    const bad = await s.post('/api/records/institution', { data: { name: '', kind: '银行' } }, siteadmin);
    expect(bad.code).toBe('100002');
    expect((await s.get('/api/records/institution', op)).code).toBe('100004');
    const siteadmin2 = await s.token('siteadmin2');
    expect((await s.get(`/api/records/institution/${made.data.id}`, siteadmin2)).code).not.toBe('200');
  });

  it('site parameters and pay accounts: checked, kept per site, read by the account endpoint', async () => {
    const bad = await s.put(SYSTEM_API.siteSettings(1), { listingDays: 0, signature: 'javascript:alert(1)' }, siteadmin);
    expect(bad).toMatchObject({ code: '100002', msg: '默认公告期（天）应为 1 到 365 的整数' });
    const saved = await s.put<{ settings: Record<string, unknown> }>(SYSTEM_API.siteSettings(1), { listingDays: 20, auctionDelayMinutes: 5, seal: '/api/files/seal.png' }, siteadmin);
    expect(saved.data.settings).toEqual({ listingDays: 20, auctionDelayMinutes: 5, signature: '', seal: '/api/files/seal.png' });
    expect((await s.get(SYSTEM_API.siteSettings(2), siteadmin)).code).toBe('100004');
    expect((await s.post(SYSTEM_API.siteAccounts(1), { acountNumber: 'abc', acountName: '户名', bank: '银行' }, siteadmin)).code).toBe('100002');
    const added = await s.post<{ id: number; acountNumber: string }[]>(SYSTEM_API.siteAccounts(1), { acountNumber: '6222 0000 1111 2222', acountName: '蒲江中心新结算户', bank: '蒲江农商银行' }, siteadmin);
    expect(added.code).toBe('200');
    const read = await s.get<{ acountName: string }[]>('/api/payConfig/queryAccountListBySite', op);
    expect(read.data.map((a) => a.acountName)).toContain('蒲江中心新结算户');
    expect((await s.get<{ acountName: string }[]>('/api/payConfig/queryAccountListBySite', op2)).data.map((a) => a.acountName)).not.toContain('蒲江中心新结算户');
    const mine = added.data.find((a) => a.acountNumber === '6222 0000 1111 2222')!;
    expect((await s.del(SYSTEM_API.siteAccount(2, mine.id), siteadmin)).code).toBe('100004');
    expect((await s.del(SYSTEM_API.siteAccount(1, mine.id), siteadmin)).code).toBe('200');
    expect((await s.get<{ acountName: string }[]>('/api/payConfig/queryAccountListBySite', op)).data.map((a) => a.acountName)).not.toContain('蒲江中心新结算户');
  });

  it('audits every setup change', async () => {
    const rows = await s.db.query<{ entity: string; action: string }>("SELECT entity, action FROM record_audit WHERE entity LIKE 'sys_%'");
    const seen = new Set(rows.map((r) => `${r.entity}:${r.action}`));
    for (const k of ['sys_site:varieties', 'sys_site:menus', 'sys_site:workflow', 'sys_role:menus:operator', 'sys_user:create', 'sys_user:lock', 'sys_user:unlock', 'sys_user:reset_password', 'sys_site:settings', 'sys_site:account']) {
      expect(seen.has(k), k).toBe(true);
    }
    const log = await s.get<{ list: unknown[] }>('/api/audit', admin, { entity: 'sys_user' });
    expect(log.code).toBe('200');
    expect(log.data.list.length).toBeGreaterThan(0);
  });

  it('answers every malformed setup write inside the envelope, never with a server error', async () => {
    const nasty: unknown[] = ['', '\u0000', 'x'.repeat(5000), -1, 1.5, 2 ** 40, null, true, [], {}, ['admin'], { a: { b: 1 } }, '../x', '9223372036854775808'];
    const routes: [string, string][] = [
      ['POST', SYSTEM_API.users],
      ['PUT', '/api/system/users/abc'],
      ['PUT', '/api/system/users/99999999999'],
      ['POST', '/api/system/users/1/lock'],
      ['POST', '/api/system/users/-1/resetPassword'],
      ['PUT', '/api/system/roles/nope/menus'],
      ['PUT', SYSTEM_API.roleMenus('operator')],
      ['POST', '/api/records/site'],
      ['PUT', '/api/records/site/x'],
      ['POST', '/api/records/dictionary'],
      ['POST', '/api/records/unit'],
      ['PUT', SYSTEM_API.siteVarieties(1)],
      ['PUT', SYSTEM_API.siteMenus(1)],
      ['PUT', SYSTEM_API.siteWorkflow(1)],
    ];
    const keys = ['username', 'name', 'roles', 'siteId', 'userType', 'password', 'locked', 'menus', 'regionId', 'domain', 'varieties', 'menuSettings', 'workflowRoles'];
    for (const [method, url] of routes) {
      for (const [i, v] of nasty.entries()) {
        const payload = { [keys[i % keys.length]!]: v, [keys[(i + 5) % keys.length]!]: v, name: i % 2 ? v : '测试' };
        const res = await s.app.inject({ method: method as 'POST' | 'PUT', url, headers: { token: admin }, payload });
        const code = res.json<{ code: string }>().code;
        expect(['200', '100002', '100003', '100004'], `${method} ${url} ${JSON.stringify(payload).slice(0, 80)} -> ${code}`).toContain(code);
      }
    }
  });
});
