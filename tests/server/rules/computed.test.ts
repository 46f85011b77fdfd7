// Computed settlement amounts: the server computes and stores them, refuses a different client value
// (100002 naming the field) and stores nothing then; an update recomputes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordRow } from '../../../src/shared/api.ts';
import { backends } from '../helpers/db.ts';
import { count } from '../helpers/franchise.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { settlementData } from './bodies.ts';

const API = '/api/records/settlement';

describe.each(backends())('computed fields on %s', (backend) => {
  let s: TestServer;
  let fin: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    fin = await s.token('finance');
  });
  afterAll(async () => {
    await s?.close();
  });
  const settlements = () => count(s, `SELECT count(*)::int AS n FROM records WHERE entity = 'settlement'`);

  it('stores the server result: payable = price + buyer fee − earnest converted, to the fen', async () => {
    const r = await s.post<RecordRow>(API, { data: settlementData() }, fin);
    expect(r.code).toBe('200');
    expect(r.data.data).toMatchObject({
      dealPrice: '1300000',
      buyerServiceFee: '13000.00',
      sellerServiceFee: '6500.00',
      buyerPayable: '1263000.00',
      sellerReceivable: '1293500.00',
      centreIncome: '19500.00',
    });
    // A client that sends the right figures (in any plain spelling) is accepted. The site's fee table
    // (seed: 1% with a 100.00 minimum, 0.5% with a 50.00 minimum) lifts small fees to its minimums.
    const same = await s.post<RecordRow>(API, { data: settlementData({ dealPrice: '1234.56', buyerServiceFee: '100', buyerPayable: '1334.56', earnestConverted: '' }) }, fin);
    expect(same.code).toBe('200');
    expect(same.data.data).toMatchObject({ buyerServiceFee: '100.00', sellerServiceFee: '50.00', buyerPayable: '1334.56', sellerReceivable: '1184.56', centreIncome: '150.00' });
  });

  it('refuses a tampered total with 100002 naming the field, and stores nothing', async () => {
    const before = await settlements();
    const r = await s.post(API, { data: settlementData({ buyerPayable: '1260000' }) }, fin);
    expect(r.code).toBe('100002');
    expect(r.msg).toBe('受让方应缴（元）应为 1263000.00（系统按公式计算），与提交的 1260000 不符');
    expect(r.errors).toEqual([{ field: 'buyerPayable', message: r.msg }]);
    expect(await settlements()).toBe(before);
  });

  it('recomputes on update and refuses a tampered update', async () => {
    const r = await s.post<RecordRow>(API, { data: settlementData() }, fin);
    const u = await s.put<RecordRow>(`${API}/${r.data.id}`, { version: r.data.version, data: { dealPrice: '200000' } }, fin);
    expect(u.code).toBe('200');
    expect(u.data.data).toMatchObject({ buyerServiceFee: '2000.00', buyerPayable: '152000.00', sellerReceivable: '199000.00' });
    const bad = await s.put(`${API}/${r.data.id}`, { version: u.data.version, data: { centreIncome: '1.00' } }, fin);
    expect(bad).toMatchObject({ code: '100002', errors: [{ field: 'centreIncome' }] });
    const stored = await s.get<RecordRow>(`${API}/${r.data.id}`, fin);
    expect(stored.data.data.centreIncome).toBe('3000.00');
  });

  it('applies the canonical money rule and the cross-field rule to record fields', async () => {
    const exp = await s.post(API, { data: settlementData({ dealPrice: '1.3e6' }) }, fin);
    expect(exp).toMatchObject({ code: '100002', msg: '成交价款（元）：请输入数字，最多保留两位小数' });
    expect(exp.errors?.[0]?.field).toBe('dealPrice');
    const huge = await s.post(API, { data: settlementData({ dealPrice: '1'.padEnd(32, '0') }) }, fin);
    expect(huge).toMatchObject({ code: '100002', msg: '成交价款不能大于99999999999.99' });
    const over = await s.post(API, { data: settlementData({ dealPrice: '1000', earnestConverted: '2000' }) }, fin);
    expect(over).toMatchObject({ code: '100002', msg: '保证金转价款不能超过成交价款与受让方服务费之和' });
    expect(over.errors?.[0]?.field).toBe('earnestConverted');
  });
});
