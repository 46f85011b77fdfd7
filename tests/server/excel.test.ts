// Excel export (all pages, the list's filters/sort/columns, formula-safe) and import (template, per-row
// report with nothing stored, confirmation through the same validation as the API).
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../src/shared/api.ts';
import type { ApiEnvelope } from '../../src/shared/codes.ts';
import type { ExportHead, ImportReport, ImportResult } from '../../src/shared/excel/api.ts';
import { backends } from './helpers/db.ts';
import { count, createFranchise, franchiseData } from './helpers/franchise.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

const LIST = '/api/records/franchise';
const EXPORT = `${LIST}/export`;

interface Exported {
  head: ExportHead;
  rows: string[][];
}

async function exportList(s: TestServer, token: string, query: Record<string, string>, url = EXPORT): Promise<Exported | ApiEnvelope<null>> {
  const res = await s.app.inject({ method: 'GET', url, query, headers: { token } });
  if (res.headers['content-type']?.toString().startsWith('application/json')) return res.json<ApiEnvelope<null>>();
  expect(res.headers['content-type']).toContain('application/x-ndjson');
  const [first, ...rest] = res.body.trimEnd().split('\n').map((l) => JSON.parse(l) as unknown);
  return { head: first as ExportHead, rows: rest as string[][] };
}

async function exported(s: TestServer, token: string, query: Record<string, string>, url = EXPORT): Promise<Exported> {
  const r = await exportList(s, token, query, url);
  if ('code' in r) throw new Error(`export: ${r.code} ${r.msg}`);
  return r;
}

async function xlsx(rows: (string | number | Date | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('导入数据');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const BOUNDARY = 'nccq-import-test';

/** The browser's 'file' mode: one file part named file. */
function multipartFile(file: Buffer): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="import.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

async function upload(s: TestServer, token: string, file: Buffer, listPage = 'franchise_list'): Promise<ApiEnvelope<ImportReport>> {
  const res = await s.app.inject({
    method: 'POST',
    url: `${LIST}/import/check`,
    query: { listPage },
    headers: { token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartFile(file),
  });
  return res.json<ApiEnvelope<ImportReport>>();
}

describe.each(backends())('Excel export and import on %s', (backend) => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.token('operator');
  });
  afterAll(async () => {
    await s?.close();
  });

  describe('export', () => {
    it('has the list columns with Chinese titles and every matching row, in the list order, as the list shows them', async () => {
      await createFranchise(s, op, { projectName: '导出-甲', listingPrice: '1250000', area: '45.3', county: '510131001201' });
      await createFranchise(s, op, { projectName: '导出-乙', listingPrice: '875', transferMethod: '入股', county: '510131' });
      await createFranchise(s, op, { projectName: '别的项目', listingPrice: '5' });
      const query = { listPage: 'franchise_list', 'f.projectName.like': '导出-', sort: '-listingPrice' };
      const { head, rows } = await exported(s, op, query);
      expect(head.title).toBe('出让/出租项目');
      expect(head.columns).toEqual(['项目名称', '出让方名称', '所在地区', '流转方式', '挂牌价（元）', '联系电话', '状态', '创建时间']);
      expect(head.total).toBe(2);
      expect(rows.map((r) => r[0])).toEqual(['导出-甲', '导出-乙']);
      // Regions by name as the list's cells show them (from the county down), not their codes.
      expect(rows[0]![2]).toBe('蒲江县 / 鹤山街道 / 飞虎村');
      expect(rows[1]![2]).toBe('蒲江县');
      expect(rows[0]![4]).toBe('1,250,000.00');
      expect(rows[1]![3]).toBe('入股');
      expect(rows[0]![6]).toBe('草稿');
      expect(rows[0]![7]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      // The same order as the list API gives for the same query.
      const list = await s.get<ListResult>(LIST, op, { 'f.projectName.like': '导出-', sort: '-listingPrice' });
      expect(rows.map((r) => r[0])).toEqual(list.data.list.map((r) => r.data.projectName));
    });

    it('names references by their target\'s label, as the list does', async () => {
      const listing = await createFranchise(s, op, { projectName: '导出引用-标的' });
      // Stored directly: the export names what is stored, whatever rules a create through the API applies.
      const site = (await s.db.query<{ site_id: number }>(`SELECT site_id FROM users WHERE username = 'operator'`))[0]!.site_id;
      const doc = { listingId: String(listing.id), listingName: '登记时的名称', registrantType: 'person', registrantName: '导出引用-登记人', contactPhone: '13800138000', earnestMoney: '100.00' };
      await s.db.query(`INSERT INTO records (entity, site_id, status, data) VALUES ('registration', $1, 'registered', $2::jsonb)`, [site, JSON.stringify(doc)]);
      const { head, rows } = await exported(s, op, { listPage: 'registration_list', 'f.registrantName.like': '导出引用' }, '/api/records/registration/export');
      const col = head.columns.indexOf('挂牌项目');
      expect(col).toBeGreaterThanOrEqual(0);
      expect(rows.map((r) => r[col])).toEqual(['导出引用-标的']);
    });

    it('reads every page: more rows than one batch', async () => {
      // The exporting operator's own site (lists are site-scoped).
      const site = (await s.db.query<{ site_id: number }>(`SELECT site_id FROM users WHERE username = 'operator'`))[0]!.site_id;
      const docs = Array.from({ length: 1005 }, (_, i) => JSON.stringify(franchiseData({ projectName: `批量导出${String(i).padStart(4, '0')}` })));
      await s.db.query(
        `INSERT INTO records (entity, site_id, status, data) SELECT 'franchise', $1, 'draft', value FROM jsonb_array_elements($2::jsonb)`,
        [site, `[${docs.join(',')}]`],
      );
      const { head, rows } = await exported(s, op, { listPage: 'franchise_list', 'f.projectName.like': '批量导出', sort: 'projectName' });
      expect(head.total).toBe(1005);
      expect(rows).toHaveLength(1005);
      expect(rows[0]![0]).toBe('批量导出0000');
      expect(rows[1004]![0]).toBe('批量导出1004');
      expect(new Set(rows.map((r) => r[0])).size).toBe(1005);
    });

    it('neutralises formulas in text cells and leaves plain numbers alone', async () => {
      await createFranchise(s, op, { projectName: '=HYPERLINK("http://x","点我")', transferorName: '@SUM(A1)' });
      await createFranchise(s, op, { projectName: '+1+cmd|calc', transferorName: '-2+3' });
      const { rows } = await exported(s, op, { listPage: 'franchise_list', 'f.projectName.like': 'cmd|calc' });
      expect(rows[0]![0]).toBe("'+1+cmd|calc");
      expect(rows[0]![1]).toBe("'-2+3");
      const { rows: r2 } = await exported(s, op, { listPage: 'franchise_list', 'f.projectName.like': 'HYPERLINK' });
      expect(r2[0]![0]).toBe(`'=HYPERLINK("http://x","点我")`);
      expect(r2[0]![1]).toBe("'@SUM(A1)");
    });

    it('follows the list rules: site isolation, page permission, known page of the same entity', async () => {
      await createFranchise(s, op, { projectName: '站点隔离导出' });
      const other = await exported(s, await s.token('operator2'), { listPage: 'franchise_list', 'f.projectName.like': '站点隔离导出' });
      expect(other.head.total).toBe(0);
      expect(other.rows).toEqual([]);
      const finance = await exportList(s, await s.token('finance'), { listPage: 'franchise_list' });
      expect('code' in finance && finance.code).toBe('100004');
      const noPage = await exportList(s, op, {});
      expect('code' in noPage && noPage.code).toBe('100002');
      const wrongEntity = await exportList(s, op, { listPage: 'demand_list' });
      expect('code' in wrongEntity && wrongEntity.code).toBe('100003');
      const badFilter = await exportList(s, op, { listPage: 'franchise_list', 'f.nope.eq': '1' });
      expect('code' in badFilter && badFilter.code).toBe('100002');
    });
  });

  describe('import', () => {
    const header = ['项目名称*', '出让方类型*', '出让方名称*', '联系电话*', '流转方式*', '挂牌价（元）*', '起始日期', '所在地区'];

    it('offers a template with the declared columns, required ones marked', async () => {
      const res = await s.app.inject({ method: 'GET', url: `${LIST}/import/template`, query: { listPage: 'franchise_list' }, headers: { token: op } });
      expect(res.headers['content-disposition']).toContain(encodeURIComponent('出让/出租项目导入模板.xlsx'));
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      const titles = (wb.getWorksheet('导入数据')!.getRow(1).values as unknown[]).slice(1);
      expect(titles.slice(0, 3)).toEqual(['项目名称*', '出让方类型*', '出让方名称*']);
      expect(titles).toContain('备注');
      const help = wb.getWorksheet('填写说明')!;
      const typeRow = help.getRows(2, 30)!.find((r) => r.getCell(1).text === '出让方类型');
      expect(typeRow?.getCell(3).text).toBe('可选：个人、组织');
    });

    it('reports each bad row by number, field and Chinese message, and stores nothing', async () => {
      const before = await count(s, `SELECT count(*)::int AS n FROM records WHERE entity = 'franchise'`);
      const file = await xlsx([
        header,
        ['导入-好1', '个人', '张三', '13800138000', '出租', '1000.5', '2027/1/1', '510131'],
        ['导入-坏电话', '个人', '李四', '12345', '出租', '100', '', ''],
        ['', '', '', '', '', '', '', ''],
        ['导入-缺名称', '组织', '', '13800138001', '入股', '100', '20270101', ''],
        ['导入-好2', 'org', '某合作社', '028-88888888', '入股', 2000, new Date(Date.UTC(2027, 5, 30)), ''],
        ['导入-坏日期', '个人', '王五', '13800138002', '出租', '100', '2027-02-30', ''],
      ]);
      const r = await upload(s, op, file);
      expect(r.code).toBe('200');
      expect(r.data.total).toBe(5);
      expect(r.data.valid.map((v) => v.row)).toEqual([2, 6]);
      expect(r.data.valid[0]!.data).toMatchObject({ transferorType: 'person', startDate: '2027-01-01', county: '510131', listingPrice: '1000.5' });
      expect(r.data.valid[1]!.data).toMatchObject({ transferorType: 'org', startDate: '2027-06-30', listingPrice: '2000' });
      expect(r.data.problems.map((p) => [p.row, p.field])).toEqual([
        [3, '联系电话'],
        [5, '出让方名称'],
        [7, '起始日期'],
      ]);
      expect(r.data.problems[0]!.message).toMatch(/联系电话/);
      expect(r.data.problems[1]!.message).toMatch(/不能为空/);
      expect(await count(s, `SELECT count(*)::int AS n FROM records WHERE entity = 'franchise'`)).toBe(before);

      const confirmed = await s.post<ImportResult>(`${LIST}/import?listPage=franchise_list`, { rows: r.data.valid }, op);
      expect(confirmed.code).toBe('200');
      expect(confirmed.data.created).toBe(2);
      const stored = await s.get<ListResult>(LIST, op, { 'f.projectName.like': '导入-' });
      expect(stored.data.list.map((x) => x.data.projectName).sort()).toEqual(['导入-好1', '导入-好2']);
      expect(stored.data.list.every((x) => x.status === 'draft')).toBe(true);
    });

    it('names columns that are not in the template and required columns that are missing', async () => {
      const r = await upload(s, op, await xlsx([['项目名称', '随便一列'], ['x', 'y']]));
      expect(r.code).toBe('200');
      expect(r.data.valid).toEqual([]);
      expect(r.data.problems.every((p) => p.row === 1)).toBe(true);
      expect(r.data.problems.map((p) => p.field)).toEqual(expect.arrayContaining(['随便一列', '出让方名称', '挂牌价（元）']));
    });

    it('checks confirmed rows again: a tampered row stores nothing, and extra fields are dropped', async () => {
      const before = await count(s, `SELECT count(*)::int AS n FROM records WHERE entity = 'franchise'`);
      const good = { row: 2, data: { ...franchiseData({ projectName: '确认-好' }) } as Record<string, string> };
      const bad = { row: 3, data: { ...franchiseData({ projectName: '确认-坏' }), contactPhone: '1' } as Record<string, string> };
      const r = await s.post(`${LIST}/import?listPage=franchise_list`, { rows: [good, bad] }, op);
      expect(r.code).toBe('100002');
      // The row, then the field named once by its title (the refusal already names it).
      expect(r.msg).toMatch(/^第 3 行：.*联系电话.*，未导入任何数据$/);
      expect(r.msg.split('联系电话')).toHaveLength(2);
      expect(await count(s, `SELECT count(*)::int AS n FROM records WHERE entity = 'franchise'`)).toBe(before);
      const sneaky = { row: 2, data: { ...franchiseData({ projectName: '确认-多余字段' }), status: 'traded' } as Record<string, string> };
      expect((await s.post(`${LIST}/import?listPage=franchise_list`, { rows: [sneaky] }, op)).code).toBe('200');
      const list = await s.get<ListResult>(LIST, op, { 'f.projectName.like': '确认-多余字段' });
      expect(list.data.list[0]?.status).toBe('draft');
    });

    it('refuses a role that may not create, a page without import and a file that is not a workbook', async () => {
      const auditor = await s.token('auditor');
      expect((await upload(s, auditor, await xlsx([header]))).code).toBe('100004');
      expect((await s.post(`${LIST}/import?listPage=franchise_list`, { rows: [{ row: 2, data: franchiseData() }] }, auditor)).code).toBe('100004');
      expect((await upload(s, await s.token('admin'), await xlsx([header]), 'franchise_approval')).code).toBe('100002');
      expect((await upload(s, op, Buffer.from('not a zip'))).code).toBe('100002');
      expect((await upload(s, op, await xlsx([header]))).msg).toBe('文件中没有数据行');
    });
  });
});
