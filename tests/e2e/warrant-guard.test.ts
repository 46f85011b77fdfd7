// Warrant guards and loan rollups in the browser, short: the approval page keeps the server's refusal on screen when a mortgage
// would encumber a warrant whose listing is on the market (a transition guard); the listing's own 提交审核
// is refused while its warrant is mortgaged; the loan's detail shows the totals rolled up from 贷款数据.
// The records are set up through the API (their forms are covered elsewhere); the screens are what is tested.
import type { ApiEnvelope } from '../../src/shared/codes.ts';
import type { RecordRow } from '../../src/shared/api.ts';
import { expect, test } from './fixtures.ts';
import { btn, confirmDialog, login } from './harness.ts';

test.describe.configure({ mode: 'serial' });

const T = { timeout: 20_000 };
const SHOTS = process.env.E2E_SHOTS;
const tokens = new Map<string, string>();

async function token(baseUrl: string, username: string, password: string): Promise<string> {
  const known = tokens.get(username);
  if (known) return known;
  const res = (await (await fetch(`${baseUrl}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) })).json()) as ApiEnvelope<{ token: string }>;
  tokens.set(username, res.data.token);
  return res.data.token;
}

const USERS = { operator: 'Operator@123', auditor: 'Auditor@123', finance: 'Finance@123' } as const;

async function post(baseUrl: string, user: keyof typeof USERS, path: string, body: unknown): Promise<RecordRow> {
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', token: await token(baseUrl, user, USERS[user]) }, body: JSON.stringify(body) });
  const env = (await res.json()) as ApiEnvelope<RecordRow>;
  if (env.code !== '200') throw new Error(`${path}: ${env.code} ${env.msg}`);
  return env.data;
}

test.describe('warrant guards and loan totals in the browser', () => {
  test('shows the refusals and the rolled-up totals', async ({ server, newPage }) => {
    const stamp = Date.now().toString().slice(-6);
    const w = await post(server.url, 'operator', '/api/records/operating_warrant', { data: { warrantNo: `PJJY-E${stamp}`, holderType: 'person', holderName: '周七', contactPhone: '13800138000', transferorName: '张三', location: '蒲江县寿安镇', area: '6.5', areaUnit: '亩', termYears: '5', startDate: '2027-01-01', endDate: '2031-12-31' } });
    await post(server.url, 'auditor', `/api/records/operating_warrant/${w.id}/transition`, { action: 'issue' });
    const l = await post(server.url, 'operator', '/api/records/franchise', { data: { projectName: `寿安镇经营权再流转${stamp}`, transferorType: 'person', transferorName: '周七', contactPhone: '13800138000', transferMethod: '出租', listingPrice: '36000', warrantId: String(w.id) } });
    await post(server.url, 'operator', `/api/records/franchise/${l.id}/transition`, { action: 'submit' });
    const loan = await post(server.url, 'operator', '/api/records/loan', { data: { loanType: 'mortgage', applicantType: 'person', applicantName: `周七${stamp}`, contactPhone: '13800138000', institution: '中国农业银行', collateralType: 'operating_warrant', warrantId: String(w.id), amount: '200000', termMonths: '24', applyDate: '2026-12-01' } });

    // The auditor approves the mortgage: refused, and the reason stays on the approval page.
    const { page: a } = await newPage({ viewport: { width: 1440, height: 900 } });
    await login(a, server.url, 'auditor', USERS.auditor);
    await a.goto(`${server.url}/financial_service/loan_approval?id=${loan.id}`);
    await btn(a, '审核通过').click();
    await confirmDialog(a);
    const refusal = a.getByTestId('transition-refusal');
    await expect(refusal).toContainText('正在挂牌交易的经营权证不能抵押', T);
    expect(await refusal.textContent()).toBe(`抵押经营权证：正在挂牌交易的经营权证不能抵押，出让/出租项目“寿安镇经营权再流转${stamp}”（编号 ${l.id}）当前状态为待审核`);
    expect(await a.getByText('已申请', { exact: true }).count()).toBeGreaterThan(0);
    // The dialog stays open on a refusal; closed, the reason is still on the page.
    await a.locator('.ant-modal:visible').getByRole('button', { name: /^\s*取\s*消\s*$/ }).click();
    await expect(a.locator('.ant-modal')).toBeHidden(T);
    await refusal.scrollIntoViewIfNeeded();
    expect(await refusal.isVisible()).toBe(true);
    if (SHOTS) await a.screenshot({ path: `${SHOTS}/loan-approval-refused.png` });

    // The listing goes back to draft, the mortgage is approved; now the listing cannot be submitted.
    await post(server.url, 'auditor', `/api/records/franchise/${l.id}/transition`, { action: 'reject', opinion: '材料不全' });
    await post(server.url, 'auditor', `/api/records/loan/${loan.id}/transition`, { action: 'approve' });
    const { page: o } = await newPage({ viewport: { width: 1440, height: 900 } });
    await login(o, server.url, 'operator', USERS.operator);
    await o.goto(`${server.url}/transaction_management/release/franchise_detail?id=${l.id}`);
    await btn(o, '提交审核').click();
    await confirmDialog(o);
    // The reason is shown in the confirmation dialog until it is closed.
    const inDialog = o.getByTestId('confirm-refusal');
    await expect(inDialog).toContainText('经营权证解除抵押前不能挂牌交易', T);
    expect(await inDialog.textContent()).toBe(`转让的经营权证：经营权证解除抵押前不能挂牌交易，经营权证“PJJY-E${stamp}”（编号 ${w.id}）当前状态为已抵押`);
    if (SHOTS) await o.screenshot({ path: `${SHOTS}/listing-submit-refused.png` });
    expect(await o.getByText('草稿', { exact: true }).count()).toBeGreaterThan(0);

    // 贷款数据 rows add up into the loan's detail: money to the fen, the first disbursement's date, overdue count.
    await post(server.url, 'finance', '/api/records/loan_record', { data: { loanId: String(loan.id), kind: 'disburse', amount: '150000.25', occurDate: '2026-12-08' } });
    await post(server.url, 'finance', '/api/records/loan_record', { data: { loanId: String(loan.id), kind: 'disburse', amount: '49999.75', occurDate: '2026-12-05' } });
    await post(server.url, 'finance', '/api/records/loan_record', { data: { loanId: String(loan.id), kind: 'repay', amount: '8350.10', occurDate: '2027-01-05' } });
    await o.goto(`${server.url}/financial_service/loan_detail?id=${loan.id}`);
    const section = o.locator('.ant-descriptions', { hasText: '放款金额' });
    await expect(section).toContainText('200,000.00', T);
    const text = (await section.textContent()) ?? '';
    expect(text).toContain('2026-12-05');
    expect(text).toContain('8,350.10');
    if (SHOTS) {
      await section.scrollIntoViewIfNeeded();
      await o.screenshot({ path: `${SHOTS}/loan-detail-totals.png` });
    }
  });
});
