// System setup (系统设置) in Chromium against the real server: a site's administrator enables 林权 for
// its site (menus and records follow, not on the other site), edits a role's whitelist and a workflow
// step (the server enforces both at once), locks a user out, and never reaches another site. That every
// page of the section loads is system-setup-pages.test.ts.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { ApiEnvelope } from '../../src/shared/codes.ts';
import type { RecordRow } from '../../src/shared/api.ts';
import { expect, test } from './fixtures.ts';
import { motionDone } from './harness.ts';
import { api, apiLogin, btn, chooseVariety, openSidebarMenu, FRANCHISE } from './shell-helpers.ts';
import { PAGES, SHOTS, enter } from './system-setup-helpers.ts';

const FRANCHISE_LIST = '/transaction_management/release/franchise';

// In order, on the file's one server: a test meets what the ones before it left (tests/e2e/fixtures.ts).
test.describe.configure({ mode: 'serial' });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

async function call<T>(baseUrl: string, method: 'GET' | 'POST' | 'PUT', path: string, token: string, body?: unknown, variety?: string): Promise<ApiEnvelope<T>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { token, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(variety ? { transferVariety: variety } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as ApiEnvelope<T>;
}

/** Opens the sidebar's 交易品种 sub-menu (see openSidebarMenu) and returns its items. */
async function openVarieties(page: Page) {
  await openSidebarMenu(page, /^交易品种/);
  const items = page.locator('.shell-sidebar [data-menu-id*="variety:"]');
  await expect(items.first()).toBeVisible();
  return items;
}

async function varietyNames(page: Page): Promise<string[]> {
  return (await openVarieties(page)).allInnerTexts();
}

test.describe('system setup', () => {
  test('a dictionary entry saved on 数据字典 (a JSON page over a table) is listed and served by the lookup at once', async ({ server, newPage }) => {
    const { page, session, refused } = await enter(newPage, server.url, 'admin', 'Admin@123', `${PAGES.dictionaries}_form`);
    await page.locator('#root_type').fill('e2eKind');
    await page.locator('#root_code').fill('E1');
    await page.locator('#root_label').fill('端到端字典项');
    await page.screenshot({ path: `${SHOTS}/dictionary-form.png` });
    await btn(page, '保存').click();
    await page.waitForURL((u) => u.pathname === PAGES.dictionaries);
    await expect(page.getByText('端到端字典项')).not.toHaveCount(0);
    const lookup = await call<{ code: string; label: string }[]>(server.url, 'GET', '/api/common/querySystemDictionary?type=e2eKind', session.token);
    expect(lookup.data.map((d) => d.label)).toEqual(['端到端字典项']);
    await page.screenshot({ path: `${SHOTS}/dictionary-list.png` });
    await page.goto(`${server.url}${PAGES.units}`);
    await expect(page.getByText('元/亩/年')).not.toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/unit-list.png` });
    expect(refused).toEqual([]);
  });

  test('a site administrator enables 林权 for site 1: its menus appear for that site\'s operator, a listing made under it carries LQ and lists only under it', async ({ server, newPage }) => {
    const admin1 = await enter(newPage, server.url, 'siteadmin', 'Siteadmin@123', PAGES.varieties);
    const p = admin1.page;
    await p.getByRole('checkbox', { name: '启用林权' }).check();
    await btn(p, '保存').click();
    await expect(p.getByText('交易品种已保存')).not.toHaveCount(0);
    await p.screenshot({ path: `${SHOTS}/varieties-saved.png` });
    await admin1.context.close();

    // Site 1's operator, next page load: 林权 is offered, and choosing it adds 林权专项.
    const op = await enter(newPage, server.url, 'operator', 'Operator@123', FRANCHISE_LIST);
    expect(await varietyNames(op.page)).toContain('林权');
    await chooseVariety(op.page, '林权');
    await expect(op.page.locator('.shell-sidebar').getByText('林权专项')).not.toHaveCount(0);

    // A listing made under 林权 carries LQ and lists only under it.
    const made = await call<RecordRow>(server.url, 'POST', '/api/records/franchise', op.session.token, { data: { ...FRANCHISE, projectName: '蒲江林权流转测试项目', forestCertNo: '川2026林证001' } }, 'LQ');
    expect(made.data.variety).toBe('LQ');
    await op.page.goto(`${server.url}${FRANCHISE_LIST}`);
    await expect(op.page.getByText('蒲江林权流转测试项目')).not.toHaveCount(0);
    await op.page.screenshot({ path: `${SHOTS}/operator-lq-list.png` });
    await chooseVariety(op.page, '土地经营权');
    await op.page.goto(`${server.url}${FRANCHISE_LIST}`);
    await expect(op.page.locator('.ag-row').first()).toBeVisible();
    expect(await op.page.getByText('蒲江林权流转测试项目').count()).toBe(0);
    expect(await op.page.locator('.shell-sidebar').getByText('林权专项').count()).toBe(0);
    await op.context.close();

    // Site 2's operator: no 林权 at all.
    const op2 = await enter(newPage, server.url, 'operator2', 'Operator@123', FRANCHISE_LIST);
    expect(await varietyNames(op2.page)).not.toContain('林权');
  });

  test('a whitelist edit removes a menu and the server refuses that page\'s API at once', async ({ server, newPage }) => {
    const operator = await apiLogin(server.url, 'operator', 'Operator@123');
    expect((await call(server.url, 'GET', '/api/records/contract', operator.token)).code).toBe('200');
    const { context, page } = await enter(newPage, server.url, 'siteadmin', 'Siteadmin@123', PAGES.roles);
    await page.getByText('站点操作员', { exact: true }).click();
    const node = page.locator('.ant-tree-treenode', { has: page.getByText('合同管理', { exact: true }) });
    await node.locator('.ant-tree-checkbox').click();
    await btn(page, '保存').click();
    await expect(page.getByText('菜单权限已保存')).not.toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/roles-saved.png` });
    // The same session of the operator, no new login: refused at once; other menus still open.
    expect((await call(server.url, 'GET', '/api/records/contract', operator.token)).code).toBe('100004');
    expect((await call(server.url, 'GET', '/api/records/franchise', operator.token)).code).toBe('200');
    // Site 2's operator keeps the global whitelist.
    const op2 = await apiLogin(server.url, 'operator2', 'Operator@123');
    expect((await call(server.url, 'GET', '/api/records/contract', op2.token)).code).toBe('200');
    await context.close();
    // At the operator's next load the menu is gone.
    const op = await enter(newPage, server.url, 'operator', 'Operator@123', FRANCHISE_LIST);
    await expect(op.page.locator('.shell-sidebar').getByText('出让/出租项目')).not.toHaveCount(0);
    expect(await op.page.locator('.shell-sidebar').getByText('合同管理', { exact: true }).count()).toBe(0);
  });

  test('a workflow step cannot be left without a role: the save is refused, naming the step', async ({ server, newPage }) => {
    const operator = await apiLogin(server.url, 'operator', 'Operator@123');
    const auditor = await apiLogin(server.url, 'auditor', 'Auditor@123');
    const made = await call<RecordRow>(server.url, 'POST', '/api/records/franchise', operator.token, { data: { ...FRANCHISE, projectName: '流程调整测试项目' } }, 'TDJYQ');
    expect((await call(server.url, 'POST', `/api/records/franchise/${made.data.id}/transition`, operator.token, { action: 'submit' })).code).toBe('200');

    const { context, page } = await enter(newPage, server.url, 'siteadmin', 'Siteadmin@123', PAGES.workflow);
    const panel = page.locator('.ant-collapse-item', { hasText: '出让/出租项目' }).first();
    const row = panel.locator('.ant-table-row', { hasText: '审核通过' }).first();
    await row.getByRole('checkbox', { name: '审核员' }).uncheck();
    await btn(page, '保存').click();
    await expect(page.getByText(/“审核通过”至少需要一个可执行的角色/)).not.toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/workflow-refused.png` });
    await context.close();

    // Nothing was narrowed: the auditor still approves.
    const approved = await call(server.url, 'POST', `/api/records/franchise/${made.data.id}/transition`, auditor.token, { action: 'approve', opinion: '同意' });
    expect(approved.code).toBe('200');
  });

  test('a locked user cannot log in', async ({ server, newPage }) => {
    const { context, page } = await enter(newPage, server.url, 'siteadmin', 'Siteadmin@123', PAGES.users);
    await page.screenshot({ path: `${SHOTS}/users-before-lock.png` });
    // The row whose account (the first cell) is finance: until the role names load, the role cells show
    // codes, and cashier's 'finance' role would match too.
    const row = page.locator('.ant-table-row', { has: page.locator('td:first-child', { hasText: /^finance$/ }) });
    await row.getByRole('button', { name: /锁\s*定/ }).click();
    const confirm = page.locator('.ant-popconfirm');
    await motionDone(confirm).catch(async (e: unknown) => {
      await page.screenshot({ path: `${SHOTS}/failed-lock.png` });
      throw e;
    });
    await confirm.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(row.getByText('已锁定')).not.toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/user-locked.png` });
    await context.close();

    const other = await newPage();
    await other.page.goto(`${server.url}/login`);
    await other.page.getByPlaceholder('用户名').fill('finance');
    await other.page.getByPlaceholder('密码').fill('Finance@123');
    await other.page.getByPlaceholder('密码').press('Enter');
    await expect(other.page.getByText('该账号已被锁定，请联系管理员')).not.toHaveCount(0);
    expect(new URL(other.page.url()).pathname).toBe('/login');
  });

  test('a site administrator cannot see or change another site', async ({ server, newPage }) => {
    const { context, page, session } = await enter(newPage, server.url, 'siteadmin', 'Siteadmin@123', PAGES.users);
    await expect(page.locator('.ant-table-row').first()).toBeVisible().catch(async (e: unknown) => {
      await page.screenshot({ path: `${SHOTS}/failed-isolation.png` });
      throw e;
    });
    expect(await page.getByText('operator2', { exact: true }).count()).toBe(0);
    expect(await page.getByText('成都市农村产权交易服务中心').count()).toBe(0);
    expect((await call(server.url, 'GET', '/api/system/users?siteId=2', session.token)).code).toBe('100004');
    expect((await call(server.url, 'PUT', '/api/system/sites/2/varieties', session.token, { varieties: ['LQ'] })).code).toBe('100004');
    expect((await call(server.url, 'GET', '/api/system/sites', session.token)).data).toHaveLength(1);
    await context.close();
    // The administrator does reach site 2's users.
    const adminLogin = await apiLogin(server.url, 'admin', 'Admin@123');
    const all = await api<{ username: string }[]>(server.url, '/api/system/users?siteId=2', undefined, adminLogin.token);
    expect(all.data.map((u) => u.username)).toContain('operator2');
  });
});
