// 个人设置, the Change-Pass cookie flow (the logout rule) and a password an administrator reset (held on
// 个人设置 by the server and the shell until changed), in Chromium against the real server.
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { confirmDialog, login, motionDone } from './harness.ts';
import { api, apiLogin, btn, enterWithSession, refusals } from './shell-helpers.ts';

// In order, on the file's one server: a test meets what the ones before it left (tests/e2e/fixtures.ts).
test.describe.configure({ mode: 'serial' });

const ACCOUNT = '/home/account_settings';
const USERS = '/system_setup/user_management/user';
const VIEWPORT = { width: 1440, height: 900 };
const SHOTS = '/tmp/shots';

async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

test.describe('account settings', () => {
  test('opens from the user menu and saves the profile with the shared field messages', async ({ server, newPage }) => {
    const { context, page } = await newPage();
    await enterWithSession(context, page, server.url, await apiLogin(server.url, 'finance', 'Finance@123'));
    await page.getByRole('button', { name: '王财务，用户菜单' }).click();
    await page.getByRole('menuitem', { name: /个人设置/ }).click();
    await page.waitForURL((u) => u.pathname === ACCOUNT);
    await expect(page).toHaveTitle('个人设置 - 农村产权交易服务中心管理后台');

    const name = page.getByLabel('姓名');
    await expect(name).toHaveValue('王财务');
    await name.fill('   ');
    await page.getByLabel('头像地址').fill('not a url');
    await btn(page, '保存资料').click();
    await expect(page.getByText('请输入姓名')).not.toHaveCount(0);
    await expect(page.getByText('请输入正确的头像地址')).not.toHaveCount(0);

    await name.fill('王会计');
    await page.getByLabel('头像地址').fill('/files/avatar.png');
    await page.getByLabel('个人简介').fill('负责保证金与结算');
    await btn(page, '保存资料').click();
    await expect(page.getByText('个人信息已保存')).not.toHaveCount(0);
    // The top bar follows at once, and the server has it.
    await expect(page.locator('.user-menu__name')).toHaveText('王会计');
    const token = (await cookieValue(context, 'Admin-Token')) ?? '';
    const info = await api<{ name: string; avatar: string; introduction: string }>(server.url, '/api/user/info', undefined, token);
    expect(info.data).toMatchObject({ name: '王会计', avatar: '/files/avatar.png', introduction: '负责保证金与结算' });
  });

  test('changes the password: strength and match rules, wrong old password refused, other sessions ended', async ({ server, newPage }) => {
    const { context, page } = await newPage();
    const elsewhere = await apiLogin(server.url, 'operator2', 'Operator@123');
    await enterWithSession(context, page, server.url, await apiLogin(server.url, 'operator2', 'Operator@123'), ACCOUNT);
    const card = page.locator('#change-password');
    await card.getByLabel('原密码').fill('Wrong@123');
    await card.getByLabel('新密码', { exact: true }).fill('abc');
    await card.getByLabel('确认新密码').fill('abd');
    await btn(page, '修改密码').click();
    await expect(card.getByText('新密码至少8位，且须同时包含字母和数字')).not.toHaveCount(0);
    await expect(card.getByText('两次输入的新密码不一致')).not.toHaveCount(0);

    await card.getByLabel('新密码', { exact: true }).fill('Newpass2026');
    await card.getByLabel('确认新密码').fill('Newpass2026');
    await btn(page, '修改密码').click();
    await expect(card.getByText('原密码不正确')).not.toHaveCount(0);
    // Nothing changed: the other session lives and the old password still logs in.
    expect((await api(server.url, '/api/user/info', undefined, elsewhere.token)).code).toBe('200');
    expect((await api(server.url, '/api/user/login', { username: 'operator2', password: 'Operator@123' })).code).toBe('200');

    await card.getByLabel('原密码').fill('Operator@123');
    await btn(page, '修改密码').click();
    await expect(page.getByText(/密码修改成功/)).not.toHaveCount(0);
    await expect(card.getByLabel('原密码')).toHaveValue('');
    expect((await api(server.url, '/api/user/info', undefined, elsewhere.token)).code).toBe('100001');
    expect((await api(server.url, '/api/user/login', { username: 'operator2', password: 'Operator@123' })).code).toBe('100007');
    expect((await api(server.url, '/api/user/login', { username: 'operator2', password: 'Newpass2026' })).code).toBe('200');
    // This browser's session is the one kept.
    await page.reload();
    await expect(page.locator('.user-menu__name')).toHaveText('赵经办');
  });

  test('Change-Pass sends every page to account settings until the password is changed', async ({ server, newPage }) => {
    const { context, page } = await newPage();
    const host = new URL(server.url).hostname;
    await context.addCookies([{ name: 'Change-Pass', value: '1', domain: host, path: '/' }]);
    await enterWithSession(context, page, server.url, await apiLogin(server.url, 'auditor2', 'Auditor@123'), '/home/audit_list');
    await page.waitForURL((u) => u.pathname === ACCOUNT);
    await expect(page.getByText('为了账号安全，请先修改密码')).not.toHaveCount(0);
    // A menu choice does not get away either.
    await page.locator('.shell-sidebar').getByText('审核列表').click();
    await expect(page).toHaveURL((u) => u.pathname === ACCOUNT);

    const card = page.locator('#change-password');
    await card.getByLabel('原密码').fill('Auditor@123');
    await card.getByLabel('新密码', { exact: true }).fill('Audit2026x');
    await card.getByLabel('确认新密码').fill('Audit2026x');
    await btn(page, '修改密码').click();
    await expect(page.getByText(/密码修改成功/)).not.toHaveCount(0);
    expect(await cookieValue(context, 'Change-Pass')).toBeUndefined();
    await expect(page.getByText('为了账号安全，请先修改密码')).toHaveCount(0);
    await page.locator('.shell-sidebar').getByText('审核列表').click();
    await page.waitForURL((u) => u.pathname === '/home/audit_list');

    // Logout clears the cookie too (with the token). The cookie sends the next page to account settings:
    // go there first, so no redirect lands between the logout click and its confirmation.
    await context.addCookies([{ name: 'Change-Pass', value: '1', domain: host, path: '/' }]);
    await page.locator('.shell-sidebar').getByText('需求审核').click();
    await page.waitForURL((u) => u.pathname === ACCOUNT);
    await page.getByRole('button', { name: '退出登录' }).click();
    await confirmDialog(page);
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await cookieValue(context, 'Change-Pass')).toBeUndefined();
    expect(await cookieValue(context, 'Admin-Token')).toBeUndefined();
  });

  test('an administrator\'s reset holds the user on 个人设置, server and browser, until the password is changed', async ({ server, newPage }) => {
    // 系统设置 › 用户 › 重置密码, as the administrator.
    const adminSide = await newPage({ viewport: VIEWPORT });
    await enterWithSession(adminSide.context, adminSide.page, server.url, await apiLogin(server.url, 'admin', 'Admin@123'), USERS);
    const row = adminSide.page.locator('.ant-table-row', { hasText: 'auditor2' });
    await row.getByRole('button', { name: /重置密码/ }).click();
    const dialog = adminSide.page.locator('.ant-modal:visible');
    await motionDone(dialog);
    await dialog.getByLabel('新密码').fill('Reset2026a');
    await dialog.getByRole('button', { name: /^\s*重\s*置\s*$/ }).click();
    await expect(adminSide.page.getByText('密码已重置，用户下次登录须修改密码')).not.toHaveCount(0);
    await adminSide.context.close();

    // auditor2 logs in through the form and lands on 个人设置 with the notice, whatever page was asked for.
    const { page } = await newPage({ viewport: VIEWPORT });
    const refused = refusals(page);
    await login(page, server.url, 'auditor2', 'Reset2026a');
    await page.waitForURL((u) => u.pathname === ACCOUNT, { timeout: 30_000 });
    const notice = page.locator('.account-page__notice');
    await expect(notice).toContainText('管理员已重置或设置了您的密码');
    await expect(page.locator('#change-password').getByLabel('原密码')).toBeFocused();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/account-password-due.png` });
    for (const path of ['/home', '/home/audit_list']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL((u) => u.pathname === ACCOUNT, { timeout: 30_000 });
      await expect(notice).toBeVisible();
    }
    await page.locator('.shell-sidebar').getByText('审核列表').click();
    await expect(page).toHaveURL((u) => u.pathname === ACCOUNT);
    expect(await page.locator('.ag-row').count()).toBe(0);
    // The server refuses this browser's own session too, with the reason.
    expect(await inPage(page, '/api/records/franchise')).toEqual({ code: '100009', msg: '管理员已重置或设置了您的密码，请先在个人设置中修改密码' });
    // The shell asked for nothing it would be refused (the page under the address, the bell).
    expect(refused.filter((r) => !r.endsWith('/api/records/franchise 100009'))).toEqual([]);

    const card = page.locator('#change-password');
    await card.getByLabel('原密码').fill('Reset2026a');
    await card.getByLabel('新密码', { exact: true }).fill('Audit2026z');
    await card.getByLabel('确认新密码').fill('Audit2026z');
    await btn(page, '修改密码').click();
    await expect(page.getByText('密码修改成功，现在可以使用其它功能了')).not.toHaveCount(0);
    await expect(notice).toHaveCount(0);

    // The app is open: a menu choice, an address typed in, and the server's answers.
    await page.locator('.shell-sidebar').getByText('审核列表').click();
    await page.waitForURL((u) => u.pathname === '/home/audit_list', { timeout: 30_000 });
    await expect(page.locator('.ag-row:visible').first()).toBeVisible();
    expect((await inPage(page, '/api/records/franchise')).code).toBe('200');
    await page.goto(`${server.url}/home/audit_list`);
    await expect(page.locator('.ag-row:visible').first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/home/audit_list');
  });
});


/** A GET from the page, with its session cookie: the answer's code and message. */
async function inPage(page: Page, path: string): Promise<{ code: string; msg: string }> {
  return page.evaluate(async (p) => {
    const b = (await (await fetch(p)).json()) as { code: string; msg: string };
    return { code: b.code, msg: b.msg };
  }, path);
}
