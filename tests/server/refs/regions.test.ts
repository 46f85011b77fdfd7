// Regions on the server: a code is stored, names come from the region tree, a filter at any level
// includes every code under it (a county its townships and villages), stats group by a chosen level.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult, StatsResult } from '../../../src/shared/api.ts';
import { LOOKUP_API } from '../../../src/shared/valuetypes/api.ts';
import { backends } from '../helpers/db.ts';
import { createFranchise } from '../helpers/franchise.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const LIST = '/api/records/franchise';

describe.each(backends())('regions on %s', (backend) => {
  let s: TestServer;
  let op: string;
  const made: Record<string, number> = {};

  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.token('operator');
    // A village and a township of 蒲江县, and 大邑县 itself.
    for (const [key, county] of [['village', '510131001202'], ['town', '510131101'], ['dayi', '510129']] as const) {
      made[key] = (await createFranchise(s, op, { projectName: `地区测试-${key}`, county })).id;
    }
  });
  afterAll(async () => {
    await s?.close();
  });

  const ids = async (query: Record<string, string>) => {
    const r = await s.get<ListResult>(LIST, op, { 'f.projectName.like': '地区测试-', size: '50', ...query });
    expect(r.code).toBe('200');
    return r.data.list.map((x) => x.id).sort((a, b) => a - b);
  };

  it('names a code and all its ancestors', async () => {
    const r = await s.get<Record<string, string>>(LOOKUP_API.regionNames, op, { codes: '510131001202' });
    expect(r.data).toEqual({ '510000': '四川省', '510100': '成都市', '510131': '蒲江县', '510131001': '鹤山街道', '510131001202': '莲花村' });
  });

  it('filters at any level: a county includes its townships and villages', async () => {
    expect(await ids({ 'f.county.eq': '510131' })).toEqual([made.village, made.town].sort((a, b) => a! - b!));
    expect(await ids({ 'f.county.eq': '510131001' })).toEqual([made.village]);
    expect(await ids({ 'f.county.eq': '510100' })).toEqual([made.village, made.town, made.dayi].sort((a, b) => a! - b!));
    expect(await ids({ 'f.county.eq': '510129' })).toEqual([made.dayi]);
    const bad = await s.get(LIST, op, { 'f.county.eq': '5101' });
    expect(bad).toMatchObject({ code: '100002', msg: '所在地区不是有效的地区编码' });
  });

  it('refuses a code that is not a region code', async () => {
    const r = await s.post(LIST, { data: { projectName: '地区测试-bad', transferorType: 'person', transferorName: '某', contactPhone: '13800138000', transferMethod: '出租', listingPrice: '1.00', county: '51013' } }, op);
    expect(r).toMatchObject({ code: '100002', msg: '请选择正确的所在地区' });
  });

  it('groups stats by county, a village counting for its county, named from the tree', async () => {
    const admin = await s.token('admin');
    // The page counts listed projects only.
    await s.db.query("UPDATE records SET status = 'listed' WHERE entity = 'franchise' AND data->>'projectName' LIKE '地区测试-%'");
    const r = await s.get<StatsResult>('/api/stats/stats_listing', admin, { 'f.projectName.like': '地区测试-' });
    expect(r.code).toBe('200');
    const groups = Object.fromEntries(r.data.groups.county!.map((g) => [g.key, [g.label, g.values.listingCount]]));
    expect(groups).toMatchObject({ '510131': ['蒲江县', 2], '510129': ['大邑县', 1] });
  });
});
