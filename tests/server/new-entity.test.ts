// A new entity with list, form and detail pages, from JSON files alone (tests/server/fixtures/new-entity):
// no TypeScript changes, and the generic API serves it completely.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult, PageBundle, RecordRow, StatsResult } from '../../src/shared/api.ts';
import { canPage } from '../../src/shared/permission.ts';
import { loadRegistry } from '../../src/server/registryLoad.ts';
import { creditCode } from '../../src/server/seed/franchise.ts';
import { backends } from './helpers/db.ts';
import { HOME_PAGE_APP, startTestServer, type TestServer } from './helpers/server.ts';
import { checkEnvironment } from '../../src/shared/check/index.ts';

const ROOT = join(import.meta.dirname, 'fixtures', 'new-entity');
const LIST = '/api/records/cooperative';

const coop = (over: Record<string, string> = {}) => ({
  coopName: '蒲江县飞虎猕猴桃专业合作社',
  creditCode: creditCode('93510131MA6C0001X'),
  legalPerson: '陈国富',
  contactPhone: '13881234567',
  members: '58',
  registeredCapital: '500000.00',
  foundedDate: '2016-03-18',
  ...over,
});

// The fixture is another app on the same engine: none of this app's plugins, one custom home page.
const FIXTURE_APP = HOME_PAGE_APP;

describe('the new-entity fixture', () => {
  it('passes the schema check', async () => {
    const r = await loadRegistry(ROOT, checkEnvironment(FIXTURE_APP.map((p) => p.manifest)));
    expect(r.problems).toEqual([]);
    expect(Object.keys(r.registry?.entities ?? {})).toEqual(['cooperative']);
  });
});

describe.each(backends())('a JSON-only entity on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer(backend, { root: ROOT, plugins: FIXTURE_APP });
    admin = await s.token('admin');
  });
  afterAll(async () => {
    await s?.close();
  });
  /** An all-sites administrator names the site a new record belongs to (records always have one). */
  const create = async (body: unknown) =>
    (await s.app.inject({ method: 'POST', url: LIST, headers: { token: admin, siteId: '1' }, payload: body as Record<string, unknown> })).json<unknown>();

  it('creates the x-indexes expression index', async () => {
    const rows = await s.db.query<{ indexname: string }>("SELECT indexname FROM pg_indexes WHERE indexname = 'rx_cooperative_coopname' AND schemaname = current_schema()");
    expect(rows).toHaveLength(1);
  });

  it('serves its pages as bundles', async () => {
    for (const id of ['cooperative_list', 'cooperative_form', 'cooperative_detail']) {
      const b = await s.get<PageBundle>(`/api/meta/page/${id}`, admin);
      expect(b.code).toBe('200');
      expect(b.data.entity?.name).toBe('cooperative');
    }
  });

  it('drives create, validation, list, get, update and delete through the generic API', async () => {
    const bad = await s.post(LIST, { data: coop({ contactPhone: '999' }) }, admin);
    expect(bad).toMatchObject({ code: '100002', msg: '请输入正确的联系电话' });
    const badCode = await s.post(LIST, { data: coop({ creditCode: '123' }) }, admin);
    expect(badCode.code).toBe('100002');
    expect(badCode.msg).toContain('统一社会信用代码');

    const res = await s.app.inject({ method: 'POST', url: LIST, headers: { token: admin, siteId: '1' }, payload: { data: coop() } });
    const created = res.json<{ code: string; data: RecordRow }>().data;
    expect(created).toMatchObject({ status: null, siteId: 1, variety: null, version: 1 });
    await create({ data: coop({ coopName: '西来镇茶叶合作社', members: '120', creditCode: creditCode('93510131MA6C0002X') }) });
    await create({ data: coop({ coopName: '成佳镇小型合作社', members: '9', creditCode: creditCode('93510131MA6C0003X') }) });

    const list = await s.get<ListResult>(LIST, admin, { sort: '-members', 'f.members.gte': '10' });
    expect(list.data.list.map((r) => r.data.members)).toEqual(['120', '58']);
    const like = await s.get<ListResult>(LIST, admin, { 'f.coopName.like': '茶叶' });
    expect(like.data.total).toBe(1);
    expect((await s.get(LIST, admin, { 'f.projectName.eq': 'x' })).code).toBe('100002');

    const got = await s.get<RecordRow>(`${LIST}/${created.id}`, admin);
    expect(got.data.data.coopName).toBe('蒲江县飞虎猕猴桃专业合作社');

    const upd = await s.put<RecordRow>(`${LIST}/${created.id}`, { data: { members: '60' }, version: 1 }, admin);
    expect(upd.data).toMatchObject({ version: 2, data: { members: '60', coopName: '蒲江县飞虎猕猴桃专业合作社' } });
    expect((await s.put(`${LIST}/${created.id}`, { data: { members: '61' }, version: 1 }, admin)).code).toBe('100005');

    expect((await s.del(`${LIST}/${created.id}`, admin)).code).toBe('200');
    expect((await s.get(`${LIST}/${created.id}`, admin)).code).toBe('100003');
    // No workflow: transitions are refused clearly.
    expect((await s.post(`${LIST}/1/transition`, { action: 'submit' }, admin)).code).toBe('100006');
  });

  it('computes its stats page by SQL, scoped like lists', async () => {
    await create({ data: coop({ coopName: '统计甲', legalPerson: '统计人', members: '10', registeredCapital: '100.10', creditCode: creditCode('93510131MA6C0011X') }) });
    await create({ data: coop({ coopName: '统计乙', legalPerson: '统计人', members: '5', registeredCapital: '0.20', creditCode: creditCode('93510131MA6C0012X') }) });
    const r = await s.get<StatsResult>('/api/stats/cooperative_stats', admin, { 'f.coopName.like': '统计' });
    expect(r.code).toBe('200');
    // Sums are exact decimal strings at the field's scale; counts are integers.
    const values = { count: 2, capital: '100.30', members: '15' };
    expect(r.data.metrics).toEqual(values);
    // Stats months are China time (UTC+8).
    const month = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
    expect(r.data.groups.month).toEqual([{ key: month, label: `${month.slice(0, 4)}年${Number(month.slice(5))}月`, values }]);
    expect(r.data.groups.person).toEqual([{ key: '统计人', label: '统计人', values }]);
    const y = new Date().getFullYear();
    expect((await s.get<StatsResult>('/api/stats/cooperative_stats', admin, { year: String(y - 5) })).data.metrics.count).toBe(0);
    expect((await s.get('/api/stats/cooperative_stats', admin, { month: '13', year: String(y) })).code).toBe('100002');
    expect((await s.get('/api/stats/cooperative_list', admin)).code).toBe('100003');
    expect((await s.get('/api/stats/cooperative_stats', await s.token('operator'))).code).toBe('100004');
  });

  it('opens to a site role once its whitelist names the new menu', async () => {
    const op = await s.token('operator');
    expect((await s.get(LIST, op)).code).toBe('100004');
    await s.db.query(`UPDATE roles SET menu_names = menu_names || '["cooperative_ledger"]'::jsonb WHERE name = 'operator'`);
    expect((await s.get(LIST, op)).code).toBe('200');
    const page = s.ctx.registry.pages.pages.find((p) => p.id === 'cooperative_list')!;
    expect(canPage({ userId: 0, roles: ['operator'], menuNames: ['cooperative_ledger'], siteId: 1 }, s.ctx.registry.menus, page)).toBe(true);
    const r = await s.post<RecordRow>(LIST, { data: coop({ creditCode: creditCode('93510131MA6C0004X') }) }, op);
    expect(r.data.siteId).toBe(1);
    // Site isolation holds for the new entity too.
    expect((await s.get(`${LIST}/${r.data.id}`, await s.token('operator2'))).code).toBe('100004');
  });
});
