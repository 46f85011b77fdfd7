// Excel export and import in Chromium at 1440×900 against the built app and the real server: the
// exported file opens and matches the list (with a progress dialog beyond 1,000 rows), and the import
// report names the bad rows before anything is stored.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { btn, login } from './harness.ts';
import { apiLogin, importRecords } from './shell-helpers.ts';

let dir: string;
const SHOTS = process.env.SCREENSHOT_DIR;
const LIST = '/transaction_management/release/franchise';
const COLUMNS = ['projectName', 'transferorName', 'county', 'transferMethod', 'listingPrice', 'contactPhone', 'status', 'createdAt'];

/** 1,200 listings in one request through the import confirmation (the same checks as any create). */
async function seedMany(baseUrl: string, token: string): Promise<void> {
  const rows = Array.from({ length: 1200 }, (_, i) => ({
    projectName: `批量导出项目${String(i).padStart(4, '0')}`,
    transferorType: 'person',
    transferorName: i === 7 ? '=1+2' : `出让人${i}`,
    // Regions at village, county and none: the file must name them as the grid does (蒲江县 / 鹤山街道 / 飞虎村).
    ...(i % 3 === 0 ? { county: '510131001201' } : i % 3 === 1 ? { county: '510131' } : {}),
    contactPhone: '13800138000',
    transferMethod: '出租',
    listingPrice: String(1000 + i),
  }));
  await importRecords(baseUrl, token, 'franchise', 'franchise_list', rows);
}

const cell = (page: Page, row: number, col: string) => page.locator(`.ag-row[row-index="${row}"] [col-id="${col}"]`).first();

/** Waits until the grid's cell shows `text` (an empty value is drawn as "-"). */
async function expectCell(page: Page, row: number, col: string, text: string): Promise<void> {
  await expect(cell(page, row, col)).toHaveText(text === '' ? /^\s*-?\s*$/ : text, { useInnerText: true });
}

async function readXlsx(path: string): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const out: string[][] = [];
  wb.worksheets[0]!.eachRow((r) => out.push((r.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return out;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ fileServers }, testInfo) => {
  // The server's start and 1,200 listings in one import: longer than a test's limit on a loaded machine.
  test.setTimeout(180_000);
  dir = mkdtempSync(join(tmpdir(), 'nccq-excel-'));
  const server = await fileServers.of(testInfo.file);
  await seedMany(server.url, (await apiLogin(server.url, 'operator', 'Operator@123')).token);
});

test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test.describe('Excel', () => {
  test('exports every filtered row with a progress dialog, and the file matches the list', async ({ server, newPage }) => {
    const { page } = await newPage({ viewport: { width: 1440, height: 900 } });
    await login(page, server.url, 'operator', 'Operator@123');
    await page.goto(`${server.url}${LIST}`);
    await page.getByPlaceholder(/项目名称/).fill('批量导出');
    await btn(page, '查询').click();
    await expect(cell(page, 0, 'projectName')).toHaveText(/^批量导出项目/);

    // The export's answer is held until the progress dialog is on screen: on a fast server the whole file
    // can arrive before the dialog's lazily loaded code does, and then no dialog is ever shown (the case
    // that failed once). Holding the answer makes "the dialog shows while rows are awaited" a condition.
    let release = (): void => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/api\/records\/franchise\/export\?/, async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    const download = page.waitForEvent('download');
    download.catch(() => undefined); // (awaited below; a failure before then is reported by that step)
    await page.getByRole('button', { name: /导出 Excel/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '正在导出 Excel' });
    await expect(dialog).toBeVisible();
    // Nothing has arrived: the dialog does not count against the list's estimate (约 1,001 条).
    await expect(dialog).toContainText('正在读取数据…', { useInnerText: true });
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'export-progress.png') });
    release();
    const file = await download;
    await expect(dialog).toBeHidden();
    expect(file.suggestedFilename()).toMatch(/^出让-出租项目-\d{8}-\d{4}\.xlsx$/);
    const path = join(dir, 'export.xlsx');
    await file.saveAs(path);
    await expect(page.getByText('已导出 1200 条')).not.toHaveCount(0);

    const sheet = await readXlsx(path);
    const headers = await Promise.all(COLUMNS.map((c) => page.locator(`.ag-header-cell[col-id="${c}"] .ag-header-cell-text`).innerText()));
    expect(sheet[0]).toEqual(headers.map((h) => h.trim()));
    expect(sheet).toHaveLength(1201);
    // The list's first page, cell by cell, is the file's first rows.
    // (Waited for: the grid names regions once their names have loaded.)
    for (let i = 0; i < 10; i++) {
      const row = sheet[i + 1]!;
      expect(row).toHaveLength(COLUMNS.length);
      for (const [n, c] of COLUMNS.entries()) await expectCell(page, i, c, row[n]!);
    }
    expect(sheet.slice(1, 11).some((r) => r[2] === '蒲江县 / 鹤山街道 / 飞虎村')).toBe(true);
    expect(sheet.slice(1, 11).some((r) => r[2] === '蒲江县')).toBe(true);
    expect(sheet.some((r) => r[1] === "'=1+2")).toBe(true);
  });

  test('imports: the report names the bad rows, nothing is stored until the valid rows are confirmed', async ({ server, newPage }) => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('导入数据');
    ws.addRow(['项目名称*', '出让方类型*', '出让方名称*', '联系电话*', '流转方式*', '挂牌价（元）*', '起始日期']);
    ws.addRow(['浏览器导入-好一', '个人', '张三', '13800138000', '出租', '100', '2027/1/1']);
    ws.addRow(['浏览器导入-坏电话', '个人', '李四', '123', '出租', '100', '']);
    ws.addRow(['浏览器导入-好二', '组织', '某合作社', '13800138001', '入股', '200', '20270101']);
    ws.addRow(['浏览器导入-坏日期', '个人', '王五', '13800138002', '出租', '100', '2027-02-30']);
    const path = join(dir, 'import.xlsx');
    await wb.xlsx.writeFile(path);

    const { page } = await newPage({ viewport: { width: 1440, height: 900 } });
    await login(page, server.url, 'operator', 'Operator@123');
    await page.goto(`${server.url}${LIST}`);
    await page.getByRole('button', { name: /导入 Excel/ }).click();
    await page.locator('.ant-modal input[type=file]').setInputFiles(path);
    await expect(page.getByText('共 4 行：可导入 2 行，有问题 2 行')).toHaveCount(1);
    const report = page.getByRole('table', { name: '导入检查结果' }).or(page.locator('.ant-modal .ant-table'));
    const rows = await report.locator('tbody tr').allInnerTexts();
    expect(rows.map((r) => r.split('\t')[0]?.trim())).toEqual(['3', '5']);
    expect(rows[0]).toContain('联系电话');
    expect(rows[1]).toContain('起始日期');
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'import-report.png') });

    // Nothing stored yet.
    const token = (await apiLogin(server.url, 'operator', 'Operator@123')).token;
    const stored = async () => {
      const res = await fetch(`${server.url}/api/records/franchise?f.projectName.like=${encodeURIComponent('浏览器导入')}`, { headers: { token } });
      return ((await res.json()) as { data: { total: number } }).data.total;
    };
    expect(await stored()).toBe(0);
    await btn(page, '导入有效的 2 行').click();
    await expect(page.getByText('已导入 2 条')).not.toHaveCount(0);
    expect(await stored()).toBe(2);
    await page.getByPlaceholder(/项目名称/).fill('浏览器导入');
    await btn(page, '查询').click();
    await expect(page.getByText('共 2 条')).toHaveCount(1);
  });
});
