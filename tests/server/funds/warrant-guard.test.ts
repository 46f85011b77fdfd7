// An encumbered warrant cannot be traded until released. A listing names the operating-rights
// warrant it transfers (x-ref, filter issued); the server refuses a mortgaged or cancelled one when it is set,
// and refuses the moves that put the listing on the market (submit, approve, start trading: transition
// guards) while the warrant is mortgaged, even for a listing that was there before the mortgage. The
// reverse guard: a loan does not encumber a warrant whose listing is pending, listed or trading.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordRow } from '../../../src/shared/api.ts';
import { backends } from '../helpers/db.ts';
import { count, franchiseData } from '../helpers/franchise.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { insertRecord, row } from '../../plugins/auction/server/fixtures.ts';

let serial = 0;

describe.each(backends())('warrant guards on %s', (backend) => {
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
  const warrant = (status = 'issued') =>
    insertRecord(s, 'operating_warrant', status, { warrantNo: `PJJY-G${++serial}`, holderType: 'person', holderName: '李四', contactPhone: '13800138000', transferorName: '张三', location: '蒲江县鹤山镇', area: '8.5', areaUnit: '亩', termYears: '5', startDate: '2027-01-01', endDate: '2031-12-31' });
  const listing = (warrantId: number) => s.post<RecordRow>('/api/records/franchise', { data: franchiseData({ projectName: `经营权再流转${++serial}`, warrantId: String(warrantId) }) }, op);
  /** A mortgage loan on the warrant, applied for and approved (which encumbers the warrant). */
  const mortgage = async (warrantId: number): Promise<{ loan: number; approved: Awaited<ReturnType<typeof go>> }> => {
    const applied = await s.post<RecordRow>('/api/records/loan', {
      data: { loanType: 'mortgage', applicantType: 'person', applicantName: '李四', contactPhone: '13800138000', institution: '中国农业银行', collateralType: 'operating_warrant', warrantId: String(warrantId), amount: '100000', termMonths: '12', applyDate: '2026-12-01' },
    }, op);
    expect(applied.code).toBe('200');
    return { loan: applied.data.id, approved: await go('loan', applied.data.id, 'approve', au) };
  };
  const listings = () => count(s, "SELECT count(*)::int AS n FROM records WHERE entity = 'franchise'");

  it('refuses a mortgaged or cancelled warrant on a new listing, naming the field and its state; stores nothing', async () => {
    const before = await listings();
    const mortgaged = await listing(await warrant('mortgaged'));
    expect(mortgaged).toMatchObject({ code: '100002', errors: [{ field: 'warrantId' }] });
    expect(mortgaged.msg).toMatch(/^转让的经营权证：.*状态须为已发证，当前为已抵押/);
    const cancelled = await listing(await warrant('cancelled'));
    expect(cancelled).toMatchObject({ code: '100002', errors: [{ field: 'warrantId' }] });
    expect(cancelled.msg).toContain('当前为已注销');
    expect(await listings()).toBe(before);
    expect((await listing(await warrant())).code).toBe('200');
  });

  it('a listing made before the mortgage cannot be submitted until the warrant is released', async () => {
    const w = await warrant();
    const l = await listing(w);
    expect(l.code).toBe('200');
    const { loan, approved } = await mortgage(w);
    expect(approved.code).toBe('200');
    expect((await row(s, w)).status).toBe('mortgaged');

    const refused = await go('franchise', l.data.id, 'submit', op);
    expect(refused).toMatchObject({ code: '100002', errors: [{ field: 'warrantId' }] });
    expect(refused.msg).toBe(`转让的经营权证：经营权证解除抵押前不能挂牌交易，经营权证“PJJY-G${serial - 1}”（编号 ${w}）当前状态为已抵押`);
    const after = await row(s, l.data.id);
    expect(after.status).toBe('draft');

    // Repaid: the warrant is released and the same listing goes forward.
    expect((await s.post('/api/records/loan_record', { data: { loanId: String(loan), kind: 'disburse', amount: '100000', occurDate: '2026-12-05' } }, fin)).code).toBe('200');
    expect((await go('loan', loan, 'disburse', fin)).code).toBe('200');
    expect((await go('loan', loan, 'repay', fin)).code).toBe('200');
    expect((await row(s, w)).status).toBe('issued');
    expect((await go('franchise', l.data.id, 'submit', op)).code).toBe('200');
    expect((await go('franchise', l.data.id, 'approve', au)).code).toBe('200');
  });

  it('a listing already pending or listed stops at approval and at the start of trading while its warrant is mortgaged', async () => {
    // Listings that reached these states before the warrant was mortgaged (written as such).
    const w = await warrant('mortgaged');
    const pending = await insertRecord(s, 'franchise', 'pending', franchiseData({ projectName: '已提交的再流转', warrantId: String(w) }));
    const listed = await insertRecord(s, 'franchise', 'listed', franchiseData({ projectName: '已挂牌的再流转', warrantId: String(w) }));
    const approve = await go('franchise', pending, 'approve', au);
    expect(approve).toMatchObject({ code: '100002', errors: [{ field: 'warrantId' }] });
    expect(approve.msg).toMatch(/^转让的经营权证：经营权证解除抵押前不能挂牌交易，经营权证“PJJY-G\d+”（编号 \d+）当前状态为已抵押$/);
    const start = await go('franchise', listed, 'startTrading', op);
    expect(start).toMatchObject({ code: '100002', errors: [{ field: 'warrantId' }] });
    expect(start.msg).toContain('当前状态为已抵押');
    expect((await row(s, pending)).status).toBe('pending');
    expect((await row(s, listed)).status).toBe('listed');
    // Withdrawing is not a move onto the market: it is not guarded.
    expect((await go('franchise', listed, 'withdraw', op, '权证已抵押，撤牌')).code).toBe('200');
  });

  it('a loan cannot encumber a warrant whose listing is on the market; nothing changes', async () => {
    const w = await warrant();
    const l = await listing(w);
    expect((await go('franchise', l.data.id, 'submit', op)).code).toBe('200');
    const { loan, approved } = await mortgage(w);
    expect(approved).toMatchObject({ code: '100002', errors: [{ field: 'warrantId' }] });
    expect(approved.msg).toBe(`抵押经营权证：正在挂牌交易的经营权证不能抵押，出让/出租项目“经营权再流转${serial}”（编号 ${l.data.id}）当前状态为待审核`);
    expect((await row(s, loan)).status).toBe('applied');
    expect((await row(s, w)).status).toBe('issued');
    // Rejected back to draft, the listing is off the market: the mortgage goes through.
    expect((await go('franchise', l.data.id, 'reject', au, '权属材料不全')).code).toBe('200');
    expect((await go('loan', loan, 'approve', au)).code).toBe('200');
    expect((await row(s, w)).status).toBe('mortgaged');
  });

  it('one warrant is on one listing at a time', async () => {
    const w = await warrant();
    const first = await listing(w);
    const second = await listing(w);
    expect((await go('franchise', first.data.id, 'submit', op)).code).toBe('200');
    const refused = await go('franchise', second.data.id, 'submit', op);
    expect(refused).toMatchObject({ code: '100002', errors: [{ field: 'warrantId' }] });
    expect(refused.msg).toContain('同一经营权证不能同时挂牌两次');
  });

  it('a listing submitted and a mortgage approved at the same moment: exactly one goes through', async () => {
    const w = await warrant();
    const l = await listing(w);
    const applied = await s.post<RecordRow>('/api/records/loan', {
      data: { loanType: 'mortgage', applicantType: 'person', applicantName: '李四', contactPhone: '13800138000', institution: '中国农业银行', collateralType: 'operating_warrant', warrantId: String(w), amount: '100000', termMonths: '12', applyDate: '2026-12-01' },
    }, op);
    const [submit, approve] = await Promise.all([go('franchise', l.data.id, 'submit', op), go('loan', applied.data.id, 'approve', au)]);
    expect([submit.code, approve.code].sort()).toEqual(['100002', '200']);
    const listed = (await row(s, l.data.id)).status === 'pending';
    const mortgaged = (await row(s, w)).status === 'mortgaged';
    expect(listed !== mortgaged).toBe(true);
  });
});
