// The shell's layout and settings in Chromium against the real server: settings and size survive a reload, the theme colour
// drives the active menu colour, a narrow window collapses the sidebar, the bell caps at 99+ and opens
// the message centre on the chosen type.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiLogin, badgeCount, createAndSubmit, enterWithSession, expectBadgeCount, shellReady, unreadTotal } from './shell-helpers.ts';

test.describe.configure({ mode: 'serial' });

const FRANCHISE = '/transaction_management/release/franchise';

const activeMenu = (page: Page) => page.locator('.shell-sidebar [aria-current="page"]').first();

const shellClasses = (page: Page) => page.locator('.shell').evaluate((el) => [...el.classList]);

async function toggleSetting(page: Page, label: string): Promise<void> {
  await page.getByRole('switch', { name: label }).click();
}

test.describe('layout shell', () => {
  test('theme colour, skin, tags view, fixed header, sidebar logo and size apply at once and survive a reload', async ({ server, newPage }) => {
    const { context, page } = await newPage();
    await enterWithSession(context, page, server.url, await apiLogin(server.url, 'operator', 'Operator@123'), FRANCHISE);
    await expect(activeMenu(page)).toHaveCSS('color', 'rgb(82, 127, 252)'); // #527FFC
    expect(await shellClasses(page)).not.toContain('fixed-header');
    // antd's component styles come from the static stylesheet (zeroRuntime): what antd writes while rendering
    // is only its tokens as CSS variables (rules whose bodies start with `--`), no component rule.
    const runtimeComponentStyles = () =>
      page.evaluate(() => [...document.querySelectorAll('style')].filter((s) => /\.ant-[a-z-]+[^{}]*\{(?!--)/.test(s.textContent ?? '')).length);
    expect(await runtimeComponentStyles()).toBe(0);

    // The top bar's skin 2 is #1C4F8E.
    await page.getByRole('button', { name: '换肤' }).click();
    await page.getByRole('menuitem', { name: /深邃蓝/ }).click();
    await expect(activeMenu(page)).toHaveCSS('color', 'rgb(28, 79, 142)');

    await page.getByRole('button', { name: '系统布局配置' }).click();
    await page.getByRole('radio', { name: '极光绿' }).click();
    await expect(activeMenu(page)).toHaveCSS('color', 'rgb(82, 196, 26)'); // #52C41A
    expect(await runtimeComponentStyles()).toBe(0);
    await toggleSetting(page, '侧边栏标志');
    await toggleSetting(page, '固定头部');
    await toggleSetting(page, '开启标签栏');
    await expect(page.locator('.shell-sidebar__logo')).toHaveCount(0);
    await expect(page.locator('.tags-view')).toHaveCount(0);
    expect(await shellClasses(page)).toContain('fixed-header');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: '布局大小' }).click();
    await page.getByRole('menuitem', { name: '小型' }).click();
    const search = page.getByRole('button', { name: /^查\s*询$/ });
    await expect(search).toContainClass('ant-btn-sm');

    await page.reload();
    await shellReady(page);
    await expect(activeMenu(page)).toHaveCSS('color', 'rgb(82, 196, 26)');
    expect(await page.locator('.shell-sidebar__logo').count()).toBe(0);
    expect(await page.locator('.tags-view').count()).toBe(0);
    expect(await shellClasses(page)).toEqual(expect.arrayContaining(['fixed-header', 'skin-2']));
    await expect(search).toContainClass('ant-btn-sm');
    expect((await context.cookies()).find((c) => c.name === 'size')?.value).toBe('small');
    // The panel shows what is in force.
    await page.getByRole('button', { name: '系统布局配置' }).click();
    expect(await page.getByRole('radio', { name: '极光绿' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('switch', { name: '固定头部' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('switch', { name: '侧边栏标志' }).getAttribute('aria-checked')).toBe('false');
  });

  test('an 800px-wide window collapses the sidebar; the toggle slides it over the page and the backdrop closes it', async ({ server, newPage }) => {
    const { context, page } = await newPage({ viewport: { width: 800, height: 900 } });
    await enterWithSession(context, page, server.url, await apiLogin(server.url, 'operator', 'Operator@123'), FRANCHISE);
    const shell = page.locator('.shell');
    await expect(shell).toContainClass('mobile hide-sidebar');
    // Where the sidebar is, as it slides: no assertion on a page reads a box's edge, so this is polled.
    const sidebarRight = () => page.locator('.shell-sidebar').evaluate((el) => el.getBoundingClientRect().right);
    await expect.poll(sidebarRight).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: '展开侧边栏' }).click();
    await expect(shell).toContainClass('open-sidebar');
    await expect.poll(sidebarRight).toBe(210);
    await page.locator('.shell-backdrop').click({ position: { x: 600, y: 400 } });
    await expect(shell).toContainClass('hide-sidebar');
    await context.close();

    // The same page 1400px wide keeps its 210px sidebar open.
    const wide = await newPage({ viewport: { width: 1400, height: 900 } });
    await enterWithSession(wide.context, wide.page, server.url, await apiLogin(server.url, 'operator', 'Operator@123'), FRANCHISE);
    expect(await shellClasses(wide.page)).toContain('open-sidebar');
    expect(await wide.page.locator('.shell-sidebar').evaluate((el) => el.getBoundingClientRect().width)).toBe(210);
  });

  test('the bell shows 99+ above 99 and opens the message centre on the chosen type', async ({ server, newPage }) => {
    // More than 99 pending approvals for auditor2, made the way staff make them: listings submitted for review.
    const op = await apiLogin(server.url, 'operator2', 'Operator@123');
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < 100) await createAndSubmit(server.url, op.token, `角标上限测试${next++}`);
      }),
    );
    const au = await apiLogin(server.url, 'auditor2', 'Auditor@123');
    const total = await unreadTotal(server.url, au.token, au.userId);
    expect(total).toBeGreaterThan(99);

    const { context, page } = await newPage();
    await enterWithSession(context, page, server.url, au);
    // What the badge shows (antd draws each character in a box of its own).
    await expect(page.locator('.bell .ant-badge-count')).toHaveText(/^\s*9\s*9\s*\+\s*$/, { useInnerText: true });
    expect(await badgeCount(page)).toBe(String(total));

    await page.locator('.bell').click();
    await page.locator('.bell-item[data-type="3"]').click();
    await page.waitForURL((u) => u.pathname === '/home/message_notification' && u.search === '?type=3');
    await expect(page.locator('.ant-tabs-tab-active')).toContainText('预警信息');

    await page.locator('.bell').click();
    await page.locator('.bell-item[data-type="1"]').click();
    await page.waitForURL((u) => u.search === '?type=1');
    await expect(page.locator('.ant-tabs-tab-active')).toContainText('待审核项目');
    await expect(page.getByText(/角标上限测试/)).not.toHaveCount(0);

    // Reading them all: the badge follows the server's counts.
    await page.getByRole('button', { name: '全部标为已读' }).click();
    await expect.poll(() => unreadTotal(server.url, au.token, au.userId)).toBeLessThan(99);
    const left = await unreadTotal(server.url, au.token, au.userId);
    await expectBadgeCount(page, left === 0 ? '' : String(left));
  });
});
