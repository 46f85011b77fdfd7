// Effects across records, declared on transitions and run in the same transaction with audit rows:
// auction end -> listing 交易中; contract signed -> 已成交; settlement approved closes the deal;
// withdrawing a listing ends its auction, closes open enrolments and marks earnest money for refund.
// Also x-operations: bids are written only by the bid route, admin included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordRow } from '../../../src/shared/api.ts';
import { settleAuction } from '../../../src/plugins/auction/server/clock.ts';
import { AUCTION_API } from '../../../src/plugins/auction/shared/index.ts';
import { backends } from '../helpers/db.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { MIN, auction, earnest, enrol, insertRecord, row } from '../../plugins/auction/server/fixtures.ts';
import { contractData, payInFull, settlementData } from './bodies.ts';

const listing = (s: TestServer, status: string) =>
  insertRecord(s, 'franchise', status, { projectName: '效果测试挂牌', transferorType: 'person', transferorName: '孙丽', contactPhone: '13800138000', transferMethod: '出租', listingPrice: '60000' });

describe.each(backends())('effects across records on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let au: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.token('operator');
    au = await s.token('auditor');
  });
  afterAll(async () => {
    await s?.close();
  });
  const go = (entity: string, id: number, action: string, token: string, opinion = '') =>
    s.post<RecordRow>(`/api/records/${entity}/${id}/transition`, { action, opinion }, token);

  it('an auction that ends with a winner puts its listing in 交易中, audited as an effect', async () => {
    const l = await listing(s, 'listed');
    const a = await auction(s, { listingId: String(l) });
    const x = await enrol(s, a.id, '张三');
    expect((await s.post(AUCTION_API.bid(a.id), { enrollId: x, amount: '66000' }, op)).code).toBe('200');
    expect(await settleAuction(s.ctx, a.id, Date.now() + 2 * 60 * MIN)).toEqual(['close']);
    expect((await row(s, a.id)).status).toBe('ended');
    expect((await row(s, l)).status).toBe('trading');
    const trail = await s.db.query<{ op: string; action: string; user_name: string }>(`SELECT op, action, user_name FROM record_audit WHERE entity = 'franchise' AND record_id = $1`, [l]);
    expect(trail).toEqual([{ op: 'effect', action: 'startTrading', user_name: '系统' }]);
  });

  it('a signed contract makes its listing 已成交', async () => {
    const l = await listing(s, 'trading');
    const c = await s.post<RecordRow>('/api/records/contract', { data: contractData({ contractNo: `EF-${l}`, listingId: String(l), startDate: '2027-01-01', endDate: '2031-12-31', signDate: '2026-12-20' }) }, op);
    expect((await go('contract', c.data.id, 'submit', op)).code).toBe('200');
    expect((await go('contract', c.data.id, 'approve', au)).code).toBe('200');
    expect((await row(s, l)).status).toBe('trading');
    expect((await go('contract', c.data.id, 'sign', op)).data.status).toBe('signed');
    expect((await row(s, l)).status).toBe('traded');
  });

  it('an approved settlement closes the deal of a listing still 已挂牌 (agreement transfer)', async () => {
    const l = await listing(s, 'listed');
    const fin = await s.token('finance');
    const st = await s.post<RecordRow>('/api/records/settlement', { data: settlementData({ listingId: String(l), earnestConverted: '' }) }, fin);
    expect((await go('settlement', st.data.id, 'submit', fin)).code).toBe('200');
    expect((await row(s, l)).status).toBe('listed');
    // The deal balances only once the buyer has paid what the settlement says (the funds plugin's rule).
    await payInFull(s, st.data, fin);
    expect((await go('settlement', st.data.id, 'approve', au)).code).toBe('200');
    expect((await row(s, l)).status).toBe('traded');
  });

  it('withdrawing a listing ends its auction, closes open enrolments and marks earnest money for refund', async () => {
    const l = await listing(s, 'listed');
    const a = await auction(s, { listingId: String(l), status: 'published', start: 60, end: 120 });
    const open = await enrol(s, a.id, '甲');
    const pending = await enrol(s, a.id, '乙', { status: 'pending' });
    const rejected = await enrol(s, a.id, '丙', { status: 'rejected' });
    const held = await earnest(s, String(l), '甲');
    const refunded = await earnest(s, String(l), '丁', 'refunded');
    const other = await earnest(s, String(l + 100000), '戊');
    const w = await go('franchise', l, 'withdraw', op, '出让方撤回');
    expect(w.data.status).toBe('withdrawn');
    expect((await row(s, a.id)).status).toBe('failed');
    expect([(await row(s, open)).status, (await row(s, pending)).status, (await row(s, rejected)).status]).toEqual(['closed', 'closed', 'rejected']);
    expect([(await row(s, held)).status, (await row(s, refunded)).status, (await row(s, other)).status]).toEqual(['refund_pending', 'refunded', 'received']);
  });

  it('rolls every effect back with the transition that failed', async () => {
    const l = await listing(s, 'listed');
    const held = await earnest(s, String(l), '甲');
    // A stale version makes the withdrawal fail after nothing was written; nothing moves.
    const v = (await row(s, l)).version;
    const r = await s.post(`/api/records/franchise/${l}/transition`, { action: 'withdraw', opinion: 'x', version: v + 5 }, op);
    expect(r.code).toBe('100005');
    expect([(await row(s, l)).status, (await row(s, held)).status]).toEqual(['listed', 'received']);
  });

  it('bids are written only by the bid route, for admin too', async () => {
    const admin = await s.token('admin');
    const a = await auction(s);
    const body = { data: { auctionId: String(a.id), auctionName: 'x', bidderName: '管理员', amount: '9999999', bidTime: '2026-11-01 10:00:00' } };
    const created = await s.post('/api/records/bid', body, admin);
    expect(created).toMatchObject({ code: '100004', msg: '出价记录不能通过通用接口新增' });
    const bid = (await s.db.query<{ id: string }>(`SELECT id FROM records WHERE entity = 'bid' LIMIT 1`))[0];
    if (bid) {
      expect((await s.put(`/api/records/bid/${bid.id}`, { version: 1, data: { amount: '1' } }, admin)).code).toBe('100004');
      expect((await s.del(`/api/records/bid/${bid.id}`, admin)).code).toBe('100004');
    }
  });
});
