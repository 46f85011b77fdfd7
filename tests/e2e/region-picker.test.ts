// The region picker in Chromium at 1440 x 900 against the real server: in the 测绘申请 form's 地块位置 one
// click per level opens the next one, from 四川省 down to a village, each level asked of the server once.
import { mkdirSync } from 'node:fs';
import { COMMON_API } from '../../src/shared/api.ts';
import { expect, test } from './fixtures.ts';
import { apiLogin, enterWithSession } from './shell-helpers.ts';

const FORM = '/nj_service/draw/manager_form';
const SHOTS = '/tmp/shots';

test.describe.configure({ mode: 'serial' });

test.describe('the region picker', () => {
  test('opens each level with one click, down to a village', async ({ server, newPage }) => {
    mkdirSync(SHOTS, { recursive: true });
    const { context, page } = await newPage({ viewport: { width: 1440, height: 900 } });
    const asked: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname === COMMON_API.childRegions) asked.push(u.searchParams.get('locId') ?? '');
    });
    await enterWithSession(context, page, server.url, await apiLogin(server.url, 'operator', 'Operator@123'), FORM);
    const input = page.locator('#root_place');
    await expect(input).toBeVisible();
    await input.click();
    const popup = page.locator('.ant-cascader-dropdown:visible');
    const column = (n: number) => popup.locator('.ant-cascader-menu').nth(n);
    const item = (n: number, name: string) => column(n).locator('.ant-cascader-menu-item', { hasText: name });

    const levels = ['四川省', '成都市', '蒲江县', '鹤山街道', '莲花村'];
    await expect(item(0, levels[0]!)).toBeVisible();
    for (const [n, name] of levels.entries()) {
      // One click each: the next level's column must follow without a second one.
      await item(n, name).click();
      const next = levels[n + 1];
      if (next) {
        await expect(item(n + 1, next)).toBeVisible();
        // No level keeps spinning once its children are there.
        await expect(popup.locator('.ant-cascader-menu-item-loading-icon')).toHaveCount(0);
      }
      if (n === 2) await page.screenshot({ path: `${SHOTS}/region-picker-open.png` });
    }
    // A village is the last level: choosing it closes the picker and the field names the whole path.
    const field = page.locator('.ant-cascader', { has: input });
    await expect(field).toContainText('四川省 / 成都市 / 蒲江县 / 鹤山街道 / 莲花村');
    await expect(popup).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/region-picker-chosen.png` });
    // Each opened level was asked for once.
    expect(asked.sort()).toEqual(['510000', '510100', '510131', '510131001']);
  });
});
