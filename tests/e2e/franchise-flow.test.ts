// The franchise listing flow (draft with field errors, save, submit, approve or reject with an opinion, and
// a role without the menu refused), in Chromium against the built app and the real server.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { btn, chooseOption, confirmDialog, login } from './harness.ts';

// In order, on the file's one server: a test meets what the ones before it left (tests/e2e/fixtures.ts).
test.describe.configure({ mode: 'serial' });

async function fillListing(page: Page, name: string): Promise<void> {
  await page.locator('#root_projectName').fill(name);
  await page.getByLabel('个人').check();
  await page.locator('#root_transferorName').fill('张三');
  await page.locator('#root_contactPhone').fill('13800138000');
  await chooseOption(page, 'transferMethod', '出租');
  await page.locator('#root_listingPrice').fill('12345.60');
}

test.describe('franchise listing flow', () => {
  test('operator drafts with field errors, saves, submits; auditor approves; reload keeps the session', async ({ server, newPage }) => {
    const { context, page } = await newPage();
    await login(page, server.url, 'operator', 'Operator@123');
    await page.goto(`${server.url}/transaction_management/release/franchise`);
    await btn(page, '新增项目').click();
    await page.waitForURL(/franchise_form/);

    const name = `E2E测试项目${Date.now()}`;
    await fillListing(page, name);

    // An invalid phone is refused with the shared Chinese message, nothing is saved.
    await page.locator('#root_contactPhone').fill('123');
    await btn(page, '保存').click();
    await expect(page.getByText('请输入正确的联系电话')).not.toHaveCount(0);
    await page.locator('#root_contactPhone').fill('13800138000');

    // An invalid ID card likewise (bad checksum).
    await page.locator('#root_idCardNo').fill('110101199003071234');
    await btn(page, '保存').click();
    await expect(page.getByText('请输入正确的身份证号码')).not.toHaveCount(0);
    expect(page.url()).toContain('franchise_form');
    await page.locator('#root_idCardNo').fill('11010119900307451X'.replace(/X$/, checkChar('11010119900307451')));

    await btn(page, '保存').click();
    await page.waitForURL(/franchise_detail\?id=\d+/);
    await expect(page.getByText(name)).not.toHaveCount(0);
    await expect(page.getByText('草稿')).not.toHaveCount(0);

    // The session survives a reload.
    await page.reload();
    await expect(page.getByText(name)).not.toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/transaction_management/release/franchise_detail');

    await btn(page, '提交审核').click();
    await confirmDialog(page);
    await expect(page.getByText('待审核')).not.toHaveCount(0);
    await context.close();

    // The auditor finds it in the home audit list and approves it with an opinion.
    const a = await newPage();
    await login(a.page, server.url, 'auditor', 'Auditor@123');
    await a.page.goto(`${server.url}/home/audit_list`);
    const row = a.page.locator('.ag-row', { hasText: name });
    await expect(row).not.toHaveCount(0);
    await row.getByText('审核', { exact: true }).click();
    await a.page.waitForURL(/franchise_detail\?id=\d+/);
    await a.page.getByLabel('审核意见').first().fill('材料齐全，同意挂牌');
    await btn(a.page, '审核通过').click();
    await confirmDialog(a.page);
    // Back on the audit list itself (the approval page's own path starts with /home/audit_list too).
    await a.page.waitForURL((u) => u.pathname === '/home/audit_list', { timeout: 30_000 });
    await expect(a.page.locator('.ag-row', { hasText: name })).toHaveCount(0);

    // The list shows the new state, the detail its history with the opinion.
    await a.page.goto(`${server.url}/transaction_management/release/franchise`);
    await a.page.getByPlaceholder('请输入项目名称').fill(name);
    await a.page.getByPlaceholder('请输入项目名称').press('Enter');
    const listed = a.page.locator('.ag-row', { hasText: name });
    await expect(listed).toContainText('已挂牌');
    await listed.getByText('查看', { exact: true }).click();
    await expect(a.page.getByText('材料齐全，同意挂牌')).not.toHaveCount(0);
  });

  test('auditor rejects back to draft only with an opinion', async ({ server, newPage }) => {
    const { page } = await newPage();
    await login(page, server.url, 'auditor', 'Auditor@123');
    await page.goto(`${server.url}/home/audit_list`);
    const row = page.locator('.ag-row').first();
    await expect(row).toHaveCount(1);
    const title = (await row.locator('[col-id="projectName"]').textContent())?.trim() ?? '';
    await row.getByText('审核', { exact: true }).click();
    await page.waitForURL(/franchise_detail\?id=\d+/);
    await btn(page, '驳回').click();
    await expect(page.getByText('审核意见不能为空')).not.toHaveCount(0);
    await page.getByLabel('审核意见').first().fill('缺少权属证明');
    await btn(page, '驳回').click();
    await confirmDialog(page);
    await page.waitForURL((u) => u.pathname === '/home/audit_list', { timeout: 30_000 });
    await page.goto(`${server.url}/transaction_management/release/franchise`);
    await page.getByPlaceholder('请输入项目名称').fill(title);
    await page.getByPlaceholder('请输入项目名称').press('Enter');
    await expect(page.locator('.ag-row', { hasText: title }).first()).toContainText('草稿');
  });

  test('a user without the permission sees no menu entry and gets 100004 from the API', async ({ server, newPage }) => {
    const { page } = await newPage();
    await login(page, server.url, 'finance', 'Finance@123');
    await expect(page.getByText('首页')).not.toHaveCount(0);
    expect(await page.getByText('出让/出租项目').count()).toBe(0);
    const code = await page.evaluate(async () => {
      // The session cookie is HttpOnly: the page's own request carries it without reading it.
      const res = await fetch('/api/records/franchise');
      return ((await res.json()) as { code: string }).code;
    });
    expect(code).toBe('100004');
    // Typing the route by hand does not open the page either.
    await page.goto(`${server.url}/transaction_management/release/franchise`);
    await expect(page.locator('.ag-row')).toHaveCount(0);
  });
});

/** GB 11643 check character of the first 17 digits (test data helper). */
function checkChar(first17: string): string {
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * (w[i] ?? 0), 0);
  return '10X98765432'[sum % 11] ?? '';
}
