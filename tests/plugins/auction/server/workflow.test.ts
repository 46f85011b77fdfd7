// The auction workflow over HTTP: the normal path, and every illegal move refused without an audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAuctionTime } from '../../../../src/plugins/auction/shared/index.ts';
import type { HistoryRow, RecordRow } from '../../../../src/shared/api.ts';
import { backends } from '../../../server/helpers/db.ts';
import { startTestServer, type TestServer } from '../../../server/helpers/server.ts';
import { MIN, audits, auction, earnest, enrol, row } from './fixtures.ts';

const tr = (id: number) => `/api/records/auction/${id}/transition`;

describe.each(backends())('auction workflow on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let au: string;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.token('operator');
    au = await s.token('auditor');
    admin = await s.token('admin');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('runs draft -> pending -> published through the pages, refusing illegal moves', async () => {
    const now = s.clock.now();
    const created = await s.post<RecordRow>(
      '/api/records/auction',
      {
        data: {
          auctionName: '流程测试竞价',
          listingId: '7', // the seed's 7th listing is in trading (the reference's filter: listed or trading)
          listingName: '流程测试挂牌',
          startPrice: '10000.00',
          increment: '100.00',
          earnestMoney: '1000.00',
          contactPhone: '028-88521000',
          startTime: new Date(now + 60 * MIN).toISOString(),
          endTime: formatAuctionTime(now + 120 * MIN),
        },
      },
      op,
    );
    expect(created.code).toBe('200');
    const id = created.data.id;
    expect(created.data.status).toBe('draft');
    // Wrong state, wrong role, system-only actions, unknown action: all refused, nothing written.
    expect((await s.post(tr(id), { action: 'approve', opinion: '同意' }, au)).code).toBe('100006');
    expect((await s.post(tr(id), { action: 'fail', opinion: '不办了' }, op)).code).toBe('100006');
    expect((await s.post(tr(id), { action: 'fly' }, op)).code).toBe('100006');
    expect((await s.post(tr(id), { action: 'submit' }, op)).data).toMatchObject({ status: 'pending' });
    expect((await s.post(tr(id), { action: 'approve' }, op)).code).toBe('100004');
    expect((await s.post(tr(id), { action: 'reject', opinion: ' ' }, au))).toMatchObject({ code: '100002', msg: '审核意见不能为空' });
    expect((await s.post(tr(id), { action: 'approve', opinion: '同意发布' }, au)).data).toMatchObject({ status: 'published' });
    for (const [action, token] of [['start', op], ['start', admin], ['end', admin], ['record_offline', admin], ['reopen', admin]] as const) {
      const r = await s.post(tr(id), { action }, token);
      expect(r.code, `${action}`).toBe('100006');
      expect(r.msg).toMatch(/由系统自动执行，不能手动操作$/);
    }
    expect((await s.post(tr(id), { action: 'approve', opinion: '再次' }, au)).code).toBe('100006');
    const h = await s.get<HistoryRow[]>(`/api/records/auction/${id}/history`, op);
    expect(h.data.map((x) => [x.action, x.fromStatus, x.toStatus, x.userName])).toEqual([
      ['submit', 'draft', 'pending', '张经办'],
      ['approve', 'pending', 'published', '李审核'],
    ]);
    // Editing stops once submitted.
    expect((await s.put(`/api/records/auction/${id}`, { data: { remark: '改' }, version: 3 }, op)).code).toBe('100006');
  });

  it('calls an auction off (流拍) by hand with an opinion, refunding every party', async () => {
    const a = await auction(s, { start: -10, end: 60 });
    const em = await earnest(s, a.listingId, '退款人');
    await enrol(s, a.id, '退款人');
    expect((await s.post(tr(a.id), { action: 'fail' }, op))).toMatchObject({ code: '100002', msg: '审核意见不能为空' });
    expect((await s.post(tr(a.id), { action: 'fail', opinion: '出让方撤回' }, au)).code).toBe('100004');
    const r = await s.post<RecordRow>(tr(a.id), { action: 'fail', opinion: '出让方撤回' }, op);
    expect(r.data.status).toBe('failed');
    expect(await row(s, em)).toMatchObject({ status: 'refund_pending', data: { auctionId: String(a.id) } });
    expect((await s.post(tr(a.id), { action: 'fail', opinion: '再来' }, op)).code).toBe('100006');
    expect((await audits(s, a.id)).map((x) => [x.action, x.user_name])).toEqual([['fail', '张经办']]);
  });

  it('keeps the generic transition route for other entities', async () => {
    const em = await earnest(s, '777', '普通');
    const r = await s.post<RecordRow>('/api/records/earnest_money/' + em + '/transition', { action: 'refund' }, admin);
    expect(r.data.status).toBe('refunded');
    expect((await s.post('/api/records/auction/abc/transition', { action: 'fail' }, op)).code).toBe('100003');
    expect((await s.post('/api/records/auction/999999/transition', { action: 'fail', opinion: 'x' }, op)).code).toBe('100003');
  });
});
