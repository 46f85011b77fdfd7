// Forms for daily work, in Chromium at 1440 x 900: the form is a grid of three columns in its declared groups, long
// values across the row, its actions in a bar at the bottom of the window; a date typed as 2027/1/1 is kept when the
// field is left, and Enter in a date field takes the date without saving the half-filled form.
import { expect, test } from './fixtures.ts';
import { rendered } from './harness.ts';
import { apiLogin, enterWithSession } from './shell-helpers.ts';

const FORM = '/transaction_management/release/franchise_form';

test.describe.configure({ mode: 'serial' });

test.describe('the form at 1440 x 900', () => {
  test('lays the fields out in three columns, keeps typed dates, and never saves on Enter', async ({ server, newPage }) => {
    const { context, page } = await newPage({ viewport: { width: 1440, height: 900 } });
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/records/')) writes.push(r.url());
    });
    await enterWithSession(context, page, server.url, await apiLogin(server.url, 'operator', 'Operator@123'), FORM);
    const start = page.locator('#root_startDate');
    await expect(start).toBeVisible();

    // Three columns: the first row's cells start at three different x positions; a textarea spans the row.
    const lefts = await page.locator('.form-grid__cell:not(.form-grid__cell--full)').evaluateAll((cells) =>
      [...new Set(cells.map((c) => Math.round(c.getBoundingClientRect().left)))].length,
    );
    expect(lefts).toBe(3);
    const fullCell = page.locator('.form-grid__cell--full').first();
    const grid = await fullCell.locator('xpath=..').boundingBox();
    const full = await fullCell.boundingBox();
    expect(Math.round(full!.width)).toBe(Math.round(grid!.width));
    await expect(page.locator('fieldset')).toHaveCount(0);
    // The page declares its groups: each is titled.
    expect(await page.locator('.form-section__title').allTextContents()).toEqual(['项目信息', '出让方', '交易条件', '附件材料']);
    // The action bar sits at the bottom of the window while the form is taller than it.
    const bar = await page.locator('.form-actions').boundingBox();
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(900);
    expect(bar!.y + bar!.height).toBeGreaterThan(800);

    // A typed date, left with Tab, stays in the field in the standard spelling.
    await page.locator('#root_projectName').fill('回车测试项目');
    await start.click();
    await start.pressSequentially('2027/1/1');
    await start.press('Tab');
    await expect(start).toHaveValue('2027-01-01');

    // Enter in the end date takes the date; nothing is saved and the form stays open.
    const end = page.locator('#root_endDate');
    await end.click();
    await end.pressSequentially('20301231');
    await end.press('Enter');
    await page.keyboard.press('Escape');
    await rendered(page);
    await expect(end).toHaveValue('2030-12-31');
    expect(writes).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(FORM);
    if (process.env.SWEEP_SHOTS) await page.screenshot({ path: `${process.env.SWEEP_SHOTS}/form-dates.png` });
  });
});
