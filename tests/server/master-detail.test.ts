// A business area with a child list and a filtered link, from JSON files alone
// (tests/server/fixtures/master-detail): 交易纠纷 (dispute) and its 调解记录 (mediation sessions). The detail
// page lists a dispute's sessions through the sessions' own list page, filtered by the reference, so the
// server applies that page's permission and site scope; the list's 调解次数 column and a detail action
// link to the session list filtered by the dispute, which is an ordinary request filter.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult, PageBundle, RecordRow } from '../../src/shared/api.ts';
import { linkFilterParams } from '../../src/shared/listLink.ts';
import type { DetailPage, ListPage } from '../../src/shared/schema/types.ts';
import { checkEnvironment } from '../../src/shared/check/index.ts';
import { loadRegistry } from '../../src/server/registryLoad.ts';
import { backends } from './helpers/db.ts';
import { HOME_PAGE_APP, startTestServer, type TestServer } from './helpers/server.ts';

const ROOT = join(import.meta.dirname, 'fixtures', 'master-detail');

describe('the master-detail fixture', () => {
  it('passes the schema check', async () => {
    const r = await loadRegistry(ROOT, checkEnvironment(HOME_PAGE_APP.map((p) => p.manifest)));
    expect(r.problems).toEqual([]);
    expect(Object.keys(r.registry?.entities ?? {}).sort()).toEqual(['dispute', 'mediation']);
  });
});

describe.each(backends())('a JSON-only master-detail area on %s', (backend) => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend, { root: ROOT, plugins: HOME_PAGE_APP });
    op = await s.token('operator');
  });
  afterAll(async () => {
    await s?.close();
  });

  const dispute = async (subject: string, token = op): Promise<number> => {
    const r = await s.post<RecordRow>('/api/records/dispute', { data: { subject, applicant: '王大明' } }, token);
    expect(r.code).toBe('200');
    return r.data.id;
  };
  const session = async (disputeId: number, heldOn: string, token = op): Promise<number> => {
    const r = await s.post<RecordRow>('/api/records/mediation', { data: { disputeId: String(disputeId), mediator: '李调解', heldOn } }, token);
    expect(r.code).toBe('200');
    return r.data.id;
  };
  /** The rows the detail page's section asks for: the child list page, filtered by the reference, in the
   *  list's default order (the browser sends it), two a page (the section's pageSize). */
  const children = (id: number, token = op, more: Record<string, string> = {}) =>
    s.get<ListResult>('/api/lists/mediation_list', token, { 'f.disputeId.eq': String(id), size: '2', sort: '-heldOn', ...more });

  it('serves the detail page with its related list, and the list column with its link', async () => {
    const detail = await s.get<PageBundle>('/api/meta/page/dispute_detail', op);
    expect((detail.data.schema as DetailPage).related).toEqual([
      expect.objectContaining({ list: 'mediation_list', match: 'disputeId', add: { title: '录入调解记录', page: 'mediation_form' } }),
    ]);
    const list = await s.get<PageBundle>('/api/meta/page/dispute_list', op);
    const column = (list.data.schema as ListPage).columns.find((c) => c.field === 'sessionCount');
    expect(column?.link).toEqual({ page: 'mediation_list', filter: { disputeId: 'id' } });
  });

  it('lists one dispute\'s sessions only, paged and in the list\'s order', async () => {
    const a = await dispute('租金拖欠');
    const b = await dispute('地界争议');
    await session(a, '2026-10-01');
    await session(a, '2026-10-03');
    await session(a, '2026-10-02');
    await session(b, '2026-10-05');
    const first = await children(a);
    expect(first.data.total).toBe(3);
    expect(first.data.list.map((r) => r.data.heldOn)).toEqual(['2026-10-03', '2026-10-02']);
    expect((await children(a, op, { page: '2' })).data.list.map((r) => r.data.heldOn)).toEqual(['2026-10-01']);
    expect((await children(b)).data.total).toBe(1);
    // The parent's count rollup follows (the list's linked 调解次数).
    expect((await s.get<RecordRow>(`/api/records/dispute/${a}`, op)).data.data.sessionCount).toBe('3');
  });

  it('follows a link: the filter a column link makes is what the list endpoint applies', async () => {
    const a = await dispute('链接筛选');
    await session(a, '2026-10-08');
    const row = (await s.get<RecordRow>(`/api/records/dispute/${a}`, op)).data;
    const params = linkFilterParams({ disputeId: 'id' }, row);
    expect(params).toEqual({ 'f.disputeId.eq': String(a) });
    const r = await s.get<ListResult>('/api/lists/mediation_list', op, params ?? {});
    expect(r.data.list.map((x) => x.data.disputeId)).toEqual([String(a)]);
  });

  it('refuses the sessions to a role that may open the dispute but not the session list', async () => {
    const a = await dispute('权限');
    await session(a, '2026-10-09');
    const auditor = await s.token('auditor');
    expect((await s.get<RecordRow>(`/api/records/dispute/${a}`, auditor)).code).toBe('200');
    expect((await children(a, auditor)).code).toBe('100004');
  });

  it('keeps another site\'s sessions out, whatever the filter asks', async () => {
    const a = await dispute('站点隔离');
    await session(a, '2026-10-10');
    const other = await s.token('operator2');
    const r = await children(a, other);
    expect(r.code).toBe('200');
    expect(r.data.total).toBe(0);
    // Nor can that site file a session under this site's dispute (the reference is read within the site).
    const bad = await s.post('/api/records/mediation', { data: { disputeId: String(a), mediator: '外站', heldOn: '2026-10-11' } }, other);
    expect(bad.code).not.toBe('200');
  });
});
