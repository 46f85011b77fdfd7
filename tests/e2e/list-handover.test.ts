// A list's new page is painted by the plain grid first and then taken over by ag-grid (ListGrids.tsx), in
// Chromium at 1440×900 against the built app and the real server: the plain grid shows the page before
// ag-grid does, and nothing below the rows moves at either hand-over.
import type { Page } from '@playwright/test';
import { expect, test, type NewPage } from './fixtures.ts';
import { login } from './harness.ts';
import { apiLogin, importRecords } from './shell-helpers.ts';

const LIST = '/transaction_management/release/franchise';
const NAME = '换页测试项目';

async function seed(baseUrl: string): Promise<void> {
  const rows = Array.from({ length: 25 }, (_, i) => ({
    projectName: `${NAME}${String(i).padStart(2, '0')}`,
    transferorType: 'person',
    transferorName: '张三',
    contactPhone: '13800138000',
    transferMethod: '出租',
    listingPrice: String(1000 + i),
  }));
  await importRecords(baseUrl, (await apiLogin(baseUrl, 'operator', 'Operator@123')).token, 'franchise', 'franchise_list', rows);
}

/** The operator on the list filtered to the seeded rows, ag-grid in place with the first page. */
async function settledList(newPage: NewPage, baseUrl: string): Promise<Page> {
  const { page } = await newPage({ viewport: { width: 1440, height: 900 } });
  await login(page, baseUrl, 'operator', 'Operator@123');
  await page.goto(`${baseUrl}${LIST}`);
  await page.getByPlaceholder(/项目名称/).fill(NAME);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page.locator('.list-grids__grid:not(.list-grids__grid--incoming) .ag-row', { hasText: `${NAME}24` })).toBeVisible();
  await expect(page.locator('.plain-grid')).toHaveCount(0);
  return page;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ fileServers }, testInfo) => {
  test.setTimeout(180_000);
  await seed((await fileServers.of(testInfo.file)).url);
});

/** Per frame: which grid shows the rows (P plain, G ag-grid), the pager's top, and whether `text` is shown. */
const SAMPLER = (text: string) => `
window.__frames = [];
(function tick() {
  const pager = document.querySelector('.ant-pagination');
  const plain = document.querySelector('.plain-grid');
  const shown = [...document.querySelectorAll('.plain-grid [role="cell"], .list-grids__grid:not(.list-grids__grid--incoming) .ag-cell')]
    .some((c) => c.textContent === ${JSON.stringify(text)});
  window.__frames.push({ grid: plain ? 'P' : 'G', y: pager ? pager.getBoundingClientRect().y : -1, shown });
  if (window.__frames.length < 600) requestAnimationFrame(tick);
})();`;

interface Frame {
  grid: 'P' | 'G';
  y: number;
  shown: boolean;
}

test.describe('list hand-over', () => {
  test('paints the next page in the plain grid, then ag-grid, and nothing below the rows moves', async ({ server, newPage }) => {
    const page = await settledList(newPage, server.url);

    const next = `${NAME}14`;
    await page.evaluate(SAMPLER(next));
    await page.locator('.ant-pagination-next').first().click();
    // Until ag-grid shows page 2 again after the plain grid did.
    await page.waitForFunction(() => {
      const f = (window as unknown as { __frames: Frame[] }).__frames;
      const last = f.at(-1);
      return f.some((x) => x.grid === 'P' && x.shown) && last?.grid === 'G' && last.shown;
    });
    const frames = await page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
    // The first frame with page 2 on screen drew it in the plain grid.
    expect(frames.find((f) => f.shown)?.grid).toBe('P');
    // The pager stayed at one height through both hand-overs.
    expect(new Set(frames.map((f) => Math.round(f.y)))).toEqual(new Set([Math.round(frames[0]!.y)]));
  });

  test('sorts from the keyboard in place: focus stays on the header and the plain grid never shows', async ({ server, newPage }) => {
    const page = await settledList(newPage, server.url);

    const header = page.locator('.list-grids__grid .ag-header-cell[col-id="listingPrice"]');
    await header.focus();
    // Ascending by price: the cheapest first.
    await page.evaluate(SAMPLER(`${NAME}00`));
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (window as unknown as { __frames: Frame[] }).__frames.some((f) => f.shown));
    const frames = await page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
    expect(frames.every((f) => f.grid === 'G')).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('.ag-header-cell')?.getAttribute('col-id') ?? null)).toBe('listingPrice');
    // The next key sorts again from where focus is: descending, the dearest first.
    await page.keyboard.press('Enter');
    await expect(page.locator('.ag-row[row-index="0"]', { hasText: `${NAME}24` })).toBeVisible();
  });
});
