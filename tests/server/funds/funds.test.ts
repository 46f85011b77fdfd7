// Fund settlement: money that balances to the fen. A deal's earnest money, the buyer's payments and the
// settlement's clearing are written by the server as transaction-flow rows (x-ledger), never typed; fees
// come from the site's fee table; the settlement is approved only when the deal balances; concurrent
// payments on one deal never overpay it; reconciliation per account shows a zero difference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordRow } from '../../../src/shared/api.ts';
import type { AccountRow, DealBalanceText } from '../../../src/plugins/funds/shared/balance.ts';
import { backends } from '../helpers/db.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { insertRecord } from '../../plugins/auction/server/fixtures.ts';

interface Flow {
  kind: string;
  direction: string;
  account: string;
  amount: string;
  partyName?: string;
  sourceEntity: string;
}

describe.each(backends())('fund settlement on %s', (backend) => {
  let s: TestServer;
  let fin: string;
  let au: string;
  let cash: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    fin = await s.token('finance');
    cash = await s.token('cashier');
    au = await s.token('auditor');
  });
  afterAll(async () => {
    await s?.close();
  });

  const go = (entity: string, id: number, action: string, token: string, opinion = '') =>
    s.post<RecordRow>(`/api/records/${entity}/${id}/transition`, { action, opinion }, token);
  const listing = (name: string) =>
    insertRecord(s, 'franchise', 'trading', { projectName: name, transferorType: 'person', transferorName: '张三', contactPhone: '13800138000', transferMethod: '出租', listingPrice: '100000', earnestMoney: '5000' });
  const earnest = async (l: number, payerName: string) => {
    const r = await s.post<RecordRow>('/api/records/earnest_money', {
      data: { payerType: 'person', payerName, contactPhone: '13800138000', listingId: String(l), projectName: `资金测试${l}`, amount: '5000', payMethod: '银行转账', payTime: '2026-11-01 10:00:00' },
    }, fin);
    expect(r.code).toBe('200');
    return r.data;
  };
  const flows = async (l: number) =>
    (await s.db.query<{ data: Flow }>(`SELECT data FROM records WHERE entity = 'fund_flow' AND data ->> 'dealId' = $1 ORDER BY id`, [String(l)])).map((r) => r.data);
  const payment = async (settlementId: number, amount: string) => {
    const r = await s.post<RecordRow>('/api/records/fund_payment', { data: { settlementId: String(settlementId), paymentKind: 'contract', payerName: '李四', amount, payMethod: '银行转账' } }, fin);
    expect(r.code).toBe('200');
    return r.data;
  };
  /** A listing with two earnest payments and a submitted settlement at 105,000.00 (winner 李四). */
  async function deal(name: string) {
    const l = await listing(name);
    const winner = await earnest(l, '李四');
    const loser = await earnest(l, '王五');
    const st = await s.post<RecordRow>('/api/records/settlement', {
      data: { listingId: String(l), projectName: name, contractNo: `HT-${l}`, transferorName: '张三', transfereeName: '李四', dealPrice: '105000', earnestConverted: '5000', settleDate: '2026-12-25' },
    }, fin);
    expect(st.code).toBe('200');
    expect((await go('settlement', st.data.id, 'submit', fin)).code).toBe('200');
    return { l, winner, loser, st: st.data };
  }

  it('fees come from the fee table; the flows are written by the server; approval waits for the balance', async () => {
    const { l, winner, loser, st } = await deal('资金测试：平衡');
    // Site 1's table: buyer 1% (min 100), seller 0.5% (min 50).
    expect(st.data).toMatchObject({ buyerServiceFee: '1050.00', sellerServiceFee: '525.00', buyerPayable: '101050.00', sellerReceivable: '104475.00', centreIncome: '1575.00' });
    expect((await flows(l)).map((f) => f.kind)).toEqual(['earnest_in', 'earnest_in']);

    // Nothing paid yet: refused, naming the figures, and nothing of the approval stays.
    const early = await go('settlement', st.id, 'approve', au);
    expect(early.code).toBe('100002');
    expect(early.msg).toContain('资金未平衡');
    expect((await flows(l))).toHaveLength(2);

    expect((await go('earnest_money', winner.id, 'convert', fin)).code).toBe('200');
    const p = await payment(st.id, '101050.00');
    expect((await go('fund_payment', p.id, 'confirm', cash)).code).toBe('200');
    // The loser's earnest money is still held: the deal does not balance.
    expect((await go('settlement', st.id, 'approve', au)).code).toBe('100002');
    expect((await go('earnest_money', loser.id, 'refund', fin)).code).toBe('200');
    const late = await payment(st.id, '1.00');
    const ok = await go('settlement', st.id, 'approve', au);
    expect(ok.code).toBe('200');

    const all = await flows(l);
    expect(all.map((f) => `${f.kind}:${f.direction}:${f.account}:${f.amount}`)).toEqual([
      'earnest_in:in:deposit:5000.00',
      'earnest_in:in:deposit:5000.00',
      'earnest_convert:out:deposit:5000.00',
      'earnest_convert:in:settlement:5000.00',
      'buyer_payment:in:settlement:101050.00',
      'earnest_refund:out:deposit:5000.00',
      'seller_payout:out:settlement:104475.00',
      'buyer_fee:out:settlement:1050.00',
      'buyer_fee:in:income:1050.00',
      'seller_fee:out:settlement:525.00',
      'seller_fee:in:income:525.00',
    ]);
    expect(all.find((f) => f.kind === 'earnest_refund')?.partyName).toBe('王五');
    const b = await s.get<DealBalanceText>(`/api/funds/deal/${l}`, fin);
    expect(b.data).toMatchObject({ received: '111,050.00', paidOut: '109,475.00', income: '1,575.00', difference: '0.00', balanced: true });

    // After approval no further payment is taken on the settlement: neither a new one nor a draft's confirmation.
    const again = await s.post('/api/records/fund_payment', { data: { settlementId: String(st.id), paymentKind: 'contract', payerName: '李四', amount: '1.00', payMethod: '银行转账' } }, fin);
    expect(again).toMatchObject({ code: '100002', errors: [{ field: 'settlementId' }] });
    const refused = await go('fund_payment', late.id, 'confirm', cash);
    expect(refused.code).toBe('100002');
    expect(refused.msg).toContain('已审核通过');
  });

  it('four-eyes: who entered or edited a payment cannot confirm it (确认到账); another finance user can', async () => {
    const { st } = await deal('资金测试：四眼');
    const p = await payment(st.id, '100.00');
    const own = await go('fund_payment', p.id, 'confirm', fin);
    expect(own.code).toBe('100006');
    expect(own.msg).toBe('四眼原则：您是本记录的录入人，不能再执行“确认到账”，请由其他人员办理');
    // The one who corrected the amount has prepared it too.
    const edited = await s.put<RecordRow>(`/api/records/fund_payment/${p.id}`, { version: p.version, data: { amount: '101050.00' } }, cash);
    expect(edited.code).toBe('200');
    const byEditor = await go('fund_payment', p.id, 'confirm', cash);
    expect(byEditor.msg).toBe('四眼原则：您修改过本记录，不能再执行“确认到账”，请由其他人员办理');
    expect((await s.db.query<{ status: string }>('SELECT status FROM records WHERE id = $1', [p.id]))[0]?.status).toBe('draft');
    const q = await payment(st.id, '1.00');
    expect((await go('fund_payment', q.id, 'confirm', cash)).code).toBe('200');
  });

  it('two concurrent payments that together overpay one deal: one is confirmed, the other refused', async () => {
    const { l, st } = await deal('资金测试：并发缴款');
    const a = await payment(st.id, '101050.00');
    const b = await payment(st.id, '101050.00');
    const results = await Promise.all([go('fund_payment', a.id, 'confirm', cash), go('fund_payment', b.id, 'confirm', cash)]);
    expect(results.map((r) => r.code).sort()).toEqual(['100002', '200']);
    expect(results.find((r) => r.code === '100002')?.msg).toContain('将超过受让方应缴 101,050.00 元');
    const paid = (await flows(l)).filter((f) => f.kind === 'buyer_payment');
    expect(paid).toEqual([expect.objectContaining({ amount: '101050.00' })]);
    // Partial payments add up: 50,000 + 51,050 is exactly what is owed; one fen more is refused.
    const { st: st2 } = await deal('资金测试：分笔缴款');
    const parts = [await payment(st2.id, '50000'), await payment(st2.id, '51050'), await payment(st2.id, '0.01')];
    const r = await Promise.all(parts.map((p) => go('fund_payment', p.id, 'confirm', cash)));
    expect(r.filter((x) => x.code === '200')).toHaveLength(2);
    expect(r.filter((x) => x.code === '100002')).toHaveLength(1);
  });

  it('nobody types a flow row: the generic API refuses writes to the ledger, admin included', async () => {
    const admin = await s.token('admin');
    const r = await s.post('/api/records/fund_flow', { data: { dealId: '1', kind: 'buyer_payment', direction: 'in', account: 'settlement', amount: '1.00' } }, admin);
    expect(r.code).not.toBe('200');
    const before = await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM records WHERE entity = 'fund_flow' AND data ->> 'amount' = '1.00' AND data ->> 'dealId' = '1'`);
    expect(before[0]!.n).toBe(0);
  });

  it('reconciliation per account and period: the difference is zero', async () => {
    const r = await s.get<AccountRow[]>('/api/funds/reconciliation', fin, { from: '', to: '' });
    expect(r.code).toBe('200');
    expect(r.data.map((a) => a.account)).toEqual(['deposit', 'settlement', 'income']);
    for (const a of r.data) expect(a.difference).toBe('0.00');
    const income = r.data.find((a) => a.account === 'income')!;
    expect(income.closing).toBe(income.held);
    expect((await s.get('/api/funds/reconciliation', fin, { from: '2026-13-01', to: '' })).code).toBe('100002');
    // The operator reaches no ledger page, so no reconciliation either.
    expect((await s.get('/api/funds/reconciliation', await s.token('operator'))).code).toBe('100004');
  });

  it('a fee row of the site changes the next settlement; another site keeps its own table', async () => {
    const admin = await s.token('admin');
    const rows = await s.db.query<{ id: number; version: number }>(`SELECT id, version FROM records WHERE entity = 'fee_rate' AND site_id = 1 AND data ->> 'payer' = 'seller'`);
    const put = await s.put(`/api/records/fee_rate/${rows[0]!.id}`, { version: rows[0]!.version, data: { rate: '0.004', maxFee: '300' } }, admin);
    expect(put.code).toBe('200');
    const l = await listing('资金测试：收费标准');
    const st = await s.post<RecordRow>('/api/records/settlement', { data: { listingId: String(l), projectName: 'x', transferorName: '张三', transfereeName: '李四', dealPrice: '105000' } }, fin);
    // 105,000 × 0.4% = 420, held to the new maximum 300.
    expect(st.data.data).toMatchObject({ sellerServiceFee: '300.00', sellerReceivable: '104700.00' });
    // A tampered fee is refused naming the field.
    const bad = await s.post('/api/records/settlement', { data: { listingId: String(l), projectName: 'x', transferorName: '张三', transfereeName: '李四', dealPrice: '105000', sellerServiceFee: '525.00' } }, fin);
    expect(bad).toMatchObject({ code: '100002', errors: [{ field: 'sellerServiceFee' }] });
  });
});
