// 贷款数据 and 合作社台账 (financial services), JSON-only entities: a loan-data row names an approved loan of
// the writer's site (the reference's filter holds on the server), an overdue row needs its due date and comes
// after it, and a cooperative's credit code is unique within the site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordRow } from '../../../src/shared/api.ts';
import { insertRecord } from '../../plugins/auction/server/fixtures.ts';
import { backends } from '../helpers/db.ts';
import { count } from '../helpers/franchise.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const RECORDS = '/api/records/loan_record';
const loan = { loanType: 'credit', applicantType: 'person', applicantName: '王建华', contactPhone: '13880001111', institution: '中国农业银行', amount: '200000.00', termMonths: '24', applyDate: '2026-10-08' };

describe.each(backends())('loan data and cooperative ledger on %s', (backend) => {
  let s: TestServer;
  let fin: string;
  let approved: number;
  let applied: number;
  beforeAll(async () => {
    s = await startTestServer(backend);
    fin = await s.token('finance');
    approved = await insertRecord(s, 'loan', 'approved', { ...loan, loanNo: 'PJDK2026-09001' }, 1);
    applied = await insertRecord(s, 'loan', 'applied', { ...loan, loanNo: 'PJDK2026-09002' }, 1);
  });
  afterAll(async () => {
    await s?.close();
  });

  const rows = () => count(s, "SELECT count(*)::int AS n FROM records WHERE entity = 'loan_record'");

  it('records a disbursement against an approved loan, copying nothing it was not sent', async () => {
    const r = await s.post<RecordRow>(RECORDS, { data: { loanId: String(approved), applicantName: '王建华', kind: 'disburse', amount: '200000.00', occurDate: '2026-10-20' } }, fin);
    expect(r.code).toBe('200');
    expect(r.data.data).toMatchObject({ loanId: String(approved), kind: 'disburse', amount: '200000.00' });
  });

  it('refuses a loan that is not approved yet, naming the field, and stores nothing', async () => {
    const before = await rows();
    const r = await s.post(RECORDS, { data: { loanId: String(applied), kind: 'disburse', amount: '1000.00', occurDate: '2026-10-20' } }, fin);
    expect(r.code).toBe('100002');
    expect(r.errors?.[0]?.field).toBe('loanId');
    expect(r.msg).toContain('不可选');
    expect(await rows()).toBe(before);
  });

  it('needs an overdue row’s due date, and an occurrence after it', async () => {
    const base = { loanId: String(approved), kind: 'overdue', amount: '8350.00' };
    const none = await s.post(RECORDS, { data: { ...base, occurDate: '2027-01-25' } }, fin);
    expect(none).toMatchObject({ code: '100002', msg: '逾期数据须填写应还日期' });
    const early = await s.post(RECORDS, { data: { ...base, occurDate: '2027-01-10', dueDate: '2027-01-20' } }, fin);
    expect(early).toMatchObject({ code: '100002', msg: '逾期的发生日期须晚于应还日期' });
    const ok = await s.post(RECORDS, { data: { ...base, occurDate: '2027-01-25', dueDate: '2027-01-20', overdueDays: '5' } }, fin);
    expect(ok.code).toBe('200');
  });

  it('keeps a cooperative’s credit code unique within the site', async () => {
    const coop = { coopName: '测试合作社', creditCode: '93510131MA6C0009X1', legalPerson: '张三', contactPhone: '13800138000', region: '510131001201', ledgerYear: '2026' };
    expect((await s.post('/api/records/coop_ledger', { data: coop }, fin)).code).toBe('200');
    const again = await s.post('/api/records/coop_ledger', { data: { ...coop, coopName: '另一个名字' } }, fin);
    expect(again.code).toBe('100002');
    expect(again.errors?.[0]?.field).toBe('creditCode');
  });
});
