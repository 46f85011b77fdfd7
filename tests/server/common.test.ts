// The spec's fixed endpoints (section 7) over the seeded tables.
import { mkdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictEntry, RegionEntry, SiteAccount, UnitEntry, UploadResult } from '../../src/shared/api.ts';
import { backends } from './helpers/db.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';
import { upload } from './helpers/upload.ts';

describe.each(backends())('fixed endpoints on %s', (backend) => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.token('operator');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('querySystemDictionary: by type, plus the variety\'s own entries', async () => {
    const all = await s.get<DictEntry[]>('/api/common/querySystemDictionary', op, { type: 'transfer_method' });
    expect(all.data.map((d) => d.label)).toEqual(['出让', '出租', '转包', '入股']);
    const plain = await s.get<DictEntry[]>('/api/common/querySystemDictionary', op, { type: 'land_use' });
    expect(plain.data.some((d) => d.label === '水田')).toBe(false);
    const tdjyq = await s.get<DictEntry[]>('/api/common/querySystemDictionary', op, { type: 'land_use', transferVariety: 'TDJYQ' });
    expect(tdjyq.data.some((d) => d.label === '水田')).toBe(true);
    expect(tdjyq.data.some((d) => d.label === '用材林')).toBe(false);
    expect(tdjyq.data.some((d) => d.label === '耕地')).toBe(true);
    expect((await s.get('/api/common/querySystemDictionary', op)).code).toBe('100002');
  });

  it('queryDictionaryList: every entry of a type', async () => {
    const r = await s.get<DictEntry[]>('/api/common/queryDictionaryList', op, { type: 'trading_variety' });
    expect(r.data.map((d) => d.code)).toEqual(['GQ', 'JTZYXZC', 'JTJYZC', 'LQ', 'TDJYQ', 'ZJD', 'NCXWGC', 'GYTDCBJYQ', 'GYZC']);
    const land = await s.get<DictEntry[]>('/api/common/queryDictionaryList', op, { type: 'land_use' });
    expect(land.data.some((d) => d.label === '水田') && land.data.some((d) => d.label === '用材林')).toBe(true);
  });

  it('yearOptions and monthOptions come from the records', async () => {
    const years = await s.get<number[]>('/api/homepageSummary/yearOptions', op);
    const expected = await s.db.query<{ y: number }>('SELECT DISTINCT extract(year FROM created_at)::int AS y FROM records WHERE site_id = 1 ORDER BY y DESC');
    expect(years.data).toEqual(expected.map((r) => r.y));
    expect(years.data.length).toBeGreaterThan(1);
    const y = years.data[0]!;
    const months = await s.get<number[]>('/api/homepageSummary/monthOptions', op, { year: String(y) });
    expect(months.data.length).toBeGreaterThan(0);
    expect(months.data).toContain(new Date().getMonth() + 1);
    expect((await s.get('/api/homepageSummary/monthOptions', op, { year: '1990' })).data).toEqual([]);
    expect((await s.get('/api/homepageSummary/monthOptions', op)).code).toBe('100002');
  });

  it('querySystemUnit: business type 1005 drops 亩 and 平方米', async () => {
    const land = await s.get<UnitEntry[]>('/api/common/querySystemUnit', op, { businessType: '1001', unitType: 'area' });
    expect(land.data.map((u) => u.unitName)).toEqual(['亩', '平方米', '公顷']);
    const assets = await s.get<UnitEntry[]>('/api/common/querySystemUnit', op, { businessType: '1005' });
    const names = assets.data.map((u) => u.unitName);
    expect(names).not.toContain('亩');
    expect(names).not.toContain('平方米');
    expect(names).toContain('股');
    const raw = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM units WHERE business_type = '1005' AND unit_name IN ('亩', '平方米')");
    expect(raw[0]?.n).toBe(2);
  });

  it('queryAccountListBySite: the caller\'s site accounts', async () => {
    const r = await s.get<SiteAccount[]>('/api/payConfig/queryAccountListBySite', op);
    expect(r.data).toHaveLength(2);
    expect(Object.keys(r.data[0]!).sort()).toEqual(['acountName', 'acountNumber', 'bank']);
    expect(r.data.every((a) => a.acountName.startsWith('蒲江县'))).toBe(true);
    const r2 = await s.get<SiteAccount[]>('/api/payConfig/queryAccountListBySite', await s.token('operator2'));
    expect(r2.data.map((a) => a.acountName)).toEqual(['成都市农村产权交易服务中心资金结算户']);
  });

  it('queryProvince and queryChildLocInfoList walk the region tree down to villages', async () => {
    const prov = await s.get<RegionEntry[]>('/api/common/queryProvince', op);
    expect(prov.data).toHaveLength(34);
    const sc = prov.data.find((p) => p.name === '四川省')!;
    expect(sc.hasChildren).toBe(true);
    let level: RegionEntry = sc;
    const names = [sc.name];
    for (let i = 0; i < 4; i++) {
      const kids = await s.get<RegionEntry[]>('/api/common/queryChildLocInfoList', op, { locId: String(level.id) });
      const next = kids.data.find((k) => k.hasChildren) ?? kids.data[0]!;
      expect(next.level).toBe(level.level + 1);
      names.push(next.name);
      level = next;
    }
    expect(level.level).toBe(5);
    expect(names).toEqual(['四川省', '成都市', '蒲江县', '鹤山街道', '飞虎村']);
    const counties = await s.get<RegionEntry[]>('/api/common/queryChildLocInfoList', op, { locId: '510100' });
    expect(counties.data.length).toBeGreaterThan(1);
    // relatedSite keeps only the branch of the caller's site (蒲江县).
    const related = await s.get<RegionEntry[]>('/api/common/queryChildLocInfoList', op, { locId: '510100', relatedSite: '1' });
    expect(related.data.map((r) => r.name)).toEqual(['蒲江县']);
    const under = await s.get<RegionEntry[]>('/api/common/queryChildLocInfoList', op, { locId: '510131', relatedSite: '1' });
    expect(under.data.length).toBeGreaterThan(1);
    expect((await s.get('/api/common/queryChildLocInfoList', op)).code).toBe('100002');
  });

  it('aliyunOssDeleteFile deletes an uploaded file, only inside the files folder', async () => {
    const up = await upload(s.app, op, { entity: 'franchise', field: 'attachment', filename: 'contract.pdf', type: 'application/pdf', content: '%PDF-1.4 test' });
    const file = up.json<{ data: UploadResult }>().data;
    expect(file.fileUrl).toMatch(/^\/api\/files\/.+\.pdf$/);
    const disk = join(s.config.dataDir, 'files', file.fileUrl.slice('/api/files/'.length));
    expect(existsSync(disk)).toBe(true);
    // The uploader reads it back through the checked route.
    const served = await s.app.inject({ method: 'GET', url: file.fileUrl, headers: { token: op } });
    expect(served.body).toBe('%PDF-1.4 test');

    // Another site's staff may not delete it.
    expect((await s.post('/api/common/aliyunOssDeleteFile', { fileUrl: file.fileUrl }, await s.token('operator2'))).code).toBe('100004');
    // Multipart, as the client's 'file' mode sends it, with a full URL.
    const boundary = '----t';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="fileUrl"\r\n\r\nhttp://127.0.0.1:8080${file.fileUrl}\r\n--${boundary}--\r\n`;
    const del = await s.app.inject({
      method: 'POST',
      url: '/api/common/aliyunOssDeleteFile',
      headers: { token: op, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(del.json()).toMatchObject({ code: '200' });
    expect(existsSync(disk)).toBe(false);
    expect((await s.post('/api/common/aliyunOssDeleteFile', { fileUrl: file.fileUrl }, op)).code).toBe('100003');

    // Paths outside the files folder are refused and left alone.
    const outside = join(s.config.dataDir, 'secret.txt');
    await mkdir(s.config.dataDir, { recursive: true });
    await writeFile(outside, 'keep');
    for (const fileUrl of ['/api/files/../secret.txt', '/api/files/%2e%2e/secret.txt', '/etc/passwd', '/api/files/', '/files/x.pdf']) {
      expect((await s.post('/api/common/aliyunOssDeleteFile', { fileUrl }, op)).code).toBe('100002');
    }
    expect(existsSync(outside)).toBe(true);
  });

  it('accepts a multipart upload', async () => {
    const up = await upload(s.app, op, { entity: 'franchise', field: 'attachment', filename: '图片.png', type: 'image/png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]) });
    expect(up.json()).toMatchObject({ code: '200', data: { name: '图片.png', size: 6 } });
  });
});
