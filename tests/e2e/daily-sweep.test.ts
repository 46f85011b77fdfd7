// The daily-use sweep, at 1440 x 900 in Chromium against the real server: every demo role opens
// every page its menus reach (pages.json + menus.json through the one permission rule, read at run time,
// so new pages are swept without touching this file) and finds no refused request (100004), no server
// error, no error panel, no English text in a grid, no code where a name belongs, no amount, date,
// number or state cut with "…" and no row action cut off.
// One session and one page per slice of a role's pages (below): pages are opened inside the app, as a menu does.
import { readFileSync } from 'node:fs';
import type { Page, Response } from '@playwright/test';
import { canPage, type Principal } from '../../src/shared/permission.ts';
import type { MenusFile, PageEntry } from '../../src/shared/schema/types.ts';
import { expect, test } from './fixtures.ts';
import { rendered } from './harness.ts';
import { apiLogin, enterWithSession } from './shell-helpers.ts';

const VIEWPORT = { width: 1440, height: 900 };
const ROLES = [
  { role: 'admin', user: 'admin', password: 'Admin@123' },
  { role: 'operator', user: 'operator', password: 'Operator@123' },
  { role: 'auditor', user: 'auditor', password: 'Auditor@123' },
  { role: 'finance', user: 'finance', password: 'Finance@123' },
];

const pages = (JSON.parse(readFileSync('pages.json', 'utf8')) as { pages: PageEntry[] }).pages;
const menus = JSON.parse(readFileSync('menus.json', 'utf8')) as MenusFile;

/** The pages a role reaches from its menus: permitted, shown in a menu, no record id needed. */
function reachable(role: string): PageEntry[] {
  const principal: Principal = { userId: 0, roles: [role], siteId: null, menuNames: menus.roles.find((r) => r.name === role)?.menus ?? [] };
  return pages.filter((p) => !p.hidden && !p.path.includes(':') && p.kind !== 'print' && canPage(principal, menus, p));
}

/**
 * Columns where a code may show, named so the sweep still catches every other one. One known gap: columns whose stored value is a list of
 * variety codes with no name lookup yet (file_model.varieties is free text "TDJYQ,LDJYQ"; it needs a
 * multi-choice of varieties in the entity to be shown by name).
 */
const KNOWN_CODE_COLUMNS: Record<string, string[]> = {
  file_model_list: ['varieties'],
  // Maintenance pages of codes themselves: a dictionary entry's type and code, a site's code and domain are the data.
  dictionary_list: ['type', 'code'],
  site_list: ['code', 'domain'],
};

// A sweep only reads: its slices run in parallel, each worker on its own server for this file.
test.describe.configure({ mode: 'parallel' });
// A failed sweep's trace without DOM snapshots: the sweep reads each page through hundreds of polled
// evaluations, and a snapshot of the whole admin shell around each one doubled the admin's sweep on the
// loaded 2-core host. The failure's screenshot and the faults it lists say what was wrong.
test.use({ trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false } });

/** Watches the API answers of the page: refused or failed ones, and how many are still under way. */
function watchApi(page: Page) {
  const problems: string[] = [];
  let inflight = 0;
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/') && !url.includes('/api/dev/');
  page.on('request', (r) => {
    if (isApi(r.url())) inflight++;
  });
  const done = (url: string) => {
    if (isApi(url)) inflight--;
  };
  page.on('requestfailed', (r) => done(r.url()));
  page.on('response', (res: Response) => {
    if (!isApi(res.url())) return;
    void (async () => {
      if (res.status() >= 500) problems.push(`${res.status()} ${res.url()}`);
      const type = res.headers()['content-type'] ?? '';
      if (!type.includes('json')) return;
      const body = (await res.json().catch(() => null)) as { code?: string; msg?: string } | null;
      if (body?.code === '100004') problems.push(`100004 ${new URL(res.url()).pathname}${new URL(res.url()).search} ${body.msg ?? ''}`);
    })().finally(() => done(res.url()));
  });
  return { problems, idle: () => inflight <= 0 };
}

/** What the open page shows that it should not. Runs in the page, over the visible page view only. */
function findFaults([pageId, codesKnown]: [string, string[]]): string[] {
  const faults: string[] = [];
  const view = document.querySelector(`section.page-view[data-page="${pageId}"]`);
  if (!view) return [`页面 ${pageId} 未显示`];
  const errors = view.querySelectorAll('.status-panel--error, .status-panel--warning, .ant-result-error, .ant-result-warning, .ant-result-403, .ant-result-404, .ant-result-500, .ant-alert-error, .ant-alert-warning');
  for (const e of errors) faults.push(`错误面板：${(e.textContent ?? '').slice(0, 80)}`);
  for (const grid of view.querySelectorAll('.ag-root-wrapper')) {
    // The grid's own words (headers, overlays, pager): everything but the cells' values.
    const walker = document.createTreeWalker(grid, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? '';
      if (n.parentElement?.closest('.ag-cell')) continue;
      if (/[A-Za-z]{2,}/.test(text)) faults.push(`表格英文：${text.trim()}`);
    }
    for (const h of grid.querySelectorAll<HTMLElement>('.ag-header-cell-text')) {
      if (h.scrollWidth > h.clientWidth + 1) faults.push(`表头被截断：${h.textContent}`);
    }
    // A code where a name belongs (pending, admin, TDJYQ): a lower-case word, or upper-case letters only.
    for (const c of grid.querySelectorAll<HTMLElement>('.ag-cell')) {
      const text = (c.textContent ?? '').trim();
      if (codesKnown.includes(c.getAttribute('col-id') ?? '')) continue;
      if (/^[a-z][a-z_]{2,}$/.test(text) || /^[A-Z]{4,}$/.test(text)) faults.push(`显示了代码：${text}`);
    }
    for (const c of grid.querySelectorAll<HTMLElement>('.ag-cell[col-id="__actions"]')) {
      if (c.scrollWidth > c.clientWidth + 1) faults.push(`操作列被截断：${c.textContent}`);
    }
    // React cells wrap their value in .list-cell; plain text cells are the grid's cell itself.
    for (const c of grid.querySelectorAll<HTMLElement>('.list-cell--whole .list-cell, .ag-cell.list-cell--whole:not(:has(.list-cell))')) {
      if (c.scrollWidth > c.clientWidth + 1) faults.push(`数值被截断：${c.textContent}`);
    }
  }
  return faults;
}

/**
 * Settled: the page view is there, nothing is loading and no API request is under way, twice running.
 * Polled as one condition: the request count is the test's own, not something on the page.
 */
async function settled(page: Page, pageId: string, idle: () => boolean): Promise<void> {
  const quiet = () =>
    page.evaluate((id) => {
      const view = document.querySelector(`section.page-view[data-page="${id}"]`);
      if (!view) return false;
      const busy = view.querySelector('.ant-spin-spinning, .ant-skeleton');
      return !busy && !(view.textContent ?? '').includes('加载中');
    }, pageId);
  await expect
    .poll(async () => {
      if (!idle() || !(await quiet())) return false;
      await rendered(page);
      return idle() && (await quiet());
    })
    .toBe(true);
}

/**
 * A role's pages in slices of at most SLICE, each slice a test of its own: the slices run on different
 * workers, so the sweep takes minutes of the phase's workers together rather than of one.
 */
const SLICE = 25;
function slices<T>(items: T[]): { from: number; to: number; items: T[] }[] {
  const count = Math.max(1, Math.ceil(items.length / SLICE));
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, i) => {
    const part = items.slice(i * size, (i + 1) * size);
    return { from: i * size + 1, to: i * size + part.length, items: part };
  });
}

test.describe('every role, every page of its menus, at 1440 x 900', () => {
  for (const { role, user, password } of ROLES) {
    const all = reachable(role);
    for (const { from, to, items: targets } of slices(all)) {
      test(`${role}, pages ${from}–${to} of ${all.length}: no refused request, no error panel, no English grid text, no raw code, nothing cut`, async ({ server, newPage }) => {
        // A slice of up to 25 pages; on a loaded 2-core host a whole sweep of the admin's 80 took over 120 s.
        test.setTimeout(300_000);
        expect(targets.length).toBeGreaterThan(0);
        const { context, page } = await newPage({ viewport: VIEWPORT });
        const api = watchApi(page);
        await enterWithSession(context, page, server.url, await apiLogin(server.url, user, password), '/home');
        const faults: string[] = [];
        for (const target of targets) {
          api.problems.length = 0;
          // Inside the app, as a menu click does: the router follows the history entry.
          await page.evaluate((path) => {
            window.history.pushState({}, '', path);
            window.dispatchEvent(new PopStateEvent('popstate'));
          }, target.path);
          await settled(page, target.id, api.idle);
          const found = [...api.problems, ...(await page.evaluate(findFaults, [target.id, KNOWN_CODE_COLUMNS[target.id] ?? []] as [string, string[]]))];
          if (process.env.SWEEP_SHOTS) await page.screenshot({ path: `${process.env.SWEEP_SHOTS}/${role}-${target.id}.png` });
          faults.push(...found.map((f) => `${role} ${target.title} (${target.path})：${f}`));
        }
        await context.close();
        expect(faults).toEqual([]);
      });
    }
  }
});
