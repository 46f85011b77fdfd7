// Paging and sorting a list in Chromium at 1440×900 against the built app and the real server: the next
// page replaces the rows without moving the pager, and a header sorted from the keyboard keeps focus.
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

/** The operator on the list filtered to the seeded rows, the grid showing the first page. */
async function settledList(newPage: NewPage, baseUrl: string): Promise<Page> {
  const { page } = await newPage({ viewport: { width: 1440, height: 900 } });
  await login(page, baseUrl, 'operator', 'Operator@123');
  await page.goto(`${baseUrl}${LIST}`);
  await page.getByPlaceholder(/项目名称/).fill(NAME);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page.locator('.ag-row', { hasText: `${NAME}24` })).toBeVisible();
  return page;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ fileServers }, testInfo) => {
  test.setTimeout(180_000);
  await seed((await fileServers.of(testInfo.file)).url);
});

/** Per frame: the pager's top, and whether a grid cell shows `text`. */
const SAMPLER = (text: string) => `
window.__frames = [];
(function tick() {
  const pager = document.querySelector('.ant-pagination');
  const shown = [...document.querySelectorAll('.ag-cell')].some((c) => c.textContent === ${JSON.stringify(text)});
  window.__frames.push({ y: pager ? pager.getBoundingClientRect().y : -1, shown });
  if (window.__frames.length < 600) requestAnimationFrame(tick);
})();`;

interface Frame {
  y: number;
  shown: boolean;
}

test.describe('list paging and sorting', () => {
  test('shows the next page in place of the first, and nothing below the rows moves', async ({ server, newPage }) => {
    const page = await settledList(newPage, server.url);

    const next = `${NAME}14`;
    await page.evaluate(SAMPLER(next));
    await page.locator('.ant-pagination-next').first().click();
    // Until the grid shows page 2.
    await page.waitForFunction(() => (window as unknown as { __frames: Frame[] }).__frames.at(-1)?.shown === true);
    const frames = await page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
    // Page 2's ten rows replaced page 1's: the first page's first row is gone.
    await expect(page.locator('.ag-cell', { hasText: `${NAME}24` })).toHaveCount(0);
    await expect(page.locator('.ag-row')).toHaveCount(10);
    // The pager stayed at one height throughout.
    expect(new Set(frames.map((f) => Math.round(f.y)))).toEqual(new Set([Math.round(frames[0]!.y)]));
  });

  test('sorts from the keyboard in place: focus stays on the header', async ({ server, newPage }) => {
    const page = await settledList(newPage, server.url);

    const header = page.locator('.ag-header-cell[col-id="listingPrice"]');
    await header.focus();
    // Ascending by price: the cheapest first.
    await page.evaluate(SAMPLER(`${NAME}00`));
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (window as unknown as { __frames: Frame[] }).__frames.some((f) => f.shown));
    await expect(page.locator('.ag-row[row-index="0"]', { hasText: `${NAME}00` })).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.closest('.ag-header-cell')?.getAttribute('col-id') ?? null)).toBe('listingPrice');
    // The next key sorts again from where focus is: descending, the dearest first.
    await page.keyboard.press('Enter');
    await expect(page.locator('.ag-row[row-index="0"]', { hasText: `${NAME}24` })).toBeVisible();
  });
});
