// The top bar in Chromium at 1440 x 900 against the real server: every top-level section a role has is
// either shown whole inside the window or one click away in the 更多 menu, and choosing it there opens
// the section. The variety landing names the variety the requests carry, not the link's ?type=.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { API, type AppMeta, type UserInfo } from '../../src/shared/api.ts';
import { visibleMenus } from '../../src/shared/permission.ts';
import type { MenuItem } from '../../src/shared/schema/types.ts';
import { permittedPages } from '../../src/web/app/routes.ts';
import { firstPage, pathOfPage } from '../../src/web/shell/menu-tree.ts';
import { toPrincipal } from '../../src/web/stores/principal.ts';
import { expect, test, type NewPage } from './fixtures.ts';
import type { RunningServer } from './harness.ts';
import { api, apiLogin, enterWithSession } from './shell-helpers.ts';

const SHOTS = '/tmp/shots';
const VIEWPORT = { width: 1440, height: 900 };

test.describe.configure({ mode: 'serial' });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** The sections the shell must offer this user, by the same rule it uses, with the path each opens. */
async function sectionsOf(baseUrl: string, token: string): Promise<{ title: string; path: string }[]> {
  const info = (await api<UserInfo>(baseUrl, API.info, undefined, token)).data;
  const meta = (await api<AppMeta>(baseUrl, API.app, undefined, token)).data;
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

async function checkRole(server: RunningServer, newPage: NewPage, username: string, password: string): Promise<void> {
  const login = await apiLogin(server.url, username, password);
  const expected = await sectionsOf(server.url, login.token);
  expect(expected.length).toBeGreaterThan(0);
  const { context, page } = await newPage({ viewport: VIEWPORT });
  await enterWithSession(context, page, server.url, login);
  await expect(page.locator('.section-nav .section-nav__item[data-section]')).toHaveCount(expected.length);

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
    await expect(moreMenuItems(page)).not.toHaveCount(0);
    overflow = (await moreMenuItems(page).allTextContents()).map((t) => t.trim());
    await page.screenshot({ path: `${SHOTS}/topbar-${username}-more.png` });
    await page.keyboard.press('Escape');
    await expect(page.locator('.section-nav__menu:visible')).toHaveCount(0);
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
    await expect(more(page)).toHaveAttribute('aria-current', 'true');
  }
  if (overflow.length > 0) {
    await page.mouse.move(VIEWPORT.width / 2, VIEWPORT.height / 2);
    await page.screenshot({ path: `${SHOTS}/topbar-${username}-in-more.png`, clip: { x: 0, y: 0, width: VIEWPORT.width, height: 120 } });
  }
  await context.close();
}

test.describe('the top bar at 1440 x 900', () => {
  test('shows every section of the admin whole, or one click away under 更多', async ({ server, newPage }) => {
    await checkRole(server, newPage, 'admin', 'Admin@123');
  });

  test('shows every section of the auditor whole, or one click away under 更多', async ({ server, newPage }) => {
    await checkRole(server, newPage, 'auditor', 'Auditor@123');
  });
});

test.describe('the variety landing', () => {
  test('asks the admin, who has chosen no variety, to choose one, whatever ?type= says', async ({ server, newPage }) => {
    const { context, page } = await newPage({ viewport: VIEWPORT });
    await enterWithSession(context, page, server.url, await apiLogin(server.url, 'admin', 'Admin@123'), '/transaction_management/release/kong?type=LQ');
    await expect(page.getByText('请选择交易品种', { exact: true })).toBeVisible();
    expect(await page.getByText('当前交易品种').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/kong-no-variety.png` });
  });
});
