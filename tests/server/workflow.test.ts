// Workflow transitions: the shared rule, the audit row in the same transaction, concurrency, notices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryRow, MessageRow, RecordRow, UnreadCounts, UserInfo } from '../../src/shared/api.ts';
import { applyTransition } from '../../src/server/records/transition.ts';
import { loadRecord } from '../../src/server/records/row.ts';
import { findTransition } from '../../src/shared/workflow.ts';
import { UNREAD_TOPIC } from '../../src/server/realtime/unreadTopic.ts';
import { backends } from './helpers/db.ts';
import { count, createFranchise } from './helpers/franchise.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

const rec = (id: number) => `/api/records/franchise/${id}`;
const audits = (s: TestServer, id: number) => count(s, 'SELECT count(*)::int AS n FROM record_transitions WHERE record_id = $1', [id]);

describe.each(backends())('workflow on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let au: string;
  let uid: Record<string, number>;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.token('operator');
    au = await s.token('auditor');
    uid = {};
    for (const u of ['operator', 'auditor']) uid[u] = (await s.get<UserInfo>('/api/user/info', await s.token(u))).data.userId;
  });
  afterAll(async () => {
    await s?.close();
  });

  const unread = async (user: string) => (await s.get<UnreadCounts>(`/unread/${uid[user]}`, await s.token(user))).data;

  it('runs submit -> approve with history rows and opinions', async () => {
    const r = await createFranchise(s, op);
    const sub = await s.post<RecordRow>(`${rec(r.id)}/transition`, { action: 'submit', version: r.version }, op);
    expect(sub).toMatchObject({ code: '200', data: { status: 'pending', version: r.version + 1 } });
    const ok = await s.post<RecordRow>(`${rec(r.id)}/transition`, { action: 'approve', opinion: '同意挂牌' }, au);
    expect(ok.data.status).toBe('listed');
    const h = await s.get<HistoryRow[]>(`${rec(r.id)}/history`, op);
    expect(h.data.map((x) => [x.action, x.actionTitle, x.fromStatus, x.toStatus, x.opinion, x.userName])).toEqual([
      ['submit', '提交审核', 'draft', 'pending', '', '张经办'],
      ['approve', '审核通过', 'pending', 'listed', '同意挂牌', '李审核'],
    ]);
  });

  it('refuses the wrong state, the wrong role, a missing opinion and an unknown action, writing no audit row', async () => {
    const r = await createFranchise(s, op);
    const before = await audits(s, r.id);
    // Wrong state: approve a draft.
    expect((await s.post(`${rec(r.id)}/transition`, { action: 'approve', opinion: 'x' }, au)).code).toBe('100006');
    // Wrong role: the auditor may not submit, the operator may not approve.
    expect((await s.post(`${rec(r.id)}/transition`, { action: 'submit' }, au)).code).toBe('100004');
    await s.post(`${rec(r.id)}/transition`, { action: 'submit' }, op);
    const afterSubmit = await audits(s, r.id);
    expect(afterSubmit).toBe(before + 1);
    expect((await s.post(`${rec(r.id)}/transition`, { action: 'approve' }, op)).code).toBe('100004');
    // Reject needs an opinion.
    expect(await s.post(`${rec(r.id)}/transition`, { action: 'reject', opinion: '   ' }, au)).toMatchObject({ code: '100002', msg: '审核意见不能为空' });
    expect((await s.post(`${rec(r.id)}/transition`, { action: 'fly' }, au)).code).toBe('100006');
    // A role without any page offering the action.
    expect((await s.post(`${rec(r.id)}/transition`, { action: 'approve' }, await s.token('finance'))).code).toBe('100004');
    expect(await audits(s, r.id)).toBe(afterSubmit);
    const now = await s.get<RecordRow>(rec(r.id), op);
    expect(now.data.status).toBe('pending');
    expect(now.data.version).toBe(r.version + 1);
  });

  it('refuses a stale version on a transition with 100005', async () => {
    const r = await createFranchise(s, op);
    await s.put(rec(r.id), { data: { remark: '改过' }, version: r.version }, op);
    expect((await s.post(`${rec(r.id)}/transition`, { action: 'submit', version: r.version }, op)).code).toBe('100005');
    expect(await audits(s, r.id)).toBe(0);
  });

  it('applies only one of several concurrent transitions', async () => {
    const r = await createFranchise(s, op);
    await s.post(`${rec(r.id)}/transition`, { action: 'submit' }, op);
    const au2 = await s.login('auditor');
    const results = await Promise.all([
      s.post(`${rec(r.id)}/transition`, { action: 'approve', opinion: '甲同意' }, au),
      s.post(`${rec(r.id)}/transition`, { action: 'reject', opinion: '乙驳回' }, au2),
      s.post(`${rec(r.id)}/transition`, { action: 'approve', opinion: '丙同意' }, au2),
      s.post(`${rec(r.id)}/transition`, { action: 'reject', opinion: '丁驳回' }, au),
    ]);
    const codes = results.map((x) => x.code);
    expect(codes.filter((c) => c === '200')).toHaveLength(1);
    expect(codes.filter((c) => c !== '200').every((c) => c === '100006' || c === '100005')).toBe(true);
    expect(await audits(s, r.id)).toBe(2);
    const final = await s.get<RecordRow>(rec(r.id), op);
    expect(final.data.version).toBe(r.version + 2);
  });

  it('counts unread notices: pending for the site auditor, warning and completion for the creator', async () => {
    const before = { au: await unread('auditor'), op: await unread('operator') };
    const r = await createFranchise(s, op);
    await s.post(`${rec(r.id)}/transition`, { action: 'submit' }, op);
    expect((await unread('auditor'))[0]).toBe(before.au[0] + 1);
    // The site-2 auditor hears nothing about a site-1 listing.
    const au2Info = await s.get<UserInfo>('/api/user/info', await s.token('auditor2'));
    const au2Unread = await s.get<UnreadCounts>(`/unread/${au2Info.data.userId}`, await s.token('auditor2'));
    expect(await count(s, 'SELECT count(*)::int AS n FROM messages WHERE user_id = $1 AND record_id = $2', [au2Info.data.userId, r.id])).toBe(0);
    expect(au2Unread.code).toBe('200');

    await s.post(`${rec(r.id)}/transition`, { action: 'reject', opinion: '材料不全' }, au);
    expect((await unread('auditor'))[0]).toBe(before.au[0]);
    const opAfterReject = await unread('operator');
    expect(opAfterReject[2]).toBe(before.op[2] + 1);
    const warnings = await s.get<{ list: MessageRow[] }>('/api/messages', op, { type: '3' });
    expect(warnings.data.list[0]).toMatchObject({ type: 3, recordId: r.id, read: false });
    expect(warnings.data.list[0]?.title).toContain('材料不全');

    // Reading the record marks its warning read.
    await s.get(rec(r.id), op);
    expect((await unread('operator'))[2]).toBe(before.op[2]);

    await s.post(`${rec(r.id)}/transition`, { action: 'submit' }, op);
    await s.post(`${rec(r.id)}/transition`, { action: 'approve' }, au);
    await s.post(`${rec(r.id)}/transition`, { action: 'startTrading' }, op);
    // No page offers "complete" to anyone yet, so the API refuses it to every role (admin included);
    // the transition itself (as a later page or a server job would run it) writes the completion notice.
    expect((await s.post(`${rec(r.id)}/transition`, { action: 'complete' }, await s.token('admin'))).code).toBe('100004');
    const entity = s.ctx.registry.entities.franchise!;
    await s.db.transaction(async (tx) => {
      const row = (await loadRecord(tx, 'franchise', r.id, true))!;
      await applyTransition(tx, entity, row, findTransition(entity['x-workflow']!, 'complete')!, '', { userId: 1, name: '管理员' });
    });
    expect((await unread('operator'))[1]).toBe(before.op[1] + 1);
    expect(await s.post('/api/messages/read', { type: '2' }, op)).toMatchObject({ code: '200' });
    expect((await unread('operator'))[1]).toBe(0);
  });

  it('tells open bells of the record\'s site when a transition commits (not when it is refused)', async () => {
    const r = await createFranchise(s, op);
    const heard: unknown[] = [];
    const stop = await s.ctx.realtime.subscribe(UNREAD_TOPIC, (d) => heard.push(d));
    try {
      expect((await s.post(`${rec(r.id)}/transition`, { action: 'approve' }, au)).code).not.toBe('200');
      await s.post(`${rec(r.id)}/transition`, { action: 'submit' }, op);
      await expect.poll(() => heard).toContainEqual({ siteId: r.siteId });
      expect(heard).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('answers unread only for the caller\'s own uid', async () => {
    expect((await s.get(`/unread/${uid.auditor}`, op)).code).toBe('100004');
    expect((await s.get(`/unread/${uid.operator}`)).code).toBe('100001');
  });
});
