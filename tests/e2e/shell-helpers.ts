// Helpers shared by the session-* and shell-* browser tests: API calls from the test process (the
// server is the real one), entering the app with a server-issued token, and small locators.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { LoginResult } from '../../src/shared/api.ts';
import type { ApiEnvelope } from '../../src/shared/codes.ts';

export async function api<T = unknown>(baseUrl: string, path: string, body?: unknown, token?: string): Promise<ApiEnvelope<T>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as ApiEnvelope<T>;
}

export async function apiLogin(baseUrl: string, username: string, password: string): Promise<LoginResult> {
  const r = await api<LoginResult>(baseUrl, '/api/user/login', { username, password });
  if (r.code !== '200') throw new Error(`login ${username}: ${r.code} ${r.msg}`);
  return r.data;
}

/** Records created in one request through a list page's import confirmation (the same checks as any create). */
export async function importRecords(baseUrl: string, token: string, entity: string, listPage: string, data: readonly Record<string, unknown>[]): Promise<void> {
  const rows = data.map((d, i) => ({ row: i + 2, data: d }));
  const r = await api(baseUrl, `/api/records/${entity}/import?listPage=${listPage}`, { rows }, token);
  if (r.code !== '200') throw new Error(`import of ${entity}: ${r.code} ${r.msg}`);
}

/** A one-time single sign-on ticket for the user of `token`, as the content system obtains one. */
export async function ssoTicket(baseUrl: string, token: string): Promise<string> {
  const r = await api<{ ticket: string }>(baseUrl, '/api/user/ssoTicket', {}, token);
  if (r.code !== '200') throw new Error(`ssoTicket: ${r.code} ${r.msg}`);
  return r.data.ticket;
}

/**
 * Enters the app as a page reload with a live session would: the HttpOnly token cookie the server sets
 * at login and the uid cookie the login page writes, then the page. Tests that are not about logging in skip the login form this way.
 */
export async function enterWithSession(context: BrowserContext, page: Page, baseUrl: string, login: LoginResult, path = '/home'): Promise<void> {
  const url = new URL(baseUrl);
  const cookie = (name: string, value: string) => ({ name, value, domain: url.hostname, path: '/', sameSite: 'Lax' as const });
  await context.addCookies([
    { ...cookie('Admin-Token', login.token), httpOnly: true },
    cookie('uid', String(login.userId)),
    ...(login.siteId === null ? [] : [cookie('siteId', String(login.siteId))]),
  ]);
  await page.goto(`${baseUrl}${path}`);
  await shellReady(page);
}

export async function shellReady(page: Page): Promise<void> {
  // The top bar's own content: on a cold load its box is drawn first, empty, and filled once the page has
  // rendered (engine/useAfterFirstPage.ts).
  await expect(page.locator('.shell-topbar .shell-topbar__title')).toBeVisible();
}

/** Opens the sidebar sub-menu titled `title`, judged by the menu's own state (aria-expanded): after a
 *  navigation the sidebar may still be restoring its open menus, and a click decided by what is visible
 *  at that moment (or made unconditionally) closes a menu that was opening. Clicks again until it is open. */
export async function openSidebarMenu(page: Page, title: RegExp): Promise<void> {
  const head = page.locator('.shell-sidebar .sidebar-menu__title').filter({ hasText: title });
  await expect(async () => {
    if ((await head.getAttribute('aria-expanded')) !== 'true') await head.click();
    expect(await head.getAttribute('aria-expanded')).toBe('true');
  }).toPass();
}

/** Chooses a trading variety in the sidebar; the shell then shows that variety's listing page. */
export async function chooseVariety(page: Page, name: string): Promise<void> {
  await openSidebarMenu(page, /^交易品种/);
  await page.locator('.shell-sidebar').getByRole('menuitem', { name, exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/transaction_management/release/kong');
  await expect(page.getByText(`当前交易品种：${name}`)).not.toHaveCount(0);
}

/** Every request must go to the test server; anything else is answered here and recorded. */
export async function keepLocal(context: BrowserContext, baseUrl: string, answer?: (url: string) => string | null): Promise<string[]> {
  const outside: string[] = [];
  await context.route(
    (u) => !u.href.startsWith(baseUrl),
    async (route) => {
      const href = route.request().url();
      outside.push(href);
      const body = answer?.(href);
      if (body === null || body === undefined) return route.abort('blockedbyclient');
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body });
    },
  );
  return outside;
}


export { btn } from './harness.ts';

/** The tag of an open page in the tags strip, by its route path. */
export const tag = (page: Page, path: string) => page.locator(`.tags-view__item[data-path="${path}"]`);

export async function tagPaths(page: Page): Promise<string[]> {
  return page.locator('.tags-view__item').evaluateAll((els) => els.map((e) => e.getAttribute('data-path') ?? ''));
}

/** Waits until the tags strip shows exactly the pages of `paths`, in order. */
export async function expectTags(page: Page, paths: readonly string[]): Promise<void> {
  const items = page.locator('.tags-view__item');
  await expect(items).toHaveCount(paths.length);
  for (const [i, p] of paths.entries()) await expect(items.nth(i)).toHaveAttribute('data-path', p);
  expect(await tagPaths(page)).toEqual(paths);
}

/** The bell's total: antd keeps the real count in the badge's title ('' when there is no badge). */
export async function badgeCount(page: Page): Promise<string> {
  const count = page.locator('.bell .ant-badge-count');
  if ((await count.count()) === 0) return '';
  return ((await count.getAttribute('title')) ?? '').trim();
}

/** Waits until the bell's total is `total` ('' for no badge). */
export async function expectBadgeCount(page: Page, total: string): Promise<void> {
  const count = page.locator('.bell .ant-badge-count');
  if (total === '') await expect(count).toHaveCount(0);
  else await expect(count).toHaveAttribute('title', new RegExp(`^\\s*${total}\\s*$`));
}

/** Sum of the three unread counts, from the server. */
export async function unreadTotal(baseUrl: string, token: string, uid: number): Promise<number> {
  const r = await api<[number, number, number]>(baseUrl, `/unread/${uid}`, undefined, token);
  if (r.code !== '200') throw new Error(`unread: ${r.code} ${r.msg}`);
  return r.data[0] + r.data[1] + r.data[2];
}

export const FRANCHISE = {
  projectName: '批量测试项目',
  transferorType: 'person',
  transferorName: '张三',
  contactPhone: '13800138000',
  transferMethod: '出租',
  listingPrice: '1000',
};

/** Creates a draft franchise listing through the API; returns its id and version. */
export async function createDraft(baseUrl: string, token: string, name: string): Promise<{ id: number; version: number }> {
  const c = await api<{ id: number; version: number }>(baseUrl, '/api/records/franchise', { data: { ...FRANCHISE, projectName: name } }, token);
  if (c.code !== '200') throw new Error(`create: ${c.code} ${c.msg}`);
  return c.data;
}

/** Creates a franchise listing and submits it for review: one pending-approval notice per auditor of the site. */
export async function createAndSubmit(baseUrl: string, token: string, name: string): Promise<number> {
  const c = await createDraft(baseUrl, token, name);
  const s = await api(baseUrl, `/api/records/franchise/${c.id}/transition`, { action: 'submit', version: c.version }, token);
  if (s.code !== '200') throw new Error(`submit: ${s.code} ${s.msg}`);
  return c.id;
}

/**
 * The codes other than 200 that the page's JSON answers under /api/ (and /unread/) carry while it is open,
 * as "path code": a page that asks for what it would be refused shows up here.
 */
export function refusals(page: Page): string[] {
  const out: string[] = [];
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (!path.startsWith('/api/') && !path.startsWith('/unread/')) return;
    if (!(r.headers()['content-type'] ?? '').includes('json')) return;
    void r
      .json()
      .then((b: { code?: string }) => {
        if (b.code !== undefined && b.code !== '200') out.push(`${path} ${b.code}`);
      })
      .catch(() => undefined);
  });
  return out;
}
