// Financial services: a mortgage loan on an operating-rights warrant encumbers the warrant when
// approved (a required effect, same transaction); the warrant cannot be mortgaged again until the loan is
// repaid, which releases it and cancels the other-rights certificate. The certificate's secured amount and
// warrant are read from the loan (references), not typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordRow } from '../../../src/shared/api.ts';
import { backends } from '../helpers/db.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { insertRecord, row } from '../../plugins/auction/server/fixtures.ts';

describe.each(backends())('mortgages on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let au: string;
  let fin: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.token('operator');
    au = await s.token('auditor');
    fin = await s.token('finance');
  });
  afterAll(async () => {
    await s?.close();
  });

  const go = (entity: string, id: number, action: string, token: string, opinion = '') =>
    s.post<RecordRow>(`/api/records/${entity}/${id}/transition`, { action, opinion }, token);
  const warrant = () =>
    insertRecord(s, 'operating_warrant', 'issued', { warrantNo: `PJJY-${Date.now()}`, holderType: 'person', holderName: '王五', contactPhone: '13800138000', transferorName: '张三', location: '蒲江县', area: '12.5', areaUnit: '亩', termYears: '5', startDate: '2027-01-01', endDate: '2031-12-31' });
  const apply = (warrantId: number) =>
    s.post<RecordRow>('/api/records/loan', {
      data: { loanType: 'mortgage', applicantType: 'person', applicantName: '王五', contactPhone: '13800138000', institution: '中国农业银行', collateralType: 'operating_warrant', warrantId: String(warrantId), amount: '300000', termMonths: '36', applyDate: '2026-12-01' },
    }, op);

  it('approval encumbers the warrant; it cannot be mortgaged again until the loan is repaid', async () => {
    const w = await warrant();
    const first = await apply(w);
    expect(first.code).toBe('200');
    expect(String(first.data.data.loanNo)).toMatch(/^PJDK\d{4}-\d{5}$/);
    // A second application while the first is pending: allowed to apply, refused at approval.
    const second = await apply(w);
    expect(second.code).toBe('200');
    expect((await go('loan', first.data.id, 'approve', au)).code).toBe('200');
    expect((await row(s, w)).status).toBe('mortgaged');
    const again = await go('loan', second.data.id, 'approve', au);
    expect(again.code).toBe('100006');
    expect(again.msg).toContain('已抵押');
    expect((await row(s, second.data.id)).status).toBe('applied');
    // A new application cannot even pick the mortgaged warrant.
    const third = await apply(w);
    expect(third).toMatchObject({ code: '100002', errors: [{ field: 'warrantId' }] });
    // No user takes the warrant's own encumbrance actions.
    expect((await go('operating_warrant', w, 'release', au)).code).toBe('100006');

    // The other-rights certificate reads the secured amount and the warrant from the loan.
    const cert = await s.post<RecordRow>('/api/records/other_rights', { data: { loanId: String(first.data.id), rightHolder: '中国农业银行', obligorName: '王五', startDate: '2026-12-01', endDate: '2029-11-30', amountSecured: '1.00' } }, op);
    expect(cert).toMatchObject({ code: '100002', errors: [{ field: 'amountSecured' }] });
    const ok = await s.post<RecordRow>('/api/records/other_rights', { data: { loanId: String(first.data.id), rightHolder: '中国农业银行', obligorName: '王五', startDate: '2026-12-01', endDate: '2029-11-30' } }, op);
    expect(ok.code).toBe('200');
    expect(ok.data.data).toMatchObject({ amountSecured: '300000.00', warrantId: String(w) });
    expect(String(ok.data.data.certificateNo)).toMatch(/^PJTX\d{4}-\d{5}$/);

    // Disbursed, then repaid: the warrant is released and the certificate cancelled, in one transaction.
    // The disbursement is the bank's, entered as 贷款数据; the loan's totals add up from it (x-rollup).
    expect((await s.post('/api/records/loan_record', { data: { loanId: String(first.data.id), kind: 'disburse', amount: '300000', occurDate: '2026-12-05' } }, fin)).code).toBe('200');
    expect((await go('loan', first.data.id, 'disburse', fin)).code).toBe('200');
    expect((await go('loan', first.data.id, 'repay', fin)).code).toBe('200');
    expect((await row(s, w)).status).toBe('issued');
    expect((await row(s, ok.data.id)).status).toBe('cancelled');
    expect((await apply(w)).code).toBe('200');
  });
});
