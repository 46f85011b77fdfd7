// Computed settlement amounts in the browser: the form shows the fees, the buyer's payable, the seller's
// receivable and the centre's income as the figures are typed (read-only), and the values the server
// stores equal them to the fen. Submitting needs the settlement date (a rule shown in the form), and
// the settlement gets its number from the server.
import type { Page } from '@playwright/test';
import type { ApiEnvelope } from '../../src/shared/codes.ts';
import type { RecordRow } from '../../src/shared/api.ts';
import type { RefOptionsResult } from '../../src/shared/valuetypes/api.ts';
import { expect, test } from './fixtures.ts';
import { btn, login } from './harness.ts';

test.describe.configure({ mode: 'serial' });

const T = { timeout: 20_000 };
const COMPUTED = ['buyerServiceFee', 'sellerServiceFee', 'buyerPayable', 'sellerReceivable', 'centreIncome'] as const;
const value = (page: Page, field: string) => page.locator(`#root_${field}`).inputValue();
const shown = async (page: Page) => Object.fromEntries(await Promise.all(COMPUTED.map(async (f) => [f, await value(page, f)] as const)));

/** Waits until the computed fields show `values`. */
async function expectShown(page: Page, values: Record<(typeof COMPUTED)[number], string>): Promise<void> {
  for (const f of COMPUTED) await expect(page.locator(`#root_${f}`)).toHaveValue(values[f], T);
}

async function api<T>(baseUrl: string, path: string, username: string, password: string): Promise<T> {
  const login = (await (await fetch(`${baseUrl}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) })).json()) as ApiEnvelope<{ token: string }>;
  const res = (await (await fetch(`${baseUrl}${path}`, { headers: { token: login.data.token } })).json()) as ApiEnvelope<T>;
  return res.data;
}

test.describe('settlement form with computed amounts', () => {
  test('shows the amounts while typing and stores exactly what it showed', async ({ server, newPage }) => {
    const { page } = await newPage();
    await login(page, server.url, 'finance', 'Finance@123');
    await page.goto(`${server.url}/transaction_management/transaction/project_settlement`);
    await btn(page, '新增结算').click();
    await page.waitForURL(/project_settlement_form/, T);
    // The form is drawn (its last field is there), not "the network has been idle for a while".
    await expect(page.locator('#root_remark')).toBeVisible(T);

    // Computed fields are read-only; the number comes from the server.
    for (const f of COMPUTED) expect(await page.locator(`#root_${f}`).isEditable()).toBe(false);
    expect(await page.locator('#root_settlementNo').isEditable()).toBe(false);

    // 挂牌项目 is a reference picker (x-ref): chosen by its label as a user does, it fills in the project
    // name and the transferor from the listing (its x-ref copy).
    const [listing] = (await api<RefOptionsResult>(server.url, '/api/refs/options?from=settlement.listingId&q=&page=1&size=1', 'finance', 'Finance@123')).list;
    if (!listing) throw new Error('no listing the finance user may settle');
    await page.locator('#root_listingId').click();
    await page.locator('#root_listingId').fill(listing.label);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `（编号 ${listing.id}）` }).click();
    await expect(page.locator('#root_projectName')).toHaveValue(String(listing.copy?.projectName), T);
    expect(await value(page, 'transferorName')).toBe(String(listing.copy?.transferorName));
    await page.locator('#root_contractNo').fill('HT-E2E-1');
    await page.locator('#root_transfereeName').fill('王五');

    // Typed key by key: the amounts follow every keystroke.
    await page.locator('#root_dealPrice').pressSequentially('13000');
    await expect(page.locator('#root_buyerPayable')).toHaveValue('13130.00', T);
    await page.locator('#root_dealPrice').pressSequentially('00');
    await expectShown(page, {
      buyerServiceFee: '13000.00',
      sellerServiceFee: '6500.00',
      buyerPayable: '1313000.00',
      sellerReceivable: '1293500.00',
      centreIncome: '19500.00',
    });
    await page.locator('#root_earnestConverted').pressSequentially('50000');
    await expect(page.locator('#root_buyerPayable')).toHaveValue('1263000.00', T);
    // An odd amount rounds the fees (the site's fee table: 1% and 0.5%) to the fen, half away from zero.
    await page.locator('#root_dealPrice').fill('12345.67');
    await expectShown(page, {
      buyerServiceFee: '123.46',
      sellerServiceFee: '61.73',
      buyerPayable: '-37530.87',
      sellerReceivable: '12283.94',
      centreIncome: '185.19',
    });
    await page.locator('#root_earnestConverted').fill('234.57');
    await expect(page.locator('#root_buyerPayable')).toHaveValue('12234.56', T);
    const onScreen = await shown(page);

    // 保存并提交审核 without a settlement date: the form says what is missing before anything is sent.
    await btn(page, '保存并提交审核').click();
    await expect(page.locator('.ant-form-item-explain-error').filter({ hasText: /^结算日期不能为空（提交审核前必须填写）$/ })).not.toHaveCount(0, T);
    expect(page.url()).toMatch(/project_settlement_form/);

    await btn(page, '保存').click();
    await page.waitForURL(/project_settlement_detail\?id=\d+/, T);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const stored = await api<RecordRow>(server.url, `/api/records/settlement/${id}`, 'admin', 'Admin@123');
    expect(Object.fromEntries(COMPUTED.map((f) => [f, stored.data[f]]))).toEqual(onScreen);
    expect(stored.data.listingId).toBe(String(listing.id));
    expect(String(stored.data.settlementNo)).toMatch(/^JS\d{4}-\d{5}$/);
    // The detail page shows the server's number and the change history of the record.
    await expect(page.getByText(String(stored.data.settlementNo))).not.toHaveCount(0, T);
    await expect(page.getByTestId('change-log')).toContainText('王财务（财务）', T);
  });
});
