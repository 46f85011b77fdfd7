// GET /api/lists/:pageId: the server holds a list page to its fixed filters. A request that drops them,
// contradicts them or asks for a different set still gets only the page's rows; the user's own filters
// still narrow. The export of a page is held to them the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../src/shared/api.ts';
import type { ExportHead } from '../../src/shared/excel/api.ts';
import { backends } from './helpers/db.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

// franchise_approval: fixed { status: 'pending' }; nj_service_money: fixed { status: ['approved', 'paid'] }.
const APPROVAL = '/api/lists/franchise_approval';
const MONEY = '/api/lists/nj_service_money';

describe.each(backends())('page-scoped lists on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  let auditor: string;
  let operator: string;
  const byStatus = async (entity: string, statuses: string[]): Promise<number> =>
    (await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM records WHERE entity = $1 AND status IN (SELECT jsonb_array_elements_text($2::jsonb))', [entity, JSON.stringify(statuses)]))[0]?.n ?? 0;

  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await s.token('admin');
    auditor = await s.token('auditor');
    operator = await s.token('operator');
    // Rows on both sides of each page's filter, whatever the seed holds.
    const rows: [string, string][] = [['franchise', 'pending'], ['franchise', 'draft'], ['franchise', 'approved'], ['service_deal', 'approved'], ['service_deal', 'paid'], ['service_deal', 'pending']];
    for (const [entity, status] of rows) {
      await s.db.query(`INSERT INTO records (entity, site_id, variety, status, data) VALUES ($1, 1, 'TDJYQ', $2, $3::jsonb)`, [
        entity,
        status,
        JSON.stringify({ projectName: `固定筛选${status}`, serviceName: `固定筛选${status}` }),
      ]);
    }
  });
  afterAll(async () => {
    await s?.close();
  });

  const list = async (url: string, token: string, query: Record<string, string> = {}): Promise<ListResult> => {
    const r = await s.get<ListResult>(url, token, { size: '200', ...query });
    expect(r.code, r.msg).toBe('200');
    return r.data;
  };
  const statuses = (r: ListResult) => new Set(r.list.map((row) => row.status));

  it('answers only the page\'s rows when the request names no filter', async () => {
    const pending = await byStatus('franchise', ['pending']);
    const all = await s.get<ListResult>('/api/records/franchise', admin, { size: '1' });
    // The entity holds other rows, so a list that ignored the page would show them.
    expect(all.data.total).toBeGreaterThan(pending);
    const r = await list(APPROVAL, admin);
    expect(r.total).toBe(pending);
    expect(statuses(r)).toEqual(new Set(['pending']));
  });

  it('keeps the fixed filter when the request contradicts it or asks for other values', async () => {
    const pending = await byStatus('franchise', ['pending']);
    const contradicted = await list(APPROVAL, admin, { 'f.status.eq': 'draft' });
    expect(contradicted.total).toBe(pending);
    expect(statuses(contradicted)).toEqual(new Set(['pending']));
    // Another operator on the same field narrows under the fixed one: never a draft row.
    const wider = await list(APPROVAL, admin, { 'f.status.in': 'draft,approved,pending' });
    expect(wider.total).toBe(pending);
    expect(statuses(wider)).toEqual(new Set(['pending']));
    const other = await list(APPROVAL, admin, { 'f.status.in': 'draft,approved' });
    expect(other.total).toBe(0);
  });

  it('holds a list fixed to several values to those values', async () => {
    const money = await byStatus('service_deal', ['approved', 'paid']);
    expect(await byStatus('service_deal', ['pending'])).toBeGreaterThan(0);
    const r = await list(MONEY, admin, { 'f.status.in': 'approved,paid,pending', 'f.status.eq': 'pending' });
    expect(r.total).toBe(0); // pending AND one of approved/paid: nothing
    // The same key as the fixed filter is replaced by it: the page's rows, not the pending ones.
    const replaced = await list(MONEY, admin, { 'f.status.in': 'pending' });
    expect(replaced.total).toBe(money);
    expect(statuses(replaced).has('pending')).toBe(false);
    const plain = await list(MONEY, admin);
    expect(plain.total).toBe(money);
    expect([...statuses(plain)].every((st) => st === 'approved' || st === 'paid')).toBe(true);
  });

  it('still narrows by the user\'s own filters, and keeps site isolation', async () => {
    const r = await list(APPROVAL, admin, { 'f.projectName.like': '固定筛选' });
    expect(r.list.map((row) => row.data.projectName)).toEqual(['固定筛选pending']);
    const site = await list(APPROVAL, auditor);
    expect(site.list.every((row) => row.siteId === 1 && row.status === 'pending')).toBe(true);
  });

  it('refuses a page the caller may not open, and names no page that is not a list', async () => {
    expect((await s.get(APPROVAL, operator)).code).toBe('100004');
    expect((await s.get('/api/lists/stats_money', admin)).code).toBe('100003');
    expect((await s.get('/api/lists/franchise_form', admin)).code).toBe('100003');
    expect((await s.get('/api/lists/nope', admin)).code).toBe('100003');
    expect((await s.get(APPROVAL)).code).toBe('100001');
  });

  it('exports no more than the page lists, whatever the request says', async () => {
    const pending = await byStatus('franchise', ['pending']);
    const res = await s.app.inject({
      method: 'GET',
      url: '/api/records/franchise/export',
      query: { listPage: 'franchise_approval', 'f.status.eq': 'draft' },
      headers: { token: admin },
    });
    const head = JSON.parse(res.body.split('\n')[0] ?? '{}') as ExportHead;
    expect(head.total).toBe(pending);
  });
});
