// Sessions in Chromium against the real server: single sign-on through a query token, the expired-session
// modal, and the held session's forced logout to the content system's login.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { motionDone, rendered } from './harness.ts';
import { api, apiLogin, enterWithSession, keepLocal, shellReady, ssoTicket } from './shell-helpers.ts';

test.describe.configure({ mode: 'serial' });

const EXPIRED = '登录状态已过期，请重新登录';

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((c) => c.name);
}

/** The expired-session modal: its text, one button, no close icon, and neither Esc nor the mask closes it. */
async function expectExpiredModal(page: Page): Promise<void> {
  const modal = page.locator('.ant-modal-root .ant-modal', { hasText: EXPIRED });
  await expect(modal).toBeVisible();
  expect(await modal.locator('.ant-modal-close').count()).toBe(0);
  expect(await modal.getByRole('button').allTextContents()).toEqual([expect.stringMatching(/^重新登录$|^重新\s*登录$/)]);
  await motionDone(modal);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  // A close would start the leave motion on the next render; after two frames it has not.
  await rendered(page);
  expect(await modal.isVisible()).toBe(true);
  expect(await modal.getAttribute('class')).not.toMatch(/-leave/);
}

test.describe('session', () => {
  test('logs in through a query ticket, and a different ticket replaces the session (single sign-on)', async ({ server, newPage }) => {
    const { context, page } = await newPage();
    const op = await apiLogin(server.url, 'operator', 'Operator@123');
    const opTicket = await ssoTicket(server.url, op.token);
    await page.goto(`${server.url}/login?token=${opTicket}&userId=${op.userId}&siteName=${encodeURIComponent(op.siteName)}`);
    await page.waitForURL((u) => u.pathname === '/home', { timeout: 30_000 });
    await shellReady(page);
    await expect(page.locator('.user-menu__name')).toHaveText('张经办');
    // The server set a new session cookie, HttpOnly: neither the ticket nor readable by scripts.
    const first = (await context.cookies()).find((c) => c.name === 'Admin-Token');
    expect(first?.httpOnly).toBe(true);
    expect([opTicket, op.token]).not.toContain(first?.value);
    expect(await page.evaluate(() => document.cookie)).not.toContain('Admin-Token');

    // Leftovers of the first user that the second must not inherit.
    await page.evaluate(() => localStorage.setItem('transferVariety', 'LQ'));
    const au = await apiLogin(server.url, 'auditor', 'Auditor@123');
    const auTicket = await ssoTicket(server.url, au.token);
    await page.goto(`${server.url}/login?token=${auTicket}&userId=${au.userId}`);
    await page.waitForURL((u) => u.pathname === '/home', { timeout: 30_000 });
    await expect(page.locator('.user-menu__name')).toHaveText('李审核');
    expect(await page.evaluate(() => [localStorage.getItem('transferVariety'), localStorage.getItem('realname')])).toEqual([null, '李审核']);
    const second = (await context.cookies()).find((c) => c.name === 'Admin-Token')?.value;
    expect(second).not.toBe(first?.value);

    // The same ticket again is just a visit to /login while logged in: on to /.
    await page.goto(`${server.url}/login?token=${auTicket}`);
    await page.waitForURL((u) => u.pathname === '/home');
  });

  test('a dead query token: the expired modal, then the plain login form (not the same dead token again)', async ({ server, newPage }) => {
    const { context, page } = await newPage();
    await page.goto(`${server.url}/login?token=${'e'.repeat(64)}&userId=2`);
    await expectExpiredModal(page);
    await page.getByRole('button', { name: /重新\s*登录/ }).click();
    await page.waitForURL((u) => u.pathname === '/login' && !u.searchParams.has('token'), { timeout: 30_000 });
    await expect(page.getByPlaceholder('请输入用户名')).toBeVisible();
    // Any request the login page makes has been answered (a 401 there would raise the modal again).
    await page.waitForLoadState('networkidle');
    await rendered(page);
    expect(await page.locator('.ant-modal', { hasText: EXPIRED }).count()).toBe(0);
    expect(await cookieNames(context)).not.toContain('Admin-Token');
  });

  test('a tampered token: the modal has no way out but 重新登录, which leads to the login page', async ({ server, newPage }) => {
    const { context, page } = await newPage();
    await enterWithSession(context, page, server.url, await apiLogin(server.url, 'finance', 'Finance@123'));
    // The home page's own requests first, so that the tampered token meets the request below.
    await page.waitForLoadState('networkidle');
    const host = new URL(server.url).hostname;
    await context.addCookies([{ name: 'Admin-Token', value: 'f'.repeat(64), domain: host, path: '/' }]);
    // Any request now: the bell's refresh, which returning to the tab asks for.
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expectExpiredModal(page);
    await page.getByRole('button', { name: /重新\s*登录/ }).click();
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 30_000 });
    expect(await cookieNames(context)).not.toContain('Admin-Token');
    expect(await page.evaluate(() => localStorage.getItem('menuName'))).toBeNull();
    await expect(page.getByPlaceholder('请输入用户名')).toBeVisible();
  });

  test('a held session ended by the server goes to the content system login, and nothing leaves the browser', async ({ server, newPage }) => {
    const { context, page } = await newPage();
    const outside = await keepLocal(context, server.url, (url) =>
      url.startsWith('http://cms.example.test/') ? '<!doctype html><title>CMS</title><h1>内容管理系统登录</h1>' : null,
    );
    const op = await apiLogin(server.url, 'operator', 'Operator@123');
    const query = new URLSearchParams({ token: await ssoTicket(server.url, op.token), userId: String(op.userId), hold: '1', domain: 'cms.example.test/login', siteName: op.siteName });
    await page.goto(`${server.url}/login?${query.toString()}`);
    await page.waitForURL((u) => u.pathname === '/home', { timeout: 30_000 });
    await shellReady(page);
    expect(await cookieNames(context)).toEqual(expect.arrayContaining(['hold', 'domain']));

    // The server ends the session (as an administrator or another login would), then the user works on.
    await page.waitForLoadState('networkidle');
    const session = (await context.cookies()).find((c) => c.name === 'Admin-Token')?.value ?? '';
    expect((await api(server.url, '/api/user/logout', {}, session)).code).toBe('200');
    // (A click could race a late home-page request that already opened the modal; the tab event cannot.)
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expectExpiredModal(page);
    await page.getByRole('button', { name: /重新\s*登录/ }).click();
    await page.waitForURL('http://cms.example.test/login', { timeout: 30_000 });
    await expect(page.getByText('内容管理系统登录')).toHaveCount(1);
    expect(outside).toEqual(['http://cms.example.test/login']);
    // Cookies of the held session are gone.
    const left = await cookieNames(context);
    for (const name of ['Admin-Token', 'hold', 'domain', 'uid', 'Change-Pass']) expect(left).not.toContain(name);
  });
});
