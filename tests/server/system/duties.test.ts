// Separation of duties in system setup: a site administrator cannot give itself roles or set its own
// role's whitelist, and no one saves a whitelist that shuts system setup out of the site administrator
// or a workflow step that no role may take.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../helpers/db.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(backends())('separation of duties in system setup on %s', (backend) => {
  let s: TestServer;
  let sa: string;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    sa = await s.token('siteadmin');
    admin = await s.token('admin');
  });
  afterAll(async () => {
    await s?.close();
  });
  const roles = async (username: string) =>
    (await s.db.query<{ role: string }>('SELECT r.role FROM user_roles r JOIN users u ON u.id = r.user_id WHERE u.username = $1 ORDER BY r.sort', [username])).map((r) => r.role);

  it('a site administrator cannot give itself business roles; it still manages others', async () => {
    const me = (await s.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'siteadmin'"))[0]!.id;
    const r = await s.put(`/api/system/users/${me}`, { name: '周站长', phone: '', siteId: 1, userType: 0, roles: ['site_admin', 'operator', 'auditor'] }, sa);
    expect(r).toMatchObject({ code: '100002', msg: '不能修改自己的角色（职责分离），请由系统管理员办理', errors: [{ field: 'roles' }] });
    expect(await roles('siteadmin')).toEqual(['site_admin']);
    const other = (await s.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'auditor'"))[0]!.id;
    expect((await s.put(`/api/system/users/${other}`, { name: '李审核', phone: '', siteId: 1, userType: 0, roles: ['auditor', 'operator'] }, sa)).code).toBe('200');
    expect(await roles('auditor')).toEqual(['auditor', 'operator']);
    expect((await s.put(`/api/system/users/${other}`, { name: '李审核', phone: '', siteId: 1, userType: 0, roles: ['auditor'] }, sa)).code).toBe('200');
  });

  it('a site administrator cannot set the whitelist of its own role', async () => {
    const r = await s.put('/api/system/roles/site_admin/menus', { siteId: 1, menus: ['home', 'system_setup'] }, sa);
    expect(r.code).toBe('100002');
    expect(r.msg).toBe('不能修改自己所属角色（站点管理员）的菜单白名单（职责分离），请由系统管理员办理');
  });

  it('no whitelist takes system setup away from the site administrator', async () => {
    const r = await s.put('/api/system/roles/site_admin/menus', { siteId: 1, menus: ['home'] }, admin);
    expect(r).toMatchObject({ code: '100002', msg: '角色“站点管理员”的菜单白名单须保留“系统设置”，否则将无人能进入本站点的系统设置' });
    const row = await s.db.query<{ role_menus: unknown }>('SELECT role_menus FROM sites WHERE id = 1');
    expect(JSON.stringify(row[0]?.role_menus ?? {})).not.toContain('site_admin');
  });

  it('no workflow step is left without a role that may take it', async () => {
    const r = await s.put('/api/system/sites/1/workflow', { workflowRoles: { franchise: { approve: [] } } }, sa);
    expect(r.code).toBe('100002');
    expect(r.msg).toMatch(/^“.+”的“审核通过”至少需要一个可执行的角色/);
    expect((await s.put('/api/system/sites/1/workflow', { workflowRoles: { franchise: { approve: ['auditor'] } } }, sa)).code).toBe('200');
  });
});
