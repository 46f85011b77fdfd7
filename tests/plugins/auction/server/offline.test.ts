// Offline (现场竞价) results: confirming writes the winner and price onto the linked auction and marks the
// earnest money in the same transaction; a bad result writes nothing; revoking takes it all back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordRow } from '../../../../src/shared/api.ts';
import { backends } from '../../../server/helpers/db.ts';
import { startTestServer, type TestServer } from '../../../server/helpers/server.ts';
import { audits, auction, earnest, enrol, row } from './fixtures.ts';

describe.each(backends())('offline auction results on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.token('operator');
    admin = await s.token('admin');
  });
  afterAll(async () => {
    await s?.close();
  });

  async function offlineAuction() {
    const a = await auction(s, { status: 'published', method: '现场竞价', start: -60, end: -30 });
    const emWin = await earnest(s, a.listingId, '刘强', 'received', '510183197209191679');
    const emLose = await earnest(s, a.listingId, '陈志强');
    await enrol(s, a.id, '刘强', { idCardNo: '510183197209191679' });
    await enrol(s, a.id, '陈志强');
    return { ...a, emWin, emLose };
  }

  async function result(auctionId: number, listingId: string, data: Record<string, unknown>): Promise<RecordRow> {
    const r = await s.post<RecordRow>(
      '/api/records/auction_offline',
      { data: { auctionId: String(auctionId), auctionName: '现场竞价', listingId, listingName: '挂牌', auctionTime: '2026-11-08 14:30:00', ...data } },
      op,
    );
    if (r.code !== '200') throw new Error(`create: ${r.msg}`);
    return r.data;
  }

  const confirm = (id: number, token = op) => s.post<RecordRow>(`/api/records/auction_offline/${id}/transition`, { action: 'confirm' }, token);
  const revoke = (id: number) => s.post<RecordRow>(`/api/records/auction_offline/${id}/transition`, { action: 'revoke', opinion: '成交价录错' }, admin);

  it('writes a confirmed 成交 onto the auction and marks the earnest money', async () => {
    const a = await offlineAuction();
    const r = await result(a.id, a.listingId, { result: '成交', winnerName: '刘强', winnerIdCardNo: '510183197209191679', finalPrice: '126000.00' });
    expect((await confirm(r.id)).data.status).toBe('confirmed');
    const after = await row(s, a.id);
    expect(after.status).toBe('ended');
    expect(after.data).toMatchObject({ winnerName: '刘强', finalPrice: '126000.00', currentPrice: '126000.00', offlineResultId: String(r.id) });
    expect(after.data.actualEndTime).toBe('2026-11-08T14:30:00.000+08:00');
    expect(after.data.winnerEnrollId).toEqual(expect.any(String));
    expect((await audits(s, a.id)).at(-1)).toMatchObject({
      action: 'record_offline',
      to_status: 'ended',
      user_name: '系统',
      opinion: `线下竞价成交：竞得人 刘强，成交价 126,000.00 元（线下竞价结果 #${r.id}）`,
    });
    expect((await row(s, a.emWin)).status).toBe('convert_pending');
    expect((await row(s, a.emLose)).status).toBe('refund_pending');

    // Revoked: the auction goes back to 已发布 without its result, the marks are taken back.
    expect((await revoke(r.id)).data.status).toBe('draft');
    const back = await row(s, a.id);
    expect(back.status).toBe('published');
    for (const f of ['winnerName', 'finalPrice', 'currentPrice', 'actualEndTime', 'offlineResultId', 'winnerEnrollId']) expect(back.data[f]).toBeUndefined();
    expect(await row(s, a.emWin)).toMatchObject({ status: 'received' });
    expect((await row(s, a.emLose)).data.auctionId).toBeUndefined();
    expect((await audits(s, a.id)).at(-1)).toMatchObject({ action: 'reopen', to_status: 'published', user_name: '系统' });

    // Confirmed again, then finance refunds the loser: the result can no longer be revoked.
    expect((await confirm(r.id)).code).toBe('200');
    expect((await s.post(`/api/records/earnest_money/${a.emLose}/transition`, { action: 'refund' }, admin)).code).toBe('200');
    expect(await revoke(r.id)).toMatchObject({ code: '100006', msg: '该竞价项目的保证金已退还、转价款或没收，不能撤回竞价结果' });
    expect((await row(s, r.id)).status).toBe('confirmed');
    expect((await row(s, a.id)).status).toBe('ended');
  });

  it('writes a 流拍 as a failed auction with every party refunded', async () => {
    const a = await offlineAuction();
    const r = await result(a.id, a.listingId, { result: '流拍', remark: '到场竞买人不足两人' });
    expect((await confirm(r.id)).code).toBe('200');
    expect(await row(s, a.id)).toMatchObject({ status: 'failed', data: { offlineResultId: String(r.id) } });
    expect((await row(s, a.emWin)).status).toBe('refund_pending');
    expect((await row(s, a.emLose)).status).toBe('refund_pending');
  });

  it('refuses a result that cannot stand, writing nothing', async () => {
    const a = await offlineAuction();
    const before = await row(s, a.id);
    const low = await result(a.id, a.listingId, { result: '成交', winnerName: '刘强', finalPrice: '1000.00' });
    expect(await confirm(low.id)).toMatchObject({ code: '100002', msg: '成交价不能低于竞价项目的起始价（66,000.00 元）' });
    const noWinner = await result(a.id, a.listingId, { result: '成交', finalPrice: '70000.00' });
    expect((await confirm(noWinner.id)).msg).toBe('竞价成交时须填写竞得人');
    expect((await row(s, low.id)).status).toBe('draft');
    expect(await audits(s, low.id)).toEqual([]);
    expect(await row(s, a.id)).toEqual(before);
    expect((await row(s, a.emWin)).status).toBe('received');

    const online = await auction(s, { status: 'published', start: 60, end: 120 });
    const r2 = await result(online.id, online.listingId, { result: '成交', winnerName: '某人', finalPrice: '70000.00' });
    expect((await confirm(r2.id)).msg).toMatch(/^关联的竞价项目为网络竞价/);
    // An auction that does not exist is refused when the result is saved (auctionId is a reference).
    const r3 = await s.post('/api/records/auction_offline', { data: { auctionId: '999999', auctionName: '现场竞价', listingId: a.listingId, listingName: '挂牌', auctionTime: '2026-11-08 14:30:00', result: '流拍' } }, op);
    expect(r3).toMatchObject({ code: '100002', msg: '竞价项目：所选竞价项目（编号 999999）不存在' });
    // Once decided, a second result for the same auction is refused.
    const ok = await result(a.id, a.listingId, { result: '成交', winnerName: '陈志强', finalPrice: '66000.00' });
    expect((await confirm(ok.id)).code).toBe('200');
    const second = await result(a.id, a.listingId, { result: '流拍' });
    expect((await confirm(second.id)).msg).toBe('关联的竞价项目当前状态（已成交）不能录入线下竞价结果');
    // A result that names no auction is just a record, as before.
    const plain = await result(0, a.listingId, { result: '流拍', auctionId: undefined });
    expect((await confirm(plain.id)).data.status).toBe('confirmed');
  });
});
