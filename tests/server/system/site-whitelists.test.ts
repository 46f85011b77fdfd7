// Per-site role whitelists edited by the all-sites administrator (it names the site); a site's
// administrator edits only its own. The change is enforced at once, on that site only, and audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_API, type SystemRole } from '../../../src/shared/system/api.ts';
import { backends } from '../helpers/db.ts';
import { count } from '../helpers/franchise.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(backends())('per-site whitelists by the administrator on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  let siteadmin: string;
  let op: string;
  let op2: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await s.token('admin');
    siteadmin = await s.token('siteadmin');
    op = await s.token('operator');
    op2 = await s.token('operator2');
  });
  afterAll(async () => {
    await s?.close();
  });

  const operatorOf = async (token: string, siteId?: string) =>
    (await s.get<SystemRole[]>(SYSTEM_API.roles, token, siteId ? { siteId } : undefined)).data.find((r) => r.name === 'operator');

  it('the administrator narrows site 2’s operator whitelist: refused there at once, site 1 untouched; then restores it', async () => {
    expect((await s.get('/api/records/franchise', op2)).code).toBe('200');
    const r = await s.put(SYSTEM_API.roleMenus('operator'), { siteId: 2, menus: ['home', 'contract_management'] }, admin);
    expect(r.code).toBe('200');
    expect((await operatorOf(admin, '2'))?.siteMenus).toEqual(['home', 'contract_management']);
    expect((await operatorOf(admin, '1'))?.siteMenus).toBeNull();
    // The global whitelist is not what changed.
    expect((await operatorOf(admin))?.menus).toContain('transaction_management');
    expect((await s.get('/api/records/franchise', op2)).code).toBe('100004');
    expect((await s.get('/api/records/franchise', op)).code).toBe('200');
    expect(await count(s, "SELECT count(*)::int AS n FROM record_audit WHERE entity = 'sys_role' AND record_id = 2 AND action = 'menus:operator'")).toBe(1);

    expect((await s.put(SYSTEM_API.roleMenus('operator'), { siteId: 2, menus: null }, admin)).code).toBe('200');
    expect((await operatorOf(admin, '2'))?.siteMenus).toBeNull();
    expect((await s.get('/api/records/franchise', op2)).code).toBe('200');
  });

  it('a site’s administrator neither reads nor edits another site’s whitelists', async () => {
    expect((await s.get(SYSTEM_API.roles, siteadmin, { siteId: '2' })).code).toBe('100004');
    expect((await s.put(SYSTEM_API.roleMenus('operator'), { siteId: 2, menus: ['home'] }, siteadmin)).code).toBe('100004');
    expect((await operatorOf(admin, '2'))?.siteMenus).toBeNull();
    expect((await s.get('/api/records/franchise', op2)).code).toBe('200');
  });
});
