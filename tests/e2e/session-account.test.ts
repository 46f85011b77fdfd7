// 个人设置 (account settings) and the Change-Pass cookie flow (a reset password must be changed before any
// other page opens, and logging out clears it), in Chromium against the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { confirmDialog, launchBrowser, newPage, startServer, type RunningServer } from './harness.ts';
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
});
