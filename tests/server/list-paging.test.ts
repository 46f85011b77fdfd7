// List paging at scale: keyset cursors give the same pages as offsets in every sort (NULLs included),
// totals are exact when cheap or asked for and capped otherwise, trigram indexes exist for `like`
// filters, and PGlite's maintenance pass vacuums what changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult, RecordRow } from '../../src/shared/api.ts';
import { maintain, tablesDue } from '../../src/server/db/maintenance.ts';
import { COUNT_CAP } from '../../src/server/records/list.ts';
import { buildListSql } from '../../src/server/records/query.ts';
import { backends } from './helpers/db.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

const LIST = '/api/records/franchise';
const MARK = '游标分页';

describe.each(backends())('list paging on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await s.token('admin');
    // 47 rows: prices with ties and gaps (every 5th has none), creation times with ties.
    await s.db.query(
      `INSERT INTO records (entity, site_id, status, data, created_at)
       SELECT 'franchise', 1, (ARRAY['draft','pending'])[1 + i % 2],
         jsonb_build_object('projectName', $1::text || lpad(i::text, 3, '0'), 'transferMethod', '出租')
           || CASE WHEN i % 5 = 0 THEN '{}'::jsonb ELSE jsonb_build_object('listingPrice', ((i * 7) % 11)::text || '.50') END,
         timestamptz '2024-01-01' + make_interval(mins => i / 3)
       FROM generate_series(1, 47) AS i`,
      [MARK],
    );
  });
  afterAll(async () => {
    await s?.close();
  });

  const list = async (q: Record<string, string>): Promise<ListResult> => {
    const r = await s.get<ListResult>(LIST, admin, { [`f.projectName.like`]: MARK, ...q });
    expect(r.code, r.msg).toBe('200');
    return r.data;
  };

  it.each(['-createdAt', 'createdAt', '-listingPrice', 'listingPrice', 'projectName', '-id', 'status'])(
    'walks every page by cursor, forwards and back, exactly as by page number (sort %s)',
    async (sort) => {
      const size = '6';
      const byOffset: number[][] = [];
      for (let page = 1; page <= 8; page++) byOffset.push((await list({ sort, size, page: String(page) })).list.map((r) => r.id));
      expect(byOffset.flat()).toHaveLength(47);
      expect(new Set(byOffset.flat()).size).toBe(47);

      const forward: number[][] = [];
      let r = await list({ sort, size });
      forward.push(r.list.map((x) => x.id));
      expect(r.prev).toBeNull();
      for (let page = 2; r.next; page++) {
        r = await list({ sort, size, page: String(page), after: r.next });
        forward.push(r.list.map((x) => x.id));
      }
      expect(forward).toEqual(byOffset);
      // The last page knows the exact total without counting.
      expect(r.total).toBe(47);
      expect(r.totalExact).toBe(true);

      const backward: number[][] = [r.list.map((x) => x.id)];
      for (let page = 7; r.prev; page--) {
        r = await list({ sort, size, page: String(page), before: r.prev });
        backward.unshift(r.list.map((x) => x.id));
      }
      expect(backward).toEqual(byOffset);
    },
  );

  it('refuses a cursor that is not one, or one from another order, with 100002', async () => {
    const first = await list({ sort: '-createdAt', size: '5' });
    expect(first.next).toBeTruthy();
    const other = await s.get(LIST, admin, { 'f.projectName.like': MARK, sort: 'listingPrice', after: first.next ?? '' });
    expect(other.code).toBe('100002');
    const junk = await s.get(LIST, admin, { sort: '-createdAt', after: 'not-a-cursor' });
    expect(junk.code).toBe('100002');
    const forged = Buffer.from(JSON.stringify({ s: '-createdAt', v: "x'; DROP TABLE records; --", i: 1 })).toString('base64url');
    expect((await s.get(LIST, admin, { sort: '-createdAt', after: forged })).code).toBe('100002');
  });

  it('gives a small list its exact total and cursors on every page by number, and past the end no rows', async () => {
    // Small lists read page and count in one statement (list.ts probeListPage); page 3 of 47 by 6 is
    // neither first nor last, so its total comes from that count.
    const mid = await list({ sort: '-listingPrice', size: '6', page: '3' });
    expect(mid.total).toBe(47);
    expect(mid.totalExact).toBe(true);
    expect(mid.list).toHaveLength(6);
    const next = await list({ sort: '-listingPrice', size: '6', page: '4', after: mid.next! });
    expect(next.list.map((r) => r.id)).toEqual((await list({ sort: '-listingPrice', size: '6', page: '4' })).list.map((r) => r.id));
    const prev = await list({ sort: '-listingPrice', size: '6', page: '2', before: mid.prev! });
    expect(prev.list.map((r) => r.id)).toEqual((await list({ sort: '-listingPrice', size: '6', page: '2' })).list.map((r) => r.id));
    const past = await list({ sort: '-listingPrice', size: '6', page: '20' });
    expect(past.list).toEqual([]);
    expect(past.total).toBe(47);
    expect(past.totalExact).toBe(true);
  });

  it('counts exactly up to COUNT_CAP, estimates above it, and counts all when asked', async () => {
    await s.db.query(
      `INSERT INTO records (entity, site_id, status, data)
       SELECT 'franchise', 2, 'draft', jsonb_build_object('projectName', '封顶计数' || i) FROM generate_series(1, $1::int) AS i`,
      [COUNT_CAP + 25],
    );
    const capped = await s.get<ListResult>(LIST, admin, { 'f.projectName.like': '封顶计数', size: '10' });
    // Past the cap: the planner's estimate, never below what is known to exist.
    expect(capped.data.total).toBeGreaterThan(COUNT_CAP);
    expect(capped.data.totalExact).toBe(false);
    expect(capped.data.list).toHaveLength(10);
    const exact = await s.get<ListResult>(LIST, admin, { 'f.projectName.like': '封顶计数', size: '10', count: 'exact' });
    expect(exact.data.total).toBe(COUNT_CAP + 25);
    expect(exact.data.totalExact).toBe(true);
    // Below the cap the count is exact without asking.
    const few = await s.get<ListResult>(LIST, admin, { 'f.projectName.like': '封顶计数10', size: '3' });
    const expected = Array.from({ length: COUNT_CAP + 25 }, (_, i) => String(i + 1)).filter((n) => n.startsWith('10')).length;
    expect(few.data.total).toBe(expected);
    expect(few.data.totalExact).toBe(true);
  });

  it('creates trigram indexes for like filters and expression statistics', async () => {
    const idx = await s.db.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'records' AND schemaname = current_schema()`,
    );
    const trgm = idx.find((i) => i.indexname === 'rt_franchise_projectname');
    expect(trgm?.indexdef).toContain('gin_trgm_ops');
    expect(idx.some((i) => i.indexname === 'rs_franchise_status_updatedat')).toBe(true);
    const stats = await s.db.query<{ stxname: string }>(`SELECT stxname FROM pg_statistic_ext WHERE stxnamespace = current_schema()::regnamespace`);
    expect(stats.map((x) => x.stxname)).toContain('st_franchise_transfermethod');
  });

  it('lists each record exactly as it reads alone (rows arrive as one JSON text each)', async () => {
    const page = await list({ sort: '-listingPrice', size: '12' });
    expect(page.list).toHaveLength(12);
    for (const row of page.list) {
      const one = await s.get<RecordRow>(`${LIST}/${row.id}`, admin);
      expect(row).toEqual(one.data);
    }
    // Timestamps as the API gives them everywhere: ISO 8601 in UTC with milliseconds.
    expect(page.list[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  // One connection on PGlite, so its prepared statements are visible here; a pool's are per connection.
  it.runIf(backend === 'pglite')('serves a repeated unfiltered list page and the session check from cached generic plans, never a filtered one', async () => {
    for (let i = 0; i < 8; i++) {
      const r = await s.get<ListResult>(LIST, admin, { sort: '-createdAt', size: '7' });
      expect(r.code, r.msg).toBe('200');
      await list({ sort: '-createdAt', size: '7' });
    }
    const stmts = await s.db.query<{ statement: string; generic_plans: number }>(
      `SELECT statement, generic_plans::int FROM pg_prepared_statements WHERE name LIKE 'nccq\\_%'`,
    );
    const page = stmts.find((x) => x.statement.includes('FROM records') && x.statement.includes('LIMIT 8'));
    expect(page?.generic_plans).toBeGreaterThan(0);
    // A generic plan is priced for a typical filter value: a rare name would walk the whole time index.
    expect(stmts.filter((x) => x.statement.includes('ILIKE'))).toEqual([]);
    const session = stmts.find((x) => x.statement.includes('token_hash'));
    expect(session?.generic_plans).toBeGreaterThan(0);
  });

  // PostgreSQL has autovacuum (and other connections' statistics arrive late), so the pass runs on PGlite only.
  it.runIf(backend === 'pglite')('maintenance vacuums and analyzes the tables that changed, then nothing is due', async () => {
    await s.db.query(`UPDATE records SET updated_at = now() WHERE entity = 'franchise' AND data->>'projectName' LIKE '封顶计数%'`);
    expect(await tablesDue(s.db)).toContain('records');
    expect(await maintain(s.db)).toContain('records');
    expect(await tablesDue(s.db)).not.toContain('records');
  });

  it('reads a list filtered by one field and sorted by another from their composite index (x-indexes)', async () => {
    const methods = ['出让', '出租', '转包', '入股'];
    await s.db.query(
      `INSERT INTO records (entity, site_id, status, data)
       SELECT 'franchise', 1, 'draft', jsonb_build_object('projectName', '组合索引' || i, 'transferMethod', ($1::jsonb)->>(i % 4),
         'listingPrice', ((i * 7919) % 1000)::text || '.25')
       FROM generate_series(1, 4000) AS i`,
      [JSON.stringify(methods)],
    );
    await s.db.exec('ANALYZE records');
    const query = { 'f.transferMethod.eq': '入股', 'f.projectName.like': '组合索引', sort: '-listingPrice', size: '10', page: '21' };
    // The statement the list runs past an offset, as the planner sees it.
    const q = buildListSql(s.ctx.registry.entities.franchise!, { userId: 1, roles: ['admin'], menuNames: [], siteId: null }, { ...query, 'f.projectName.like': '' });
    const plan = await s.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT id FROM records WHERE ${q.where} ORDER BY ${q.orderBy} LIMIT 11 OFFSET 200`, q.params);
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('rc_franchise_transfermethod_listingprice');

    // ...and the page is the matching rows in that order.
    const expected = Array.from({ length: 4000 }, (_, k) => k + 1)
      .filter((i) => methods[i % 4] === '入股')
      .map((i) => ({ name: `组合索引${i}`, price: (i * 7919) % 1000 }))
      .sort((a, b) => b.price - a.price);
    const page = await s.get<ListResult>(LIST, admin, query);
    expect(page.code, page.msg).toBe('200');
    const prices = expected.map((e) => e.price);
    expect(page.data.list.map((r) => Number(r.data.listingPrice) - 0.25)).toEqual(prices.slice(200, 210));
    expect(page.data.list.every((r) => r.data.transferMethod === '入股')).toBe(true);

    const all = Array.from({ length: 4000 }, (_, k) => k + 1).sort((a, b) => ((b * 7919) % 1000) - ((a * 7919) % 1000) || b - a);
    // More matches than the count cap, a page within the first COUNT_CAP of them: read by the probe that
    // counts (list.ts probeListPage), in the list's order, its total an estimate.
    const within = await s.get<ListResult>(LIST, admin, { 'f.projectName.like': '组合索引', sort: '-listingPrice', size: '10', page: '50' });
    expect(within.code, within.msg).toBe('200');
    expect(within.data.list.map((r) => r.data.projectName)).toEqual(all.slice(490, 500).map((i) => `组合索引${i}`));
    expect(within.data.totalExact).toBe(false);
    expect(within.data.total).toBeGreaterThan(COUNT_CAP);
    // A deep offset page (past the count cap and the prepared pages): the same rows in the same order.
    const deep = await s.get<ListResult>(LIST, admin, { 'f.projectName.like': '组合索引', sort: '-listingPrice', size: '10', page: '120' });
    expect(deep.code, deep.msg).toBe('200');
    expect(deep.data.list.map((r) => r.data.projectName)).toEqual(all.slice(1190, 1200).map((i) => `组合索引${i}`));
    expect(deep.data.list[0]).toEqual((await s.get<RecordRow>(`${LIST}/${deep.data.list[0]!.id}`, admin)).data);
  });
});
