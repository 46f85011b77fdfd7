// The permission guard: menu whitelists, site isolation, page bundles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppMeta, HistoryRow, ListResult, PageBundle, RecordRow } from '../../src/shared/api.ts';
import { backends } from './helpers/db.ts';
import { createFranchise } from './helpers/franchise.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

const LIST = '/api/records/franchise';

describe.each(backends())('guard on %s', (backend) => {
  let s: TestServer;
  let site1: RecordRow;
  beforeAll(async () => {
    s = await startTestServer(backend);
    site1 = await createFranchise(s, await s.token('operator'), { projectName: '一号站点的项目' });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('keeps site staff to their own site: get/update/delete/transition/history of another site -> 100004', async () => {
    const op2 = await s.token('operator2');
    expect(await s.get(`${LIST}/${site1.id}`, op2)).toMatchObject({ code: '100004', msg: '未授权' });
    expect((await s.put(`${LIST}/${site1.id}`, { data: { projectName: '越权' }, version: site1.version }, op2)).code).toBe('100004');
    expect((await s.post(`${LIST}/${site1.id}/transition`, { action: 'submit' }, op2)).code).toBe('100004');
    expect((await s.get(`${LIST}/${site1.id}/history`, op2)).code).toBe('100004');
    expect((await s.del(`${LIST}/${site1.id}`, op2)).code).toBe('100004');
    const still = await s.get<RecordRow>(`${LIST}/${site1.id}`, await s.token('operator'));
    expect(still.data).toMatchObject({ version: site1.version, status: 'draft' });
  });

  it('lists only the caller\'s site; admin sees all sites', async () => {
    const list2 = await s.get<ListResult>(LIST, await s.token('operator2'), { size: '200' });
    expect(list2.data.total).toBeGreaterThan(0);
    expect(list2.data.list.every((r) => r.siteId === 2)).toBe(true);
    expect(list2.data.list.some((r) => r.id === site1.id)).toBe(false);
    // Filtering on siteId cannot widen the scope.
    const sneaky = await s.get<ListResult>(LIST, await s.token('operator2'), { 'f.siteId.eq': '1' });
    expect(sneaky.data.total).toBe(0);
    const all = await s.get<ListResult>(LIST, await s.token('admin'), { size: '200' });
    expect(new Set(all.data.list.map((r) => r.siteId))).toEqual(new Set([1, 2]));
  });

  it('refuses a role without the menu with 100004 on every records route', async () => {
    const fin = await s.token('finance');
    expect(await s.get(LIST, fin)).toMatchObject({ code: '100004', msg: '未授权' });
    expect((await s.get(`${LIST}/${site1.id}`, fin)).code).toBe('100004');
    expect((await s.post(LIST, { data: {} }, fin)).code).toBe('100004');
    expect((await s.put(`${LIST}/${site1.id}`, { data: {}, version: 1 }, fin)).code).toBe('100004');
    expect((await s.get<HistoryRow[]>(`${LIST}/${site1.id}/history`, fin)).code).toBe('100004');
  });

  it('lets the auditor read but not create or update listings', async () => {
    const au = await s.token('auditor');
    expect((await s.get(LIST, au)).code).toBe('200');
    expect((await s.post(LIST, { data: {} }, au)).code).toBe('100004');
    expect((await s.put(`${LIST}/${site1.id}`, { data: {}, version: 1 }, au)).code).toBe('100004');
  });

  it('serves the app meta and page bundles by the same page rule', async () => {
    const fin = await s.token('finance');
    const meta = await s.get<AppMeta>('/api/meta/app', fin);
    expect(meta.code).toBe('200');
    expect(meta.data.pages.some((p) => p.id === 'franchise_list')).toBe(true);
    // The varieties the user's site enabled (the seed leaves 林权 to the site's administrator).
    expect(meta.data.menus.varieties.map((v) => v.code)).toEqual(['GQ', 'JTZYXZC', 'JTJYZC', 'TDJYQ', 'ZJD', 'NCXWGC', 'GYTDCBJYQ', 'GYZC']);
    expect((await s.get('/api/meta/page/franchise_list', fin)).code).toBe('100004');
    expect((await s.get('/api/meta/page/franchise_audit', await s.token('operator'))).code).toBe('100004');
    const b = await s.get<PageBundle>('/api/meta/page/franchise_list', await s.token('operator'));
    expect(b.code).toBe('200');
    expect(b.data.entry.id).toBe('franchise_list');
    expect(b.data.schema?.kind).toBe('list');
    expect(b.data.entity?.name).toBe('franchise');
    expect((await s.get('/api/meta/page/home', fin)).code).toBe('200');
    expect((await s.get('/api/meta/page/nope', fin)).code).toBe('100003');
    expect((await s.get('/api/meta/app')).code).toBe('100001');
  });

  it('brings the bundle of the path being opened with the app meta, by the same page rule', async () => {
    const op = await s.token('operator');
    const path = '/transaction_management/release/franchise';
    const withPage = await s.get<AppMeta>('/api/meta/app', op, { path });
    const alone = await s.get<PageBundle>('/api/meta/page/franchise_list', op);
    expect(withPage.data.page).toEqual(alone.data);
    // A page this user may not open, a path that is no page, and no path: no bundle.
    const fin = await s.get<AppMeta>('/api/meta/app', await s.token('finance'), { path });
    expect(fin.code).toBe('200');
    expect(fin.data.page).toBeUndefined();
    expect((await s.get<AppMeta>('/api/meta/app', op, { path: '/no/such/page' })).data.page).toBeUndefined();
    expect((await s.get<AppMeta>('/api/meta/app', op)).data.page).toBeUndefined();
  });

  it('answers unknown API paths in the envelope', async () => {
    // Without a session even the route table stays private: 100001 first.
    expect((await s.get('/api/nothing/here')).code).toBe('100001');
    expect((await s.get('/api/nothing/here', await s.token('operator'))).code).toBe('100003');
  });
});
