// 数据同步 in Chromium against the real server: a site's administrator exports the site's listings (the
// list's progress moves to 已完成 with no reload), reads the run's log, imports a file with one bad record
// (the log names the field; the run waits), confirms, and finds the run again after a reload.
import { mkdirSync } from 'node:fs';
import { SYNC_FORMAT } from '../../src/shared/sync/api.ts';
import { expect, test } from './fixtures.ts';
import { motionDone } from './harness.ts';
import { apiLogin, enterWithSession, refusals, shellReady, FRANCHISE } from './shell-helpers.ts';

const SHOTS = 'test-results/data-sync';
const PAGE = '/system_setup/data_sync';

// The second test finds the first one's two runs.
test.describe.configure({ mode: 'serial' });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));


test.describe('data sync', () => {
  test('exports with progress and a log, imports a file with a refused record after confirmation', async ({ server, newPage }) => {
    const { context, page } = await newPage({ viewport: { width: 1440, height: 900 } });
    const refused = refusals(page);
    const session = await apiLogin(server.url, 'siteadmin', 'Siteadmin@123');
    await enterWithSession(context, page, server.url, session, PAGE);
    await shellReady(page);
    await expect(page.getByText('暂无同步记录')).not.toHaveCount(0);

    await page.getByRole('button', { name: /导\s*出$/ }).click();
    const firstRow = page.locator('.ant-table-row').first();
    await expect(firstRow.getByText('已完成')).toHaveCount(1);
    await expect(firstRow.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await page.screenshot({ path: `${SHOTS}/list.png` });

    await firstRow.getByRole('button', { name: /日\s*志/ }).click();
    const drawer = page.locator('.ant-drawer');
    await expect(drawer.getByText('已导出')).not.toHaveCount(0);
    await motionDone(drawer.locator('.ant-drawer-content-wrapper, .ant-drawer-section').first());
    await page.screenshot({ path: `${SHOTS}/export-log.png` });
    await drawer.locator('.ant-drawer-close').click();

    const file = JSON.stringify({
      format: SYNC_FORMAT, version: 1, entity: 'franchise', site: { id: 1, name: '蒲江' }, exportedAt: '2026-01-01T00:00:00.000Z',
      records: [{ data: { ...FRANCHISE, projectName: '浏览器导入甲' } }, { data: { ...FRANCHISE, projectName: '浏览器导入乙', contactPhone: '12345' } }],
    });
    await page.locator('input[type=file]').setInputFiles({ name: 'sync.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await expect(firstRow.getByText('待确认')).toHaveCount(1);
    await firstRow.getByRole('button', { name: /日\s*志/ }).click();
    // The refused record's line names its field once (the message already says 联系电话).
    await expect(drawer.getByText(/请输入正确的联系电话/)).toHaveCount(1);
    await motionDone(drawer.locator('.ant-drawer-content-wrapper, .ant-drawer-section').first());
    await page.screenshot({ path: `${SHOTS}/import-log.png` });
    await drawer.locator('.ant-drawer-close').click();
    await expect(drawer.locator('.ant-drawer-content-wrapper, .ant-drawer-section').first()).toBeHidden();

    await firstRow.getByRole('button', { name: '确认导入' }).click();
    // The confirmation once it has finished opening, and gone once its 确认导入 has been answered: a run
    // left 待确认 below then means the list was not refreshed, not that the decision was never sent.
    const confirm = page.locator('.ant-modal-confirm');
    await motionDone(confirm.first());
    await confirm.getByRole('button', { name: /确认导入/ }).click();
    await expect(confirm.first()).toBeHidden();
    // The row's whole text: a failure shows the state the run is in instead.
    await expect(firstRow).toContainText('已完成');

    // Stored: a reload lists both runs again.
    await page.reload();
    await shellReady(page);
    await expect(page.locator('.ant-table-row')).toHaveCount(2);
    expect(refused).toEqual([]);
  });

  test('loads for the all-sites administrator, on the site it picks, with no refused request', async ({ server, newPage }) => {
    const { context, page } = await newPage({ viewport: { width: 1440, height: 900 } });
    const refused = refusals(page);
    await enterWithSession(context, page, server.url, await apiLogin(server.url, 'admin', 'Admin@123'), PAGE);
    // Site 1 (picked first) has the site administrator's two runs.
    await expect(page.locator('.ant-table-row')).toHaveCount(2);
    await page.getByRole('combobox', { name: '选择站点' }).click();
    await page.locator('.ant-select-item-option', { hasText: '成都市' }).click();
    await expect(page.getByText('暂无同步记录')).not.toHaveCount(0);
    expect(refused).toEqual([]);
  });
});
