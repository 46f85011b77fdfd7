// 个人设置, the Change-Pass cookie flow (the logout rule) and a password an administrator reset (held on
// 个人设置 by the server and the shell until changed), in Chromium against the real server.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { confirmDialog, launchBrowser, login, motionDone, newPage, startServer, type RunningServer } from './harness.ts';
import { api, apiLogin, btn, enterWithSession } from './shell-helpers.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const ACCOUNT = '/home/account_settings';
const USERS = '/system_setup/user_management/user';
const VIEWPORT = { width: 1440, height: 900 };
const SHOTS = '/tmp/shots';

async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

describe('account settings', () => {
  it('opens from the user menu and saves the profile with the shared field messages', async () => {
    const { context, page } = await newPage(browser);
    await enterWithSession(context, page, server.url, await apiLogin(server.url, 'finance', 'Finance@123'));
    await page.getByRole('button', { name: '王财务，用户菜单' }).click();
    await page.getByRole('menuitem', { name: /个人设置/ }).click();
    await page.waitForURL((u) => u.pathname === ACCOUNT);
    await expect.poll(() => page.title()).toBe('个人设置 - 农村产权交易服务中心管理后台');

    const name = page.getByLabel('姓名');
    await expect.poll(() => name.inputValue()).toBe('王财务');
    await name.fill('   ');
    await page.getByLabel('头像地址').fill('not a url');
    await btn(page, '保存资料').click();
    await expect.poll(() => page.getByText('请输入姓名').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('请输入正确的头像地址').count()).toBeGreaterThan(0);

    await name.fill('王会计');
    await page.getByLabel('头像地址').fill('/files/avatar.png');
    await page.getByLabel('个人简介').fill('负责保证金与结算');
    await btn(page, '保存资料').click();
    await expect.poll(() => page.getByText('个人信息已保存').count()).toBeGreaterThan(0);
    // The top bar follows at once, and the server has it.
    await expect.poll(() => page.locator('.user-menu__name').textContent()).toBe('王会计');
    const token = (await cookieValue(context, 'Admin-Token')) ?? '';
    const info = await api<{ name: string; avatar: string; introduction: string }>(server.url, '/api/user/info', undefined, token);
    expect(info.data).toMatchObject({ name: '王会计', avatar: '/files/avatar.png', introduction: '负责保证金与结算' });
    await context.close();
  });

  it('changes the password: strength and match rules, wrong old password refused, other sessions ended', async () => {
    const { context, page } = await newPage(browser);
    const elsewhere = await apiLogin(server.url, 'operator2', 'Operator@123');
    await enterWithSession(context, page, server.url, await apiLogin(server.url, 'operator2', 'Operator@123'), ACCOUNT);
    const card = page.locator('#change-password');
    await card.getByLabel('原密码').fill('Wrong@123');
    await card.getByLabel('新密码', { exact: true }).fill('abc');
    await card.getByLabel('确认新密码').fill('abd');
    await btn(page, '修改密码').click();
    await expect.poll(() => card.getByText('新密码至少8位，且须同时包含字母和数字').count()).toBeGreaterThan(0);
    await expect.poll(() => card.getByText('两次输入的新密码不一致').count()).toBeGreaterThan(0);

    await card.getByLabel('新密码', { exact: true }).fill('Newpass2026');
    await card.getByLabel('确认新密码').fill('Newpass2026');
    await btn(page, '修改密码').click();
    await expect.poll(() => card.getByText('原密码不正确').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    // Nothing changed: the other session lives and the old password still logs in.
    expect((await api(server.url, '/api/user/info', undefined, elsewhere.token)).code).toBe('200');
    expect((await api(server.url, '/api/user/login', { username: 'operator2', password: 'Operator@123' })).code).toBe('200');

    await card.getByLabel('原密码').fill('Operator@123');
    await btn(page, '修改密码').click();
    await expect.poll(() => page.getByText(/密码修改成功/).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => card.getByLabel('原密码').inputValue()).toBe('');
    expect((await api(server.url, '/api/user/info', undefined, elsewhere.token)).code).toBe('100001');
    expect((await api(server.url, '/api/user/login', { username: 'operator2', password: 'Operator@123' })).code).toBe('100007');
    expect((await api(server.url, '/api/user/login', { username: 'operator2', password: 'Newpass2026' })).code).toBe('200');
    // This browser's session is the one kept.
    await page.reload();
    await expect.poll(() => page.locator('.user-menu__name').textContent(), { timeout: 30_000 }).toBe('赵经办');
    await context.close();
  });

  it('Change-Pass sends every page to account settings until the password is changed', async () => {
    const { context, page } = await newPage(browser);
    const host = new URL(server.url).hostname;
    await context.addCookies([{ name: 'Change-Pass', value: '1', domain: host, path: '/' }]);
    await enterWithSession(context, page, server.url, await apiLogin(server.url, 'auditor2', 'Auditor@123'), '/home/audit_list');
    await page.waitForURL((u) => u.pathname === ACCOUNT);
    await expect.poll(() => page.getByText('为了账号安全，请先修改密码').count()).toBeGreaterThan(0);
    // A menu choice does not get away either.
    await page.locator('.shell-sidebar').getByText('审核列表').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(ACCOUNT);

    const card = page.locator('#change-password');
    await card.getByLabel('原密码').fill('Auditor@123');
    await card.getByLabel('新密码', { exact: true }).fill('Audit2026x');
    await card.getByLabel('确认新密码').fill('Audit2026x');
    await btn(page, '修改密码').click();
    await expect.poll(() => page.getByText(/密码修改成功/).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await cookieValue(context, 'Change-Pass')).toBeUndefined();
    await expect.poll(() => page.getByText('为了账号安全，请先修改密码').count()).toBe(0);
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
    await context.close();
  });

  it('an administrator\'s reset holds the user on 个人设置, server and browser, until the password is changed', async () => {
    // 系统设置 › 用户 › 重置密码, as the administrator.
    const adminSide = await newPage(browser, VIEWPORT);
    await enterWithSession(adminSide.context, adminSide.page, server.url, await apiLogin(server.url, 'admin', 'Admin@123'), USERS);
    const row = adminSide.page.locator('.ant-table-row', { hasText: 'auditor2' });
    await row.getByRole('button', { name: /重置密码/ }).click({ timeout: 30_000 });
    const dialog = adminSide.page.locator('.ant-modal:visible');
    await motionDone(dialog);
    await dialog.getByLabel('新密码').fill('Reset2026a');
    await dialog.getByRole('button', { name: /^\s*重\s*置\s*$/ }).click();
    await expect.poll(() => adminSide.page.getByText('密码已重置，用户下次登录须修改密码').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await adminSide.context.close();

    // auditor2 logs in through the form and lands on 个人设置 with the notice, whatever page was asked for.
    const { context, page } = await newPage(browser, VIEWPORT);
    const refused = refusals(page);
    await login(page, server.url, 'auditor2', 'Reset2026a');
    await page.waitForURL((u) => u.pathname === ACCOUNT, { timeout: 30_000 });
    const notice = page.locator('.account-page__notice');
    await expect.poll(() => notice.textContent(), { timeout: 30_000 }).toContain('管理员已重置或设置了您的密码');
    await expect.poll(() => page.locator('#change-password').getByLabel('原密码').evaluate((el) => el === document.activeElement)).toBe(true);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/account-password-due.png` });
    for (const path of ['/home', '/home/audit_list']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL((u) => u.pathname === ACCOUNT, { timeout: 30_000 });
      await notice.waitFor({ timeout: 30_000 });
    }
    await page.locator('.shell-sidebar').getByText('审核列表').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(ACCOUNT);
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
    await expect.poll(() => page.getByText('密码修改成功，现在可以使用其它功能了').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => notice.count()).toBe(0);

    // The app is open: a menu choice, an address typed in, and the server's answers.
    await page.locator('.shell-sidebar').getByText('审核列表').click();
    await page.waitForURL((u) => u.pathname === '/home/audit_list', { timeout: 30_000 });
    await page.locator('.ag-row:visible').first().waitFor({ timeout: 30_000 });
    expect((await inPage(page, '/api/records/franchise')).code).toBe('200');
    await page.goto(`${server.url}/home/audit_list`);
    await page.locator('.ag-row:visible').first().waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/home/audit_list');
    await context.close();
  });
});

/** Codes other than 200 the page's API answers carried, as "url code". */
function refusals(page: Page): string[] {
  const out: string[] = [];
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (!path.startsWith('/api/') && !path.startsWith('/unread/')) return;
    void r
      .json()
      .then((b: { code?: string }) => {
        if (b.code !== undefined && b.code !== '200') out.push(`${path} ${b.code}`);
      })
      .catch(() => undefined);
  });
  return out;
}

/** A GET from the page, with its session cookie: the answer's code and message. */
async function inPage(page: Page, path: string): Promise<{ code: string; msg: string }> {
  return page.evaluate(async (p) => {
    const b = (await (await fetch(p)).json()) as { code: string; msg: string };
    return { code: b.code, msg: b.msg };
  }, path);
}
