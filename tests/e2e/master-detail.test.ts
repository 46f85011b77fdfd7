// Master-detail and linked lists in the browser: a loan's detail lists its 贷款数据 through the loan data's
// own list page (paged, with the add button prefilled with the loan), not shown to a role that may not
// open that list; the loan list's 放款金额 links to the loan data filtered by that loan, and the filtered
// list survives a reload because its filters are in its address. Records are set up through the API.
import type { ApiEnvelope } from '../../src/shared/codes.ts';
import type { RecordRow } from '../../src/shared/api.ts';
import { expect, test } from './fixtures.ts';
import { btn, login } from './harness.ts';

test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.E2E_SHOTS;
const USERS = { operator: 'Operator@123', auditor: 'Auditor@123', finance: 'Finance@123' } as const;
const tokens = new Map<string, string>();

async function token(baseUrl: string, user: keyof typeof USERS): Promise<string> {
  const known = tokens.get(user);
  if (known) return known;
  const res = (await (await fetch(`${baseUrl}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user, password: USERS[user] }) })).json()) as ApiEnvelope<{ token: string }>;
  tokens.set(user, res.data.token);
  return res.data.token;
}

async function post(baseUrl: string, user: keyof typeof USERS, path: string, body: unknown): Promise<RecordRow> {
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', token: await token(baseUrl, user) }, body: JSON.stringify(body) });
  const env = (await res.json()) as ApiEnvelope<RecordRow>;
  if (env.code !== '200') throw new Error(`${path}: ${env.code} ${env.msg}`);
  return env.data;
}

test.describe('master-detail and linked lists', () => {
  let loanId = 0;
  let applicant = '';

  test('a loan’s detail lists its loan data, paged, with 登记贷款数据 prefilled', async ({ server, newPage }) => {
    applicant = `孙八${Date.now().toString().slice(-6)}`;
    const loan = await post(server.url, 'operator', '/api/records/loan', { data: { loanType: 'credit', applicantType: 'person', applicantName: applicant, contactPhone: '13880002222', institution: '四川农村商业银行', amount: '500000.00', termMonths: '24', applyDate: '2026-10-08' } });
    loanId = loan.id;
    await post(server.url, 'auditor', `/api/records/loan/${loanId}/transition`, { action: 'approve' });
    await post(server.url, 'finance', '/api/records/loan_record', { data: { loanId: String(loanId), kind: 'disburse', amount: '300000.00', occurDate: '2026-10-20', voucherNo: 'PZ-01' } });
    for (let i = 1; i <= 5; i++) {
      await post(server.url, 'finance', '/api/records/loan_record', { data: { loanId: String(loanId), kind: 'repay', amount: `${i}000.00`, occurDate: `2026-11-0${i}` } });
    }

    const { page } = await newPage({ viewport: { width: 1440, height: 900 } });
    await login(page, server.url, 'finance', USERS.finance);
    await page.goto(`${server.url}/financial_service/loan_detail?id=${loanId}`);
    const section = page.getByTestId('related-loan_record_list');
    await expect(section.locator('.ant-card-head-title')).toHaveText('贷款数据（6）');
    // The list's order (latest first), five a page.
    const amounts = section.locator('.ag-cell[col-id="amount"]');
    await expect(amounts).toHaveCount(5);
    await expect(amounts.first()).toHaveText('5,000.00');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/master-detail-loan.png`, fullPage: true });
    await section.locator('.ant-pagination-item-2').click();
    await expect(amounts).toHaveText(['300,000.00']);

    await btn(page, '登记贷款数据').click();
    await page.waitForURL((u) => u.pathname === '/financial_service/loan_data_form');
    expect(new URL(page.url()).searchParams.get('prefill.loanId')).toBe(String(loanId));
  });

  test('an operator, who may not open 贷款数据, sees the loan without the section', async ({ server, newPage }) => {
    const { page } = await newPage();
    await login(page, server.url, 'operator', USERS.operator);
    await page.goto(`${server.url}/financial_service/loan_detail?id=${loanId}`);
    await expect(page.locator('.ant-descriptions', { hasText: '申请人' }).first()).toContainText(applicant);
    await expect(page.getByTestId('related-loan_record_list')).toHaveCount(0);
  });

  test('放款金额 links to that loan’s data; the filtered list keeps its filter over a reload', async ({ server, newPage }) => {
    const { page } = await newPage();
    await login(page, server.url, 'finance', USERS.finance);
    // The loan list itself opened filtered from its address.
    await page.goto(`${server.url}/financial_service/financial_service?f.applicantName.like=${encodeURIComponent(applicant)}`);
    await expect(page.getByText('共 1 条')).toBeVisible();
    await page.getByRole('link', { name: '300,000.00' }).click();
    await page.waitForURL((u) => u.pathname === '/financial_service/loan_data' && u.searchParams.get('f.loanId.eq') === String(loanId));
    await expect(page.getByText('共 6 条')).toBeVisible();
    await page.reload();
    await expect(page.getByText('共 6 条')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('f.loanId.eq')).toBe(String(loanId));
    await btn(page, '重置').click();
    await page.waitForURL((u) => u.pathname === '/financial_service/loan_data' && !u.search.includes('f.loanId'));
  });
});
