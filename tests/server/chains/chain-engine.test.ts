// Approval chains on the server: the record waits in 待审核 until every applicable level has decided; each
// decision is a row of the run and of the audit trail; four-eyes holds across levels; a rejection at any level
// sends the record back as a plain rejection does; concurrent decisions on one level never double it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { HistoryRow, RecordRow } from '../../../src/shared/api.ts';
import type { ChainView } from '../../../src/shared/chain/index.ts';
import type { ApiEnvelope } from '../../../src/shared/codes.ts';
import { buildApp } from '../../../src/server/app.ts';
import { openPostgres } from '../../../src/server/db/postgres.ts';
import { SERVER_PLUGINS } from '../../../src/app/server.ts';
import { backends } from '../helpers/db.ts';
import { businessDate } from '../../../src/shared/time/business.ts';
import { count, createFranchise } from '../helpers/franchise.ts';
import { addUser, COUNTERSIGN, LEVEL_ONE, saveVersion, THRESHOLD } from '../helpers/chains.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const rec = (id: number) => `/api/records/franchise/${id}`;
const PW = 'Auditor@123';

describe.each(backends())('approval chains on %s', (backend) => {
  let s: TestServer;
  let op: string;
  const t: Record<string, string> = {};
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.token('operator');
    await addUser(s, 'auditor_b', '王会签', ['auditor']);
    await addUser(s, 'auditor_c', '赵会签', ['auditor']);
    await addUser(s, 'leader', '陈分管', ['auditor']);
    for (const u of ['auditor', 'auditor_b', 'auditor_c', 'leader']) t[u] = await s.login(u, PW);
    // Site 1: level one any auditor, then the countersign of b and c, then the leader above 100000 元.
    await saveVersion(s, 1, 1, [LEVEL_ONE, COUNTERSIGN, THRESHOLD]);
  });
  afterAll(async () => {
    await s?.close();
  });

  const submitted = async (overrides: Record<string, unknown> = {}) => {
    const r = await createFranchise(s, op, overrides);
    const sub = await s.post<RecordRow>(`${rec(r.id)}/transition`, { action: 'submit' }, op);
    expect(sub.code).toBe('200');
    return sub.data;
  };
  const decide = (id: number, user: string, action: 'approve' | 'reject', opinion = '', extra: Record<string, unknown> = {}) =>
    s.post<RecordRow>(`${rec(id)}/transition`, { action, opinion, ...extra }, t[user]);
  const chain = async (id: number, user = 'auditor') => (await s.get<ChainView>(`${rec(id)}/chain`, t[user])).data;
  const todo = (id: number, username: string) =>
    count(s, 'SELECT count(*)::int AS n FROM messages m JOIN users u ON u.id = m.user_id WHERE m.record_id = $1 AND m.type = 1 AND NOT m.read AND u.username = $2', [id, username]);
  const decisions = (id: number) => count(s, "SELECT count(*)::int AS n FROM approval_decisions d JOIN approval_runs r ON r.id = d.run_id WHERE r.entity = 'franchise' AND r.record_id = $1", [id]);

  it('walks two levels, the second all-of, skipping the threshold level below the amount', async () => {
    const r = await submitted();
    const first = await decide(r.id, 'auditor', 'approve', '部门同意');
    expect(first.data).toMatchObject({ status: 'pending', version: r.version + 1 });
    let view = await chain(r.id, 'auditor_b');
    expect(view).toMatchObject({ action: 'approve', version: 1, current: 1, problem: null });
    expect(view.levels.map((l) => l.status)).toEqual(['approved', 'current', 'skipped']);
    expect(view.levels[0]!.decisions[0]).toMatchObject({ decision: 'approve', username: 'auditor', name: '李审核', role: 'auditor', opinion: '部门同意' });
    // The bell: the level's awaited approvers get the to-do, the one who signed has none left.
    expect(await todo(r.id, 'auditor_b')).toBe(1);
    expect(await todo(r.id, 'auditor_c')).toBe(1);
    expect(await todo(r.id, 'auditor')).toBe(0);
    expect(await todo(r.id, 'leader')).toBe(0);
    // All-of: one of the two named approvers is not enough.
    expect((await decide(r.id, 'auditor_b', 'approve', '同意')).data.status).toBe('pending');
    expect(await todo(r.id, 'auditor_b')).toBe(0);
    expect(await todo(r.id, 'auditor_c')).toBe(1);
    view = await chain(r.id, 'auditor_c');
    expect(view.levels[1]!.missing).toEqual({ users: ['auditor_c'], roles: [] });
    expect((await decide(r.id, 'auditor_b', 'approve')).msg).toBe('您已审批过“会签”');
    expect((await decide(r.id, 'leader', 'approve')).msg).toBe('您不是“会签”的审批人');
    const done = await decide(r.id, 'auditor_c', 'approve', '会签同意');
    expect(done.data.status).toBe('listed');
    expect(await todo(r.id, 'auditor_c')).toBe(0);
    expect(await decisions(r.id)).toBe(3);
    // The trail: one decision row per signature (approver, level, opinion), one transition for the move.
    const audit = await s.db.query<{ op: string; user_name: string; changes: { field: string; to: string }[] }>(
      "SELECT op, user_name, changes FROM record_audit WHERE entity = 'franchise' AND record_id = $1 AND op IN ('decision', 'transition') ORDER BY id", [r.id]);
    expect(audit.map((a) => [a.op, a.user_name, a.changes.find((c) => c.field === '审批级')?.to ?? ''])).toEqual([
      ['transition', '张经办', ''],
      ['decision', '李审核', '第1级 部门负责人审核'],
      ['decision', '王会签', '第2级 会签'],
      ['decision', '赵会签', '第2级 会签'],
      ['transition', '赵会签', ''],
    ]);
    const h = await s.get<HistoryRow[]>(`${rec(r.id)}/history`, op);
    expect(h.data.map((x) => [x.action, x.toStatus, x.opinion])).toEqual([['submit', 'pending', ''], ['approve', 'listed', '会签同意']]);
    expect(await chain(r.id)).toBeNull();
  });

  it('adds the threshold level above the amount', async () => {
    const r = await submitted({ listingPrice: '250000.00' });
    await decide(r.id, 'auditor', 'approve');
    await decide(r.id, 'auditor_b', 'approve');
    expect((await decide(r.id, 'auditor_c', 'approve')).data.status).toBe('pending');
    expect((await chain(r.id, 'leader')).levels.map((l) => l.status)).toEqual(['approved', 'approved', 'current']);
    expect((await decide(r.id, 'leader', 'approve', '同意挂牌')).data.status).toBe('listed');
  });

  it('a rejection at level two returns the record with its opinion; the next submission starts again', async () => {
    const r = await submitted();
    await decide(r.id, 'auditor', 'approve');
    expect((await decide(r.id, 'auditor_b', 'reject', '  ')).msg).toBe('审核意见不能为空');
    const back = await decide(r.id, 'auditor_b', 'reject', '面积与权证不符');
    expect(back.data.status).toBe('draft');
    const h = await s.get<HistoryRow[]>(`${rec(r.id)}/history`, op);
    expect(h.data.at(-1)).toMatchObject({ action: 'reject', fromStatus: 'pending', toStatus: 'draft', opinion: '面积与权证不符', userName: '王会签' });
    const warned = await count(s, "SELECT count(*)::int AS n FROM messages WHERE record_id = $1 AND type = 3 AND title LIKE '%面积与权证不符%'", [r.id]);
    expect(warned).toBe(1);
    expect(await count(s, "SELECT count(*)::int AS n FROM approval_runs WHERE record_id = $1 AND entity = 'franchise' AND status = 'rejected'", [r.id])).toBe(1);
    await s.post(`${rec(r.id)}/transition`, { action: 'submit' }, op);
    const again = await chain(r.id);
    expect(again.current).toBe(0);
    expect(again.levels.every((l) => l.decisions.length === 0)).toBe(true);
  });

  it('four-eyes across levels: whoever signed one level signs no other of the record', async () => {
    const r = await submitted();
    // auditor_b holds the auditor role, so may sign level one, and is named on level two.
    await decide(r.id, 'auditor_b', 'approve');
    const twice = await decide(r.id, 'auditor_b', 'approve');
    expect(twice).toMatchObject({ code: '100006', msg: '四眼原则：您已审批本记录的“部门负责人审核”，不能再审批“会签”，请由其他人员办理' });
    expect((await chain(r.id, 'auditor_b')).problem).toMatch(/^四眼原则/);
    // Nor may b reject there instead.
    expect((await decide(r.id, 'auditor_b', 'reject', '不同意')).code).toBe('100006');
    // The preparer rule of the step still holds: the submitter never decides (the operator lacks the role anyway).
    expect((await decide(r.id, 'auditor_c', 'approve')).data.status).toBe('pending');
    expect(await decisions(r.id)).toBe(2);
  });

  it('a delegate signs in the name of the approver while the delegation covers today, both recorded', async () => {
    const today = businessDate(s.clock.now());
    const tomorrow = businessDate(s.clock.now() + 86_400_000);
    // Not yet: a delegation from tomorrow does not let the leader sign for auditor_c today.
    const later = await s.post<{ id: number }[]>('/api/user/delegations', { delegate: 'leader', from: tomorrow, to: tomorrow }, t.auditor_c);
    expect(later.code).toBe('200');
    expect((await s.post('/api/user/delegations', { delegate: 'auditor_c', from: today, to: today }, t.auditor_c)).msg).toBe('代理人不能是自己');
    expect((await s.post('/api/user/delegations', { delegate: 'auditor2', from: today, to: today }, t.auditor_c)).msg).toBe('代理人 "auditor2" 不是本站点的用户');
    expect((await s.post('/api/user/delegations', { delegate: 'leader', from: tomorrow, to: today }, t.auditor_c)).msg).toBe('结束日期不能早于开始日期');
    const r = await submitted();
    await decide(r.id, 'auditor', 'approve');
    await decide(r.id, 'auditor_b', 'approve');
    expect((await decide(r.id, 'leader', 'approve')).msg).toBe('您不是“会签”的审批人');
    const now = await s.post<{ id: number }[]>('/api/user/delegations', { delegate: 'leader', from: today, to: today }, t.auditor_c);
    expect(now.data).toHaveLength(2);
    expect((await decide(r.id, 'leader', 'approve', '代为同意')).data.status).toBe('listed');
    const rows = await s.db.query<{ user_name: string; signed_by_name: string }>(
      "SELECT d.user_name, d.signed_by_name FROM approval_decisions d JOIN approval_runs r ON r.id = d.run_id WHERE r.record_id = $1 AND r.entity = 'franchise' AND d.level = 1 ORDER BY d.id", [r.id]);
    expect(rows).toEqual([{ user_name: '王会签', signed_by_name: '' }, { user_name: '赵会签', signed_by_name: '陈分管' }]);
    // Four-eyes holds for the delegate too: whoever signed level one signs level two in nobody's name.
    const r2 = await submitted();
    await decide(r2.id, 'leader', 'approve');
    await decide(r2.id, 'auditor_b', 'approve');
    expect((await decide(r2.id, 'leader', 'approve')).msg).toMatch(/^四眼原则/);
    for (const d of now.data) expect((await s.del(`/api/user/delegations/${d.id}`, t.auditor_c)).code).toBe('200');
    expect((await s.del(`/api/user/delegations/${now.data[0]!.id}`, t.auditor_c)).code).toBe('100003');
  });

  it('two decisions on one level at once: one counts, the other is told the level moved', async () => {
    const r = await submitted();
    const results = await Promise.all([
      decide(r.id, 'auditor', 'approve', '甲', { level: 0 }),
      decide(r.id, 'leader', 'approve', '乙', { level: 0 }),
    ]);
    expect(results.map((x) => x.code).sort()).toEqual(['100005', '200']);
    expect(await decisions(r.id)).toBe(1);
    expect((await chain(r.id)).current).toBe(1);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('approval chains, two server processes on one PostgreSQL', () => {
  let s: TestServer;
  let secondDb: Awaited<ReturnType<typeof openPostgres>>;
  let second: FastifyInstance;
  beforeAll(async () => {
    s = await startTestServer('postgres');
    secondDb = await openPostgres(s.dbUrl!);
    second = await buildApp({ db: secondDb, registry: s.ctx.registry, config: s.config, clock: s.clock, plugins: SERVER_PLUGINS });
    await addUser(s, 'auditor_b', '王会签', ['auditor']);
    await addUser(s, 'auditor_c', '赵会签', ['auditor']);
    await saveVersion(s, 1, 1, [LEVEL_ONE, COUNTERSIGN]);
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await s?.close();
  });

  it('each level is decided once, whichever process each approver reaches', async () => {
    const op = await s.token('operator');
    const tokens = { a: await s.login('auditor', PW), b: await s.login('auditor_b', PW), c: await s.login('auditor_c', PW) };
    const via = async (app: FastifyInstance, id: number, token: string, level: number) =>
      (await app.inject({ method: 'POST', url: `${rec(id)}/transition`, headers: { token }, payload: { action: 'approve', level } })).json<ApiEnvelope<RecordRow>>();
    for (let round = 0; round < 5; round++) {
      const r = await createFranchise(s, op);
      await s.post(`${rec(r.id)}/transition`, { action: 'submit' }, op);
      // Level one (any-of): three approvers at once over two processes — one signature counts.
      const one = await Promise.all([via(s.app, r.id, tokens.a, 0), via(second, r.id, tokens.b, 0), via(second, r.id, tokens.c, 0)]);
      expect(one.filter((x) => x.code === '200')).toHaveLength(1);
      expect(one.filter((x) => x.code !== '200').every((x) => x.code === '100005')).toBe(true);
      const rows = await s.db.query<{ level: number; n: number }>(
        "SELECT d.level, count(*)::int AS n FROM approval_decisions d JOIN approval_runs r ON r.id = d.run_id WHERE r.record_id = $1 AND r.entity = 'franchise' GROUP BY d.level", [r.id]);
      expect(rows.map((x) => [x.level, Number(x.n)])).toEqual([[0, 1]]);
    }
  });
});
