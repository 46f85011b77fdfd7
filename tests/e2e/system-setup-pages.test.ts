// Every page of 系统设置 loads for both administrators with no refused request (the section's changes are
// in system-setup.test.ts). Read-only, so the two sweeps run in parallel, each worker on its own server.
import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { shellReady } from './shell-helpers.ts';
import { PAGES, SHOTS, enter } from './system-setup-helpers.ts';

test.describe.configure({ mode: 'parallel' });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test.describe('system setup', () => {
  for (const [user, password, pages] of [
    ['admin', 'Admin@123', Object.values(PAGES)],
    ['siteadmin', 'Siteadmin@123', Object.values(PAGES).filter((p) => p !== PAGES.sites)],
  ] as const) {
    test(`every page of the section loads for ${user} with no refused request`, async ({ server, newPage }) => {
      test.setTimeout(300_000);
      // Entered on the section's first page: the home page's widgets are not part of the section.
      const { page, refused } = await enter(newPage, server.url, user, password, pages[0]!);
      for (const path of pages) {
        await page.goto(`${server.url}${path}`);
        await shellReady(page);
        // The page's own content (the home page stays mounted, hidden, in the tags view).
        await expect(page.locator('.ant-table-row:visible, .ant-tree-treenode:visible, .ant-collapse-item:visible, .ag-root-wrapper:visible')).not.toHaveCount(0);
        await page.screenshot({ path: `${SHOTS}/${user}-${path.split('/').pop()}.png` });
      }
      expect(refused).toEqual([]);
      if (user === 'siteadmin') {
        // The site administrator has no 站点管理.
        await expect(page.locator('.shell-sidebar').getByText('用户管理')).not.toHaveCount(0);
        expect(await page.locator('.shell-sidebar').getByText('站点管理').count()).toBe(0);
      }
    });
  }
});
