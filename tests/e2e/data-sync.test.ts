// 数据同步 in Chromium against the real server: a site's administrator exports the site's listings (the
// list's progress moves to 已完成 with no reload), reads the run's log, imports a file with one bad record
// (the log names the field; the run waits), confirms, and finds the run again after a reload.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SYNC_FORMAT } from '../../src/shared/sync/api.ts';
import { launchBrowser, motionDone, newPage, startServer, type RunningServer } from './harness.ts';
import { apiLogin, enterWithSession, shellReady, FRANCHISE } from './shell-helpers.ts';

let server: RunningServer;
let browser: Browser;
const SHOTS = 'test-results/data-sync';
const PAGE = '/system_setup/data_sync';

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every answer under /api/ that is not code 200, while the page is open. */
function refusals(page: Page): string[] {
  const out: string[] = [];
  page.on('response', (r) => {
    if (!r.url().includes('/api/') || !(r.headers()['content-type'] ?? '').includes('json')) return;
    void r
      .json()
      .then((b: { code?: string }) => {
        if (b.code !== undefined && b.code !== '200') out.push(`${r.url()} ${b.code}`);
      })
      .catch(() => undefined);
  });
  return out;
}

describe('data sync', () => {
  it('exports with progress and a log, imports a file with a refused record after confirmation', async () => {
    const { context, page } = await newPage(browser, { width: 1440, height: 900 });
    const refused = refusals(page);
    const session = await apiLogin(server.url, 'siteadmin', 'Siteadmin@123');
    await enterWithSession(context, page, server.url, session, PAGE);
    await shellReady(page);
    await expect.poll(() => page.getByText('暂无同步记录').count(), { timeout: 30_000 }).toBeGreaterThan(0);

    await page.getByRole('button', { name: /导\s*出$/ }).click();
    const firstRow = page.locator('.ant-table-row').first();
    await expect.poll(() => firstRow.getByText('已完成').count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => firstRow.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await page.screenshot({ path: `${SHOTS}/list.png` });

    await firstRow.getByRole('button', { name: /日\s*志/ }).click();
    const drawer = page.locator('.ant-drawer');
    await expect.poll(() => drawer.getByText('已导出').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await motionDone(drawer.locator('.ant-drawer-content-wrapper, .ant-drawer-section').first());
    await page.screenshot({ path: `${SHOTS}/export-log.png` });
    await drawer.locator('.ant-drawer-close').click();

    const file = JSON.stringify({
      format: SYNC_FORMAT, version: 1, entity: 'franchise', site: { id: 1, name: '蒲江' }, exportedAt: '2026-01-01T00:00:00.000Z',
      records: [{ data: { ...FRANCHISE, projectName: '浏览器导入甲' } }, { data: { ...FRANCHISE, projectName: '浏览器导入乙', contactPhone: '12345' } }],
    });
    await page.locator('input[type=file]').setInputFiles({ name: 'sync.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await expect.poll(() => firstRow.getByText('待确认').count(), { timeout: 30_000 }).toBe(1);
    await firstRow.getByRole('button', { name: /日\s*志/ }).click();
    await expect.poll(() => drawer.getByText(/^联系电话：/).count(), { timeout: 30_000 }).toBe(1);
    await motionDone(drawer.locator('.ant-drawer-content-wrapper, .ant-drawer-section').first());
    await page.screenshot({ path: `${SHOTS}/import-log.png` });
    await drawer.locator('.ant-drawer-close').click();
    await drawer.locator('.ant-drawer-content-wrapper, .ant-drawer-section').first().waitFor({ state: 'hidden' });

    await firstRow.getByRole('button', { name: '确认导入' }).click();
    // The confirmation once it has finished opening, and gone once its 确认导入 has been answered: a run
    // left 待确认 below then means the list was not refreshed, not that the decision was never sent.
    const confirm = page.locator('.ant-modal-confirm');
    await motionDone(confirm.first());
    await confirm.getByRole('button', { name: /确认导入/ }).click();
    await confirm.first().waitFor({ state: 'hidden', timeout: 30_000 });
    // The row's whole text: a failure shows the state the run is in instead.
    await expect.poll(() => firstRow.textContent(), { timeout: 30_000 }).toContain('已完成');

    // Stored: a reload lists both runs again.
    await page.reload();
    await shellReady(page);
    await expect.poll(() => page.locator('.ant-table-row').count(), { timeout: 30_000 }).toBe(2);
    expect(refused).toEqual([]);
    await context.close();
  }, 120_000);

  it('loads for the all-sites administrator, on the site it picks, with no refused request', async () => {
    const { context, page } = await newPage(browser, { width: 1440, height: 900 });
    const refused = refusals(page);
    await enterWithSession(context, page, server.url, await apiLogin(server.url, 'admin', 'Admin@123'), PAGE);
    // Site 1 (picked first) has the site administrator's two runs.
    await expect.poll(() => page.locator('.ant-table-row').count(), { timeout: 30_000 }).toBe(2);
    await page.getByRole('combobox', { name: '选择站点' }).click();
    await page.locator('.ant-select-item-option', { hasText: '成都市' }).click();
    await expect.poll(() => page.getByText('暂无同步记录').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(refused).toEqual([]);
    await context.close();
  }, 120_000);
});
