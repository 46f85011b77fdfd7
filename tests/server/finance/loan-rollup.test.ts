// A loan's disbursed and repaid totals, first disbursement date and overdue count are not typed
// but rolled up (x-rollup) from its 贷款数据 rows by the server, in the row's own transaction with the loan
// locked: after a row is created, edited, moved to another loan or deleted, and when rows arrive at once.
// Money is exact to the fen; the loan's own rule (放款金额不能超过贷款金额) refuses a row that breaks it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult, RecordRow } from '../../../src/shared/api.ts';
import { backends } from '../helpers/db.ts';
import { count } from '../helpers/franchise.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { row } from '../../plugins/auction/server/fixtures.ts';

const RECORDS = '/api/records/loan_record';
const LOAN = { loanType: 'credit', applicantType: 'person', applicantName: '赵六', contactPhone: '13880002222', institution: '四川农村商业银行', amount: '500000.00', termMonths: '24', applyDate: '2026-10-08' };

describe.each(backends())('loan totals from loan data on %s', (backend) => {
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

  /** A credit loan applied for and approved through the API. */
  const approvedLoan = async (): Promise<number> => {
    const l = await s.post<RecordRow>('/api/records/loan', { data: LOAN }, op);
    expect(l.code).toBe('200');
    expect((await s.post(`/api/records/loan/${l.data.id}/transition`, { action: 'approve' }, au)).code).toBe('200');
    return l.data.id;
  };
  const add = (loanId: number, kind: string, amount: string, occurDate = '2026-10-20', extra: Record<string, string> = {}) =>
    s.post<RecordRow>(RECORDS, { data: { loanId: String(loanId), kind, amount, occurDate, ...extra } }, fin);
  const totals = async (id: number) => {
    const { data } = await row(s, id);
    return { disbursed: data.disbursedAmount, date: data.disburseDate, repaid: data.repaidAmount, overdue: data.overdueCount };
  };

  it('a new loan has no totals and no overdue; disbursement waits for a disbursement row', async () => {
    const id = await approvedLoan();
    expect(await totals(id)).toEqual({ disbursed: undefined, date: undefined, repaid: undefined, overdue: '0' });
    const early = await s.post(`/api/records/loan/${id}/transition`, { action: 'disburse' }, fin);
    expect(early).toMatchObject({ code: '100002', errors: [{ field: 'disbursedAmount' }, { field: 'disburseDate' }] });
    expect(early.msg).toBe('放款金额（元）由系统按相关记录汇总，尚无记录（确认放款前须先录入）');
    expect((await add(id, 'disburse', '250000.00')).code).toBe('200');
    expect((await s.post(`/api/records/loan/${id}/transition`, { action: 'disburse' }, fin)).code).toBe('200');
  });

  it('sums each kind to the fen after create, edit, move and delete', async () => {
    const id = await approvedLoan();
    const other = await approvedLoan();
    const a = await add(id, 'disburse', '100000.10', '2026-10-22');
    const b = await add(id, 'disburse', '0.20', '2026-10-21');
    const r = await add(id, 'repay', '300.05', '2026-11-20');
    expect(await totals(id)).toEqual({ disbursed: '100000.30', date: '2026-10-21', repaid: '300.05', overdue: '0' });

    // Edited amount; then the repayment re-typed as a disbursement.
    const version = async (rid: number) => (await row(s, rid)).version;
    expect((await s.put(`${RECORDS}/${r.data.id}`, { version: await version(r.data.id), data: { amount: '300.15' } }, fin)).code).toBe('200');
    expect((await totals(id)).repaid).toBe('300.15');
    expect((await s.put(`${RECORDS}/${r.data.id}`, { version: await version(r.data.id), data: { kind: 'disburse' } }, fin)).code).toBe('200');
    expect(await totals(id)).toMatchObject({ disbursed: '100300.45', repaid: undefined });

    // Moved to another loan: both loans are recomputed.
    expect((await s.put(`${RECORDS}/${a.data.id}`, { version: await version(a.data.id), data: { loanId: String(other) } }, fin)).code).toBe('200');
    expect(await totals(id)).toMatchObject({ disbursed: '300.35', date: '2026-10-21' });
    expect(await totals(other)).toMatchObject({ disbursed: '100000.10', date: '2026-10-22' });

    // Deleted: the total drops; the last one gone, the total is absent again.
    expect((await s.del(`${RECORDS}/${b.data.id}`, fin)).code).toBe('200');
    expect(await totals(id)).toMatchObject({ disbursed: '300.15', date: '2026-11-20' });
    expect((await s.del(`${RECORDS}/${r.data.id}`, fin)).code).toBe('200');
    expect(await totals(id)).toMatchObject({ disbursed: undefined, date: undefined });

    // An overdue row counts, and its amount is no repayment.
    expect((await add(other, 'overdue', '8350.00', '2027-01-25', { dueDate: '2027-01-20' })).code).toBe('200');
    expect(await totals(other)).toMatchObject({ overdue: '1', repaid: undefined });
  });

  it('shows the totals in the list and detail; a client cannot type them, and the loan keeps its version', async () => {
    const id = await approvedLoan();
    const before = (await row(s, id)).version;
    expect((await add(id, 'disburse', '1234.56')).code).toBe('200');
    expect((await row(s, id)).version).toBe(before);
    const detail = await s.get<RecordRow>(`/api/records/loan/${id}`, fin);
    expect(detail.data.data).toMatchObject({ disbursedAmount: '1234.56', disburseDate: '2026-10-20' });
    const list = await s.get<ListResult>('/api/records/loan', fin, { size: '200' });
    expect(list.data.list.find((x) => x.id === id)?.data).toMatchObject({ disbursedAmount: '1234.56' });
    const typed = await s.put<RecordRow>(`/api/records/loan/${id}`, { version: before, data: { disbursedAmount: '1', repaidAmount: '99', purpose: '购买农机' } }, op);
    expect(typed.code).toBe('200');
    expect(typed.data.data).toMatchObject({ disbursedAmount: '1234.56', purpose: '购买农机' });
    expect(typed.data.data.repaidAmount).toBeUndefined();
    // The rollup is in the loan's audit trail, under the user whose 贷款数据 row caused it.
    const audit = await s.db.query<{ op: string; user_name: string; changes: unknown }>(
      "SELECT a.op, a.user_name, a.changes FROM record_audit a WHERE a.entity = 'loan' AND a.record_id = $1 AND a.action = 'rollup' ORDER BY a.id", [id]);
    const finance = await s.db.query<{ name: string }>("SELECT name FROM users WHERE username = 'finance'");
    const last = audit.at(-1)!;
    const changes = (typeof last.changes === 'string' ? JSON.parse(last.changes) : last.changes) as { field: string; from: unknown; to: unknown }[];
    expect(last).toMatchObject({ op: 'effect', user_name: finance[0]!.name });
    expect(changes).toEqual(expect.arrayContaining([{ field: 'disbursedAmount', from: null, to: '1234.56' }]));
  });

  it('refuses a disbursement that would exceed the loan, under the amount field; nothing changes', async () => {
    const id = await approvedLoan();
    expect((await add(id, 'disburse', '499999.99')).code).toBe('200');
    const rows = () => count(s, "SELECT count(*)::int AS n FROM records WHERE entity = 'loan_record' AND data->>'loanId' = $1", [String(id)]);
    const over = await add(id, 'disburse', '0.02');
    expect(over).toMatchObject({ code: '100002', errors: [{ field: 'amount', message: '贷款申请：放款金额不能超过贷款金额' }] });
    expect(await rows()).toBe(1);
    expect((await totals(id)).disbursed).toBe('499999.99');
    expect((await add(id, 'disburse', '0.01')).code).toBe('200');
    expect((await totals(id)).disbursed).toBe('500000.00');
  });

  it('rows written at the same moment on one loan add up exactly', async () => {
    const id = await approvedLoan();
    const amounts = ['1000.01', '2000.02', '3000.03', '4000.04', '5000.05', '6000.06', '7000.07', '8000.08'];
    const results = await Promise.all(amounts.map((a, i) => add(id, i % 2 === 0 ? 'disburse' : 'repay', a)));
    expect(results.map((r) => r.code)).toEqual(amounts.map(() => '200'));
    expect(await totals(id)).toMatchObject({ disbursed: '16000.16', repaid: '20000.20' });
  });
});
