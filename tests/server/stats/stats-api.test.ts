// GET /api/stats/:pageId on PGlite (and PostgreSQL with TEST_DATABASE_URL): known records in 2017-2020,
// far before anything the seed creates (its records are dated relative to now), so every figure below
// is asserted for those years only; exact sums to the fen, grouping, period and filters, site
// isolation, and refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsGroup, StatsResult } from '../../../src/shared/api.ts';
import type { StatsPage } from '../../../src/shared/schema/types.ts';
import { loadRegistry } from '../../../src/server/registryLoad.ts';
import { backends } from '../helpers/db.ts';
import { PROJECT_ROOT, startTestServer, type TestServer } from '../helpers/server.ts';
import { appCheckEnvironment } from '../../../src/app/plugins.ts';

const MONEY = '/api/stats/stats_money';

interface Rec {
  entity?: string;
  site: number;
  status?: string;
  variety?: string;
  at: string;
  data: Record<string, string>;
}

const contract = (over: Record<string, string>): Record<string, string> => ({ transferMethod: '出租', areaUnit: '亩', ...over });

// Signed unless said otherwise; noon UTC so the month is the same in any session time zone.
const RECORDS: Rec[] = [
  { site: 1, variety: 'TDJYQ', at: '2019-03-10', data: contract({ county: '510131', dealPrice: '1234567.89', area: '10.1234' }) },
  { site: 1, variety: 'LQ', at: '2019-03-20', data: contract({ county: '510131', dealPrice: '0.11', area: '0.0001', transferMethod: '出让' }) },
  { site: 1, variety: 'TDJYQ', at: '2019-11-05', data: contract({ county: '510129', dealPrice: '100.00', area: '5' }) },
  { site: 1, variety: 'TDJYQ', at: '2020-01-15', data: contract({ dealPrice: '0.10', area: '1' }) },
  { site: 1, variety: 'TDJYQ', at: '2019-04-01', status: 'approved', data: contract({ county: '510131', dealPrice: '999.00', area: '9' }) },
  { site: 1, variety: 'TDJYQ', at: '2019-05-01', data: contract({ dealPrice: '50.00', area: '2400', areaUnit: '平方米' }) },
  { site: 2, variety: 'TDJYQ', at: '2019-03-15', data: contract({ county: '510183', dealPrice: '0.01', area: '3.5' }) },
  // 0.1 + 0.2 is 0.30000000000000004 in floating point.
  { site: 1, variety: 'TDJYQ', at: '2018-06-01', data: contract({ dealPrice: '0.10' }) },
  { site: 1, variety: 'TDJYQ', at: '2018-06-02', data: contract({ dealPrice: '0.20' }) },
  // Late evening UTC is the next day in China: these count in March 2016 and in 2017.
  { site: 1, variety: 'TDJYQ', at: '2016-02-29T17:00:00Z', data: contract({ dealPrice: '2.00' }) },
  { site: 1, variety: 'TDJYQ', at: '2016-12-31T16:30:00Z', data: contract({ dealPrice: '3.00' }) },
  // After a year without records, so the year groups must show 2021 as zero.
  { site: 1, variety: 'TDJYQ', at: '2022-07-01', data: contract({ dealPrice: '1.00' }) },
  { entity: 'franchise', site: 1, status: 'listed', variety: 'TDJYQ', at: '2017-02-01', data: { listingPrice: '12000.50', county: '510131' } },
  { entity: 'franchise', site: 1, status: 'traded', variety: 'LQ', at: '2017-02-02', data: { listingPrice: '0.25' } },
  { entity: 'franchise', site: 1, status: 'draft', variety: 'TDJYQ', at: '2017-02-03', data: { listingPrice: '7.00' } },
];

/** The money page plus a site dimension, to see site names as labels (a page only this test has). */
async function testRegistry() {
  const { registry } = await loadRegistry(PROJECT_ROOT, appCheckEnvironment());
  if (!registry) throw new Error('registry');
  const money = registry.pageSchemas['schemas/pages/stats/money.json'] as StatsPage;
  registry.pageSchemas['test/site.json'] = { ...money, dimensions: [{ key: 'site', title: '站点', field: 'siteId' }] };
  registry.pages.pages.push({ id: 'stats_site', path: '/test/stats_site', title: '站点统计', kind: 'stats', schema: 'test/site.json', menu: 'money', roles: ['admin'] });
  return registry;
}

const keys = (groups: StatsGroup[]) => groups.map((g) => g.key);

describe.each(backends())('stats on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend, { registry: await testRegistry() });
    for (const r of RECORDS) {
      await s.db.query(
        `INSERT INTO records (entity, site_id, variety, status, data, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::timestamptz, $6::timestamptz)`,
        [r.entity ?? 'contract', r.site, r.variety ?? null, r.status ?? 'signed', JSON.stringify(r.data), r.at.length > 10 ? r.at : `${r.at}T12:00:00Z`],
      );
    }
    admin = await s.token('admin');
    op = await s.token('operator');
  });
  afterAll(async () => {
    await s?.close();
  });

  const stats = (token: string, query: Record<string, string> = {}, url = MONEY) => s.get<StatsResult>(url, token, query);

  it('sums exactly to the fen as decimal strings, and counts as integers', async () => {
    const r = await stats(admin, { year: '2019' });
    expect(r.code).toBe('200');
    expect(r.data.metrics).toEqual({ dealAmount: '1234718.01', dealCount: 5 });
    expect((await stats(admin, { year: '2018' })).data.metrics).toEqual({ dealAmount: '0.30', dealCount: 2 });
    expect((await stats(admin, { year: '2010' })).data.metrics).toEqual({ dealAmount: '0.00', dealCount: 0 });
  });

  it('narrows to a year and a month of created_at', async () => {
    expect((await stats(admin, { year: '2019' })).data.metrics).toEqual({ dealAmount: '1234718.01', dealCount: 5 });
    const march = await stats(admin, { year: '2019', month: '3' });
    expect(march.data.metrics).toEqual({ dealAmount: '1234568.01', dealCount: 3 });
    expect(march.data.groups.month).toEqual([{ key: '2019-03', label: '2019年3月', values: { dealAmount: '1234568.01', dealCount: 3 } }]);
  });

  it('counts months and years on China time (UTC+8), whatever the server zone', async () => {
    expect((await stats(admin, { year: '2016', month: '2' })).data.metrics.dealCount).toBe(0);
    const march = await stats(admin, { year: '2016', month: '3' });
    expect(march.data.metrics).toEqual({ dealAmount: '2.00', dealCount: 1 });
    expect(keys(march.data.groups.month!)).toEqual(['2016-03']);
    expect((await stats(admin, { year: '2016' })).data.metrics.dealCount).toBe(1);
    const y2017 = await stats(admin, { year: '2017' });
    expect(y2017.data.metrics).toEqual({ dealAmount: '3.00', dealCount: 1 });
    expect(y2017.data.groups.month!.find((g) => g.values.dealCount === 1)?.key).toBe('2017-01');
  });

  it('groups by month (every month of the chosen year), by year, by variety and by region with labels', async () => {
    const y = await stats(admin, { year: '2019' });
    const months = y.data.groups.month!;
    expect(keys(months)).toEqual(Array.from({ length: 12 }, (_, i) => `2019-${String(i + 1).padStart(2, '0')}`));
    expect(months[2]).toEqual({ key: '2019-03', label: '2019年3月', values: { dealAmount: '1234568.01', dealCount: 3 } });
    expect(months[4]!.values).toEqual({ dealAmount: '50.00', dealCount: 1 });
    expect(months[0]!.values).toEqual({ dealAmount: '0.00', dealCount: 0 });
    expect(y.data.groups.variety).toEqual([
      { key: 'LQ', label: '林权', values: { dealAmount: '0.11', dealCount: 1 } },
      { key: 'TDJYQ', label: '土地经营权', values: { dealAmount: '1234717.90', dealCount: 4 } },
    ]);
    expect(y.data.groups.transferMethod!.map((g) => [g.label, g.values.dealCount])).toEqual([['出让', 1], ['出租', 4]]);

    // Years run without gaps from the first to the last; the seed's recent years come after ours.
    const years = (await stats(admin)).data.groups.year!;
    expect(years.filter((g) => g.key !== null && g.key >= '2018' && g.key <= '2020')).toEqual([
      { key: '2018', label: '2018年', values: { dealAmount: '0.30', dealCount: 2 } },
      { key: '2019', label: '2019年', values: { dealAmount: '1234718.01', dealCount: 5 } },
      { key: '2020', label: '2020年', values: { dealAmount: '0.10', dealCount: 1 } },
    ]);
    expect(years.find((g) => g.key === '2021')?.values).toEqual({ dealAmount: '0.00', dealCount: 0 });
    // Declared (enum) order, the records without a county last.
    expect(y.data.groups.county!.map((g) => [g.key, g.label, g.values.dealAmount])).toEqual([
      ['510129', '大邑县', '100.00'],
      ['510131', '蒲江县', '1234568.00'],
      ['510183', '邛崃市', '0.01'],
      [null, '未填写', '50.00'],
    ]);
  });

  it('labels site ids with site names', async () => {
    const r = await stats(admin, { year: '2019' }, '/api/stats/stats_site');
    expect(r.data.groups.site!.map((g) => [g.key, g.label, g.values.dealCount])).toEqual([
      ['1', '蒲江县农村产权交易服务中心', 4],
      ['2', '成都市农村产权交易服务中心', 1],
    ]);
  });

  it('applies the schema filters, and the fixed filters cannot be widened', async () => {
    const y2019 = (q: Record<string, string>) => stats(admin, { year: '2019', ...q });
    expect((await y2019({ 'f.county.eq': '510131' })).data.metrics).toEqual({ dealAmount: '1234568.00', dealCount: 2 });
    // As in lists, the page's fixed filter replaces a caller's filter with the same key ...
    expect((await y2019({ 'f.status.eq': 'approved' })).data.metrics.dealCount).toBe(5);
    // ... and is ANDed with any other, so neither can show records the page does not count.
    expect((await y2019({ 'f.status.in': 'approved' })).data.metrics.dealCount).toBe(0);
    expect((await y2019({ 'f.status.in': 'approved,signed' })).data.metrics.dealCount).toBe(5);
    // The area page counts 亩 only (fixed areaUnit), so 2400 平方米 is not added to 亩.
    const area = await stats(admin, { year: '2019' }, '/api/stats/stats_area');
    expect(area.data.metrics).toEqual({ area: '18.6235', dealCount: 4 });
  });

  it('counts listings in their listed states, grouped by state', async () => {
    const r = await stats(admin, { year: '2017' }, '/api/stats/stats_listing');
    expect(r.data.metrics).toEqual({ listingCount: 2, listingAmount: '12000.75' });
    expect(r.data.groups.status!.map((g) => [g.key, g.label, g.values.listingCount])).toEqual([['listed', '已挂牌', 1], ['traded', '已成交', 1]]);
  });

  it('isolates sites as lists do', async () => {
    expect((await stats(op, { year: '2019' })).data.metrics).toEqual({ dealAmount: '1234718.00', dealCount: 4 });
    const op2 = await s.token('operator2');
    const r = await stats(op2, { year: '2019' });
    expect(r.data.metrics).toEqual({ dealAmount: '0.01', dealCount: 1 });
    expect(keys(r.data.groups.county!)).toEqual(['510183']);
  });

  it('refuses users without the page, unknown and non-stats pages, and bad queries', async () => {
    // A role whose whitelist lacks the menu (set here: the seed's whitelists are not this test's business).
    await s.db.query(`UPDATE roles SET menu_names = '["home"]'::jsonb WHERE name = 'auditor'`);
    expect((await stats(await s.token('auditor'))).code).toBe('100004');
    expect((await stats(op, {}, '/api/stats/stats_site')).code).toBe('100004');
    expect((await stats(admin, {}, '/api/stats/nope')).code).toBe('100003');
    expect((await stats(admin, {}, '/api/stats/franchise_list')).code).toBe('100003');
    expect((await stats(admin, { month: '3' })).code).toBe('100002');
    expect((await stats(admin, { year: '2019', month: '13' })).code).toBe('100002');
    expect((await stats(admin, { year: 'x' })).code).toBe('100002');
    expect((await stats(admin, { 'f.nope.eq': '1' })).code).toBe('100002');
    expect((await stats(admin, { "f.county'.eq": '1' })).code).toBe('100002');
    expect((await s.get(MONEY)).code).toBe('100001');
  });
});
