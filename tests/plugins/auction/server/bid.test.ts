// Bidding API: who may bid, the price ladder, the delay rule, and concurrent bids under the row lock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_API, parseAuctionTime, type AuctionState, type BidResult } from '../../../../src/plugins/auction/shared/index.ts';
import { backends } from '../../../server/helpers/db.ts';
import { startTestServer, type TestServer } from '../../../server/helpers/server.ts';
import { MIN, auction, bidsOf, earnest, enrol, row } from './fixtures.ts';

describe.each(backends())('auction bidding on %s', (backend) => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.token('operator');
  });
  afterAll(async () => {
    await s?.close();
  });

  const bid = (id: number, enrollId: number, amount: string, token = op) => s.post<BidResult>(AUCTION_API.bid(id), { enrollId, amount }, token);
  const state = async (id: number, token = op) => s.get<AuctionState>(AUCTION_API.state(id), token);

  it('shows the board: prices, times, enrolments with their eligibility', async () => {
    const a = await auction(s, { delayWindow: '5', delayMinutes: '3' });
    const ok = await enrol(s, a.id, '甲');
    const pending = await enrol(s, a.id, '乙', { status: 'pending' });
    const unpaid = await enrol(s, a.id, '丙', { earnestPaid: false });
    const r = await state(a.id);
    expect(r.code).toBe('200');
    expect(r.data).toMatchObject({ status: 'bidding', online: true, startPrice: '66000.00', increment: '500.00', currentPrice: null, minimumBid: '66000.00' });
    expect(r.data).toMatchObject({ delayWindowMinutes: 5, delayMinutes: 3, bidCount: 0, bids: [], canBid: true, problem: null });
    expect(r.data.serverNow).toBe(s.clock.now());
    expect(r.data.enrolments).toEqual([
      { id: ok, bidderName: '甲', bidNumber: '', eligible: true, reason: null },
      { id: pending, bidderName: '乙', bidNumber: '', eligible: false, reason: '该竞买人的报名尚未审核通过，不能出价' },
      { id: unpaid, bidderName: '丙', bidNumber: '', eligible: false, reason: '该竞买人的保证金尚未缴纳，不能出价' },
    ]);
    // The auditor reads the board (approval pages) but no page names its role in bidRoles.
    const au = await state(a.id, await s.token('auditor'));
    expect(au.data).toMatchObject({ canBid: false, enrolments: [] });
    // Site isolation: site 2's operator may neither read nor bid.
    const op2 = await s.token('operator2');
    expect((await state(a.id, op2)).code).toBe('100004');
    expect((await bid(a.id, ok, '66000', op2)).code).toBe('100004');
    expect((await state(999999)).code).toBe('100003');
  });

  it('takes a first bid at the start price, then requires current + increment on the ladder', async () => {
    const a = await auction(s);
    const x = await enrol(s, a.id, '张三');
    const y = await enrol(s, a.id, '李四');
    const first = await bid(a.id, x, '66000');
    expect(first).toMatchObject({ code: '200', msg: '出价成功', data: { bid: { enrollId: x, bidderName: '张三', amount: '66000.00', channel: '网络' } } });
    expect(first.data.state).toMatchObject({ currentPrice: '66000.00', minimumBid: '66500.00', bidCount: 1 });
    expect(parseAuctionTime(first.data.bid.bidTime)).not.toBeNull();

    const before = await row(s, a.id);
    const low = await bid(a.id, y, '66000.00');
    expect(low.code).toBe('100002');
    expect(low.msg).toBe('出价必须不低于当前价加加价幅度（最低 66,500.00 元）');
    const off = await bid(a.id, y, '66700');
    expect(off).toMatchObject({ code: '100002', msg: '出价必须为起始价加整数倍的加价幅度（加价幅度 500.00 元）' });
    expect((await bid(a.id, y, '66500.001')).code).toBe('100002');
    expect((await bid(a.id, y, 'abc')).msg).toBe('出价金额格式不正确：只能填写数字和小数点');
    // The canonical money rule: no exponent, separators or sign; a ceiling relative to the current price.
    for (const bad of ['1e309', '3.72e5', '37,8000', '+374000', '６６５００', '66500.']) {
      expect(await bid(a.id, y, bad)).toMatchObject({ code: '100002', msg: '出价金额格式不正确：只能填写数字和小数点' });
    }
    expect(await bid(a.id, y, '1'.padEnd(33, '0'))).toMatchObject({ code: '100002', msg: '出价金额不能大于99999999999.99' });
    expect(await bid(a.id, y, '660500')).toMatchObject({ code: '100002', msg: '出价不能超过当前价的10倍（最高 660,000.00 元）' });
    // Refused bids store nothing and leave the auction as it was.
    expect(await bidsOf(s, a.id)).toBe(1);
    expect(await row(s, a.id)).toEqual(before);

    expect((await bid(a.id, y, '68000.00')).data.state).toMatchObject({ currentPrice: '68000.00', minimumBid: '68500.00', bidCount: 2 });
    // The leader may not raise their own bid.
    expect((await bid(a.id, y, '68500')).msg).toBe('该竞买人已是当前最高出价人，不能对自己的出价加价');
    const st = await state(a.id);
    expect(st.data.bids.map((b) => [b.bidderName, b.amount])).toEqual([
      ['李四', '68000.00'],
      ['张三', '66000.00'],
    ]);
    expect((await row(s, a.id)).data).toMatchObject({ currentPrice: '68000.00', bidCount: '2' });
  });

  it('refuses bidders that are not enrolled, approved and paid up', async () => {
    const a = await auction(s);
    const other = await auction(s);
    const pending = await enrol(s, a.id, '待审', { status: 'pending' });
    const rejected = await enrol(s, a.id, '驳回', { status: 'rejected' });
    const unpaid = await enrol(s, a.id, '未缴', { earnestPaid: false });
    const elsewhere = await enrol(s, other.id, '别处');
    const refundedEm = await earnest(s, a.listingId, '已退', 'refunded');
    const linkedRefunded = await enrol(s, a.id, '已退', { earnestMoneyId: refundedEm, earnestPaid: true });
    const heldEm = await earnest(s, a.listingId, '已到账');
    const linkedHeld = await enrol(s, a.id, '已到账', { earnestMoneyId: heldEm, earnestPaid: false });

    expect((await bid(a.id, pending, '66000')).msg).toBe('该竞买人的报名尚未审核通过，不能出价');
    expect((await bid(a.id, rejected, '66000')).msg).toBe('该竞买人的报名尚未审核通过，不能出价');
    expect((await bid(a.id, unpaid, '66000')).msg).toBe('该竞买人的保证金尚未缴纳，不能出价');
    expect((await bid(a.id, elsewhere, '66000')).msg).toBe('该竞买人未报名本竞价项目');
    expect((await bid(a.id, 999999, '66000')).msg).toBe('该竞买人未报名本竞价项目');
    expect((await bid(a.id, linkedRefunded, '66000')).msg).toBe('该竞买人的保证金不在已到账状态，不能出价');
    expect((await bid(a.id, pending, '66000')).code).toBe('100002');
    expect((await s.post(AUCTION_API.bid(a.id), { amount: '66000' }, op)).msg).toBe('请选择竞买人');
    expect(await bidsOf(s, a.id)).toBe(0);
    // A linked earnest money record that is held counts, whatever the flag says.
    expect((await bid(a.id, linkedHeld, '66000')).code).toBe('200');
  });

  it('refuses bids outside the bidding state and window, and by users without the bid grant', async () => {
    const early = await auction(s, { status: 'published', start: 30, end: 90 });
    const e1 = await enrol(s, early.id, '早到');
    expect(await bid(early.id, e1, '66000')).toMatchObject({ code: '100006', msg: '竞价项目当前状态（已发布）不能出价' });
    const offline = await auction(s, { method: '现场竞价' });
    const o1 = await enrol(s, offline.id, '现场');
    expect((await bid(offline.id, o1, '66000')).msg).toBe('现场竞价项目不接受网络出价，请在线下竞价中录入结果');
    const draft = await auction(s, { status: 'draft' });
    const d1 = await enrol(s, draft.id, '草稿');
    expect((await bid(draft.id, d1, '66000')).code).toBe('100006');

    const a = await auction(s);
    const x = await enrol(s, a.id, '无权');
    expect((await bid(a.id, x, '66000', await s.token('auditor'))).code).toBe('100004');
    expect((await bid(a.id, x, '66000', await s.token('finance'))).code).toBe('100004');
    expect((await bid(a.id, x, '66000', await s.token('admin'))).code).toBe('200');
    expect(await bidsOf(s, early.id)).toBe(0);
    expect(await bidsOf(s, offline.id)).toBe(0);
  });

  it('lets exactly one of several identical concurrent bids win', async () => {
    const a = await auction(s);
    const lead = await enrol(s, a.id, '领先');
    const others = await Promise.all(['甲', '乙', '丙', '丁'].map((n) => enrol(s, a.id, `并发${n}`)));
    expect((await bid(a.id, lead, '66000')).code).toBe('200');
    const op2 = await s.login('operator'); // a second session, as a second clerk would have
    // Four bidders at the same amount, and one bidder's identical bid sent five times.
    const results = await Promise.all(others.map((e, i) => bid(a.id, e, '66500', i % 2 ? op : op2)));
    expect(results.filter((r) => r.code === '200')).toHaveLength(1);
    for (const r of results.filter((x) => x.code !== '200')) {
      expect(r).toMatchObject({ code: '100002', msg: '出价必须不低于当前价加加价幅度（最低 67,000.00 元）' });
    }
    const again = await Promise.all(Array.from({ length: 5 }, (_, i) => bid(a.id, lead, '67000', i % 2 ? op : op2)));
    expect(again.filter((r) => r.code === '200')).toHaveLength(1);
    expect(await bidsOf(s, a.id)).toBe(3);
    expect((await row(s, a.id)).data).toMatchObject({ currentPrice: '67000.00', bidCount: '3' });
  });

  it('extends the end by the delay when a bid falls in the delay window', async () => {
    const a = await auction(s, { end: 2, delayWindow: '5', delayMinutes: '10' });
    const x = await enrol(s, a.id, '延时甲');
    const y = await enrol(s, a.id, '延时乙');
    const announced = parseAuctionTime((await row(s, a.id)).data.endTime)!;
    const r = await bid(a.id, x, '66000');
    const at = parseAuctionTime(r.data.bid.bidTime)!;
    const end1 = parseAuctionTime(r.data.state.endTime)!;
    expect(end1).toBe(at + 10 * MIN);
    expect(end1).toBeGreaterThan(announced);
    expect(r.data.state).toMatchObject({ delayCount: 1, scheduledEndTime: expect.any(String) });
    expect(parseAuctionTime(r.data.state.scheduledEndTime)).toBe(announced);
    expect((await row(s, a.id)).data).toMatchObject({ delayCount: '1', currentEndTime: r.data.state.endTime });
    // Now 10 minutes remain, outside the 5-minute window: no further extension.
    const r2 = await bid(a.id, y, '66500');
    expect(parseAuctionTime(r2.data.state.endTime)).toBe(end1);
    expect(r2.data.state.delayCount).toBe(1);

    // No delay rule: a last-minute bid leaves the end alone.
    const plain = await auction(s, { end: 1 });
    const z = await enrol(s, plain.id, '无延时');
    const r3 = await bid(plain.id, z, '66000');
    expect(r3.data.state.endTime).toBe((await state(plain.id)).data.scheduledEndTime);
    expect(r3.data.state.delayCount).toBe(0);
  });
});
