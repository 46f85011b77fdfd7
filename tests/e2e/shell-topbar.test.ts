// The top bar in Chromium at 1440 x 900 against the real server: every top-level section a role has is
// either shown whole inside the window or one click away in the 更多 menu, and choosing it there opens
// the section. The variety landing names the variety the requests carry, not the link's ?type=.
import type { Browser, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type AppMeta, type UserInfo } from '../../src/shared/api.ts';
import { visibleMenus } from '../../src/shared/permission.ts';
import type { MenuItem } from '../../src/shared/schema/types.ts';
import { permittedPages } from '../../src/web/app/routes.ts';
import { firstPage, pathOfPage } from '../../src/web/shell/menu-tree.ts';
import { toPrincipal } from '../../src/web/stores/principal.ts';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness.ts';
import { api, apiLogin, enterWithSession } from './shell-helpers.ts';

const SHOTS = '/tmp/shots';
const VIEWPORT = { width: 1440, height: 900 };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The sections the shell must offer this user, by the same rule it uses, with the path each opens. */
async function sectionsOf(token: string): Promise<{ title: string; path: string }[]> {
  const info = (await api<UserInfo>(server.url, API.info, undefined, token)).data;
  const meta = (await api<AppMeta>(server.url, API.app, undefined, token)).data;
  const principal = toPrincipal(info, meta.menus, null);
  const pages = permittedPages(principal, meta);
  return visibleMenus(principal, meta.menus, meta.pages).map((s: MenuItem) => ({ title: s.title, path: pathOfPage(pages, firstPage(s)) ?? '' }));
}

interface Shown {
  title: string;
  visible: boolean;
  /** Inside the window and inside the bar (nothing cut off by the bar's edge). */
  whole: boolean;
}

/** The sections drawn in the bar itself, in order. */
function shownInBar(page: Page): Promise<Shown[]> {
  return page.locator('.section-nav').evaluate((nav) => {
    const bar = nav.getBoundingClientRect();
    return [...nav.querySelectorAll<HTMLElement>('.section-nav__item[data-section]')].map((el) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const visible = style.visibility !== 'hidden' && style.display !== 'none' && r.width > 0;
      const whole =
        r.left >= Math.max(0, bar.left) - 0.5 &&
        r.right <= Math.min(window.innerWidth, bar.right) + 0.5 &&
        r.top >= 0 &&
        r.bottom <= window.innerHeight &&
        // the label is not cut short
        el.scrollWidth <= el.clientWidth + 0.5;
      return { title: el.textContent?.trim() ?? '', visible, whole };
    });
  });
}

const more = (page: Page) => page.locator('.section-nav__more');
const moreMenuItems = (page: Page) => page.locator('.section-nav__menu .section-nav__menu-item');

async function checkRole(username: string, password: string): Promise<void> {
  const login = await apiLogin(server.url, username, password);
  const expected = await sectionsOf(login.token);
  expect(expected.length).toBeGreaterThan(0);
  const { context, page } = await newPage(browser, VIEWPORT);
  await enterWithSession(context, page, server.url, login);
  await expect.poll(async () => (await shownInBar(page)).length).toBe(expected.length);

  // The bar itself never scrolls sideways: what does not fit is in the 更多 menu.
  const scrolls = await page.locator('.section-nav').evaluate((nav) => nav.scrollWidth > nav.clientWidth + 0.5);
  expect(scrolls).toBe(false);

  const shown = await shownInBar(page);
  const inline = shown.filter((s) => s.visible);
  for (const s of inline) expect(s, `${username}: ${s.title} is cut off`).toMatchObject({ whole: true });

  let overflow: string[] = [];
  if (await more(page).isVisible()) {
    // The overflow button is whole inside the bar and says what it is.
    expect(((await more(page).textContent()) ?? '').replace(/\s+/g, '')).toBe('更多');
    const box = (await more(page).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORT.width);
    await more(page).click();
    await expect.poll(() => moreMenuItems(page).count()).toBeGreaterThan(0);
    overflow = (await moreMenuItems(page).allTextContents()).map((t) => t.trim());
    await page.screenshot({ path: `${SHOTS}/topbar-${username}-more.png` });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.section-nav__menu:visible').count()).toBe(0);
  }
  await page.screenshot({ path: `${SHOTS}/topbar-${username}.png`, clip: { x: 0, y: 0, width: VIEWPORT.width, height: 120 } });

  // Every section once: in the bar or in the menu, in the menus' order.
  expect([...inline.map((s) => s.title), ...overflow]).toEqual(expected.map((s) => s.title));

  // One click on 更多, one on the section: the section opens.
  for (const title of overflow) {
    const target = expected.find((s) => s.title === title)!;
    await more(page).click();
    await page.locator('.section-nav__menu .section-nav__menu-item', { hasText: title }).click();
    await page.waitForURL((u) => u.pathname === target.path, { timeout: 30_000 });
    // The 更多 button shows that the open section is one of its own.
    await expect.poll(() => more(page).getAttribute('aria-current')).toBe('true');
  }
  if (overflow.length > 0) {
    await page.mouse.move(VIEWPORT.width / 2, VIEWPORT.height / 2);
    await page.screenshot({ path: `${SHOTS}/topbar-${username}-in-more.png`, clip: { x: 0, y: 0, width: VIEWPORT.width, height: 120 } });
  }
  await context.close();
}

describe('the top bar at 1440 x 900', () => {
  it('shows every section of the admin whole, or one click away under 更多', async () => {
    await checkRole('admin', 'Admin@123');
  });

  it('shows every section of the auditor whole, or one click away under 更多', async () => {
    await checkRole('auditor', 'Auditor@123');
  });
});

describe('the variety landing', () => {
  it('asks the admin, who has chosen no variety, to choose one, whatever ?type= says', async () => {
    const { context, page } = await newPage(browser, VIEWPORT);
    await enterWithSession(context, page, server.url, await apiLogin(server.url, 'admin', 'Admin@123'), '/transaction_management/release/kong?type=LQ');
    await page.getByText('请选择交易品种', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await page.getByText('当前交易品种').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/kong-no-variety.png` });
    await context.close();
  });
});
