// The shell's tags view in Chromium against the real server: the tags strip's context menu and affix rules, and page
// state kept across tab switches (a typed filter survives, a noCache page and 刷新 start afresh).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiLogin, btn, enterWithSession, expectTags, tag, tagPaths } from './shell-helpers.ts';

test.describe.configure({ mode: 'serial' });

const HOME = '/home';
const FRANCHISE = '/transaction_management/release/franchise';
const MESSAGES = '/home/message_notification';
const AUDIT = '/home/audit_list';

const path = (page: Page) => new URL(page.url()).pathname;

async function menuFor(page: Page, tagPath: string): Promise<string[]> {
  await tag(page, tagPath).locator('a').click({ button: 'right' });
  const menu = page.locator('.tags-menu');
  await expect(menu).toBeVisible();
  return menu.getByRole('menuitem').allTextContents();
}

async function choose(page: Page, tagPath: string, action: string): Promise<void> {
  await menuFor(page, tagPath);
  await page.locator('.tags-menu').getByRole('menuitem', { name: action, exact: true }).click();
}

/** Opens four pages by clicking through the shell (a page.goto would reload and lose the tags). */
async function openFour(page: Page): Promise<void> {
  await page.locator('.section-nav__item[data-section="transaction_management"]').click();
  await page.waitForURL((u) => u.pathname === FRANCHISE);
  await page.locator('.bell').click();
  await page.locator('.bell-item[data-type="1"]').click();
  await page.waitForURL((u) => u.pathname === MESSAGES);
  await page.locator('.shell-sidebar').getByText('审核列表', { exact: true }).click();
  await page.waitForURL((u) => u.pathname === AUDIT);
  await expectTags(page, [HOME, FRANCHISE, MESSAGES, AUDIT]);
}

const filterBox = (page: Page) => page.locator(`.page-view[data-page="franchise_list"]`).getByPlaceholder('请输入项目名称');

test.describe('tags view', () => {
  test('context menu: 刷新 / 关闭 / 关闭其它 / 关闭所有, and the affixed 首页 cannot be closed', async ({ server, newPage }) => {
    const { context, page } = await newPage();
    await enterWithSession(context, page, server.url, await apiLogin(server.url, 'admin', 'Admin@123'));
    await openFour(page);

    // 首页 is affixed: no ×, no 关闭 in its menu, a middle click leaves it.
    expect(await tag(page, HOME).locator('.tags-view__close').count()).toBe(0);
    expect(await menuFor(page, HOME)).toEqual(['刷新', '关闭其它', '关闭所有']);
    const width = await page.locator('.tags-menu').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(105);
    await page.keyboard.press('Escape');
    await expect(page.locator('.tags-menu')).toHaveCount(0);
    await tag(page, HOME).locator('a').click({ button: 'middle' });
    expect(await tagPaths(page)).toContain(HOME);

    // 关闭 on the active tag moves to the last one left.
    expect(await menuFor(page, AUDIT)).toEqual(['刷新', '关闭', '关闭其它', '关闭所有']);
    await page.locator('.tags-menu').getByRole('menuitem', { name: '关闭', exact: true }).click();
    await page.waitForURL((u) => u.pathname === MESSAGES);
    expect(new URL(page.url()).search).toBe('?type=1');
    expect(await tagPaths(page)).toEqual([HOME, FRANCHISE, MESSAGES]);

    // 刷新 remounts the page: a filter typed there is gone.
    await tag(page, FRANCHISE).locator('a').click();
    await page.waitForURL((u) => u.pathname === FRANCHISE);
    await filterBox(page).fill('飞虎村');
    await choose(page, FRANCHISE, '刷新');
    await expect(filterBox(page)).toHaveValue('');
    expect(path(page)).toBe(FRANCHISE);

    // 关闭其它 from another tab's menu: keeps 首页 and that tab, and goes there.
    await tag(page, MESSAGES).locator('a').click();
    await page.waitForURL((u) => u.pathname === MESSAGES);
    await choose(page, FRANCHISE, '关闭其它');
    await page.waitForURL((u) => u.pathname === FRANCHISE);
    expect(await tagPaths(page)).toEqual([HOME, FRANCHISE]);

    // A non-affixed tag closes with its ×, middle click too; 关闭所有 keeps only 首页 and goes there.
    await page.locator('.bell').click();
    await page.locator('.bell-item[data-type="3"]').click();
    await page.waitForURL((u) => u.pathname === MESSAGES);
    await tag(page, MESSAGES).locator('.tags-view__close').click();
    await page.waitForURL((u) => u.pathname === FRANCHISE);
    expect(await tagPaths(page)).toEqual([HOME, FRANCHISE]);
    await choose(page, FRANCHISE, '关闭所有');
    await page.waitForURL((u) => u.pathname === HOME);
    expect(await tagPaths(page)).toEqual([HOME]);
  });

  test('a filter typed on one tab survives switching tabs and back; a noCache form starts afresh', async ({ server, newPage }) => {
    const { context, page } = await newPage();
    await enterWithSession(context, page, server.url, await apiLogin(server.url, 'operator', 'Operator@123'), FRANCHISE);
    await expect(page.locator('.ag-row').first()).toBeVisible();
    await filterBox(page).fill('飞虎村');

    await tag(page, HOME).locator('a').click();
    await page.waitForURL((u) => u.pathname === HOME);
    // The URL changes a moment before React hides the page: wait rather than read once.
    await expect(page.locator('.page-view[data-page="franchise_list"]')).toBeHidden();
    await tag(page, FRANCHISE).locator('a').click();
    await page.waitForURL((u) => u.pathname === FRANCHISE);
    await expect(filterBox(page)).toHaveValue('飞虎村');

    // The edit form is noCache: what was typed there is not kept when its tab is left.
    await btn(page, '新增项目').click();
    await page.waitForURL((u) => u.pathname.endsWith('franchise_form'));
    await page.locator('#root_projectName').fill('未保存的项目');
    await tag(page, FRANCHISE).locator('a').click();
    await page.waitForURL((u) => u.pathname === FRANCHISE);
    await expect(filterBox(page)).toHaveValue('飞虎村');
    await tag(page, '/transaction_management/release/franchise_form').locator('a').click();
    await expect(page.locator('#root_projectName')).toHaveValue('');
  });
});
