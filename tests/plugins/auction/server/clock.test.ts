// The auction clock: start at the start time, close at the (delayed) end with the highest bid winning,
// 流拍 without bids, earnest money marked for refund / conversion, every step with a system audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_API, type AuctionState, type BidResult } from '../../../../src/plugins/auction/shared/index.ts';
import type { RecordRow } from '../../../../src/shared/api.ts';
import { SWEEP_INTERVAL_MS, settleAuction, sweepAuctions } from '../../../../src/plugins/auction/server/clock.ts';
import { UNREAD_TOPIC } from '../../../../src/server/realtime/unreadTopic.ts';
import { backends } from '../../../server/helpers/db.ts';
import { startTestServer, type TestServer } from '../../../server/helpers/server.ts';
import { MIN, auction, audits, earnest, enrol, row } from './fixtures.ts';

const HOUR = 60 * MIN;

describe.each(backends())('auction clock on %s', (backend) => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.token('operator');
  });
  afterAll(async () => {
    await s?.close();
  });

  const bid = async (id: number, enrollId: number, amount: string) => {
    const r = await s.post<BidResult>(AUCTION_API.bid(id), { enrollId, amount }, op);
    if (r.code !== '200') throw new Error(`bid ${amount}: ${r.msg}`);
    return r.data;
  };

  it('starts a published online auction when a board read finds its start time passed', async () => {
    const a = await auction(s, { status: 'published', start: -1, end: 60 });
    const later = await auction(s, { status: 'published', start: 30, end: 90 });
    const offline = await auction(s, { status: 'published', start: -1, end: 60, method: '现场竞价' });
    expect((await s.get<AuctionState>(AUCTION_API.state(a.id), op)).data.status).toBe('bidding');
    expect((await s.get<AuctionState>(AUCTION_API.state(later.id), op)).data.status).toBe('published');
    expect((await s.get<AuctionState>(AUCTION_API.state(offline.id), op)).data.status).toBe('published');
    expect(await audits(s, a.id)).toEqual([
      { action: 'start', from_status: 'published', to_status: 'bidding', opinion: '已到竞价开始时间，系统开始竞价', user_name: '系统', user_id: null },
    ]);
    // Settling again is a no-op.
    expect(await settleAuction(s.ctx, a.id)).toEqual([]);
  });

  it('tells open bells of the auction\'s site when the clock moves it (not when nothing is due)', async () => {
    const a = await auction(s, { status: 'published', start: 30, end: 90 });
    const heard: unknown[] = [];
    const stop = await s.ctx.realtime.subscribe(UNREAD_TOPIC, (d) => heard.push(d));
    try {
      expect(await settleAuction(s.ctx, a.id)).toEqual([]);
      expect(await settleAuction(s.ctx, a.id, s.clock.now() + 31 * MIN)).toEqual(['start']);
      await expect.poll(() => heard).toContainEqual({ siteId: 1 });
      expect(heard).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('closes at the end: the highest bid wins, the losers’ earnest money is marked for refund', async () => {
    const a = await auction(s, { end: 60 });
    const emWin = await earnest(s, a.listingId, '丰禾合作社');
    const emLose = await earnest(s, a.listingId, '王建国', 'received', '510131197803121239');
    const emLinked = await earnest(s, '424242', '另一人');
    const emStranger = await earnest(s, a.listingId, '未报名的人');
    const emOtherListing = await earnest(s, '434343', '王建国');
    const win = await enrol(s, a.id, '丰禾合作社');
    const lose = await enrol(s, a.id, '王建国', { idCardNo: '510131197803121239' });
    const linked = await enrol(s, a.id, '另一人', { earnestMoneyId: emLinked });
    await bid(a.id, lose, '66000');
    await bid(a.id, win, '66500');
    await bid(a.id, linked, '67000');
    await bid(a.id, win, '68000');

    // Not yet: the end has not passed.
    expect(await sweepAuctions(s.ctx, s.clock.now() + 30 * MIN)).not.toContainEqual({ id: a.id, steps: ['close'] });
    expect(await sweepAuctions(s.ctx, s.clock.now() + 2 * HOUR)).toContainEqual({ id: a.id, steps: ['close'] });
    const ended = await row(s, a.id);
    expect(ended.status).toBe('ended');
    expect(ended.data).toMatchObject({ winnerName: '丰禾合作社', winnerEnrollId: String(win), finalPrice: '68000.00', currentPrice: '68000.00' });
    expect(ended.data.actualEndTime).toBe(ended.data.endTime);
    const trail = await audits(s, a.id);
    expect(trail.at(-1)).toEqual({
      action: 'end',
      from_status: 'bidding',
      to_status: 'ended',
      opinion: '竞价结束，系统按最高出价确定竞得人：丰禾合作社，成交价 68,000.00 元',
      user_name: '系统',
      user_id: null,
    });

    expect(await row(s, emWin)).toMatchObject({ status: 'convert_pending', data: { auctionId: String(a.id) } });
    expect(await row(s, emLose)).toMatchObject({ status: 'refund_pending', data: { auctionId: String(a.id) } });
    expect((await row(s, emLinked)).status).toBe('refund_pending');
    expect((await row(s, emStranger)).status).toBe('received');
    expect((await row(s, emOtherListing)).status).toBe('received');
    expect((await audits(s, emLose))[0]).toMatchObject({ action: 'mark_refund', to_status: 'refund_pending', user_name: '系统' });

    // Bids after the close are refused, and the board shows the result.
    const board = (await s.get<AuctionState>(AUCTION_API.state(a.id), op)).data;
    expect(board).toMatchObject({ status: 'ended', winnerName: '丰禾合作社', finalPrice: '68000.00', bidCount: 4 });
    expect((await s.post(AUCTION_API.bid(a.id), { enrollId: lose, amount: '68500' }, op)).code).toBe('100006');
  });

  it('fails an auction that ends without bids and marks every party for refund', async () => {
    const a = await auction(s, { end: 10 });
    const em1 = await earnest(s, a.listingId, '无人甲');
    const em2 = await earnest(s, a.listingId, '无人乙');
    await enrol(s, a.id, '无人甲');
    await enrol(s, a.id, '无人乙', { status: 'rejected' });
    expect(await settleAuction(s.ctx, a.id, s.clock.now() + HOUR)).toEqual(['close']);
    const failed = await row(s, a.id);
    expect(failed.status).toBe('failed');
    expect(failed.data.winnerName).toBeUndefined();
    expect((await audits(s, a.id)).at(-1)).toMatchObject({ action: 'fail', to_status: 'failed', opinion: '竞价结束时无人出价，系统判定流拍', user_name: '系统' });
    expect((await row(s, em1)).status).toBe('refund_pending');
    expect((await row(s, em2)).status).toBe('refund_pending');
  });

  it('starts and closes in one go an auction the server slept through', async () => {
    const a = await auction(s, { status: 'published', start: -120, end: -60 });
    expect(await settleAuction(s.ctx, a.id)).toEqual(['start', 'close']);
    expect((await audits(s, a.id)).map((x) => x.action)).toEqual(['start', 'fail']);
  });

  it('lets finance finish the marks (refund, convert) and refuses the system marks to everyone', async () => {
    const a = await auction(s, { end: 10 });
    const emWin = await earnest(s, a.listingId, '赢家');
    const emLose = await earnest(s, a.listingId, '输家');
    const w = await enrol(s, a.id, '赢家');
    const l = await enrol(s, a.id, '输家');
    await bid(a.id, l, '66000');
    await bid(a.id, w, '66500');
    await settleAuction(s.ctx, a.id, s.clock.now() + HOUR);
    const admin = await s.token('admin');
    const tr = (id: number, action: string, token = admin) => s.post<RecordRow>(`/api/records/earnest_money/${id}/transition`, { action }, token);
    expect((await tr(emLose, 'convert')).code).toBe('100006'); // a loser's money is refunded, not converted
    expect((await tr(emLose, 'refund')).data.status).toBe('refunded');
    expect((await tr(emWin, 'refund')).code).toBe('100006');
    expect((await tr(emWin, 'convert')).data.status).toBe('converted');
    const fresh = await earnest(s, a.listingId, '新人');
    for (const action of ['mark_refund', 'mark_convert', 'unmark']) {
      expect(await tr(fresh, action)).toMatchObject({ code: '100006' });
    }
    expect((await tr(fresh, 'mark_refund', op)).code).toBe('100006');
    expect((await row(s, fresh)).status).toBe('received');
  });

  it('sweeps on its own timer', async () => {
    const a = await auction(s, { status: 'published', start: -120, end: -60 });
    // No board read: only the timer started by buildApp can settle it.
    expect(s.clock.intervals()).toEqual([SWEEP_INTERVAL_MS]);
    await s.clock.advance(SWEEP_INTERVAL_MS - 1);
    expect((await row(s, a.id)).status).toBe('published');
    await s.clock.advance(SWEEP_INTERVAL_MS);
    expect((await row(s, a.id)).status).toBe('failed');
    expect((await audits(s, a.id)).map((x) => x.action)).toEqual(['start', 'fail']);
  });
});
