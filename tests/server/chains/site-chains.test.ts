// 工作流管理 → 审批链: a site's administrator changes a chain within the declaration's bounds; each save is a
// new, audited version; a record already in a chain finishes under the version its run started with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordRow } from '../../../src/shared/api.ts';
import type { ChainLevel, ChainView } from '../../../src/shared/chain/index.ts';
import { SYSTEM_API } from '../../../src/shared/system/api.ts';
import type { SiteChain } from '../../../src/shared/system/chains.ts';
import { backends } from '../helpers/db.ts';
import { count, createFranchise } from '../helpers/franchise.ts';
import { addUser, LEVEL_ONE } from '../helpers/chains.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const rec = (id: number) => `/api/records/franchise/${id}`;
const ONE = SYSTEM_API.siteChain(1, 'franchise', 'approve');
const LEADER: ChainLevel = { title: '分管领导审批', users: ['leader'], mode: 'any', deadlineHours: 24 };

describe.each(backends())('site approval chains on %s', (backend) => {
  let s: TestServer;
  let siteadmin: string;
  let op: string;
  let au: string;
  let leader: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    siteadmin = await s.token('siteadmin');
    op = await s.token('operator');
    au = await s.token('auditor');
    await addUser(s, 'leader', '陈分管', ['auditor']);
    leader = await s.login('leader', 'Auditor@123');
  });
  afterAll(async () => {
    await s?.close();
  });

  const chains = async () => (await s.get<SiteChain[]>(SYSTEM_API.siteChains(1), siteadmin)).data;
  const versions = () => count(s, "SELECT count(*)::int AS n FROM approval_chain_versions WHERE site_id = 1 AND entity = 'franchise'");

  it('lists the declared default and the bounds the JSON sets', async () => {
    const [franchise] = await chains();
    expect(franchise).toMatchObject({
      entity: 'franchise', action: 'approve', title: '审核通过', version: 0, history: [],
      limits: { roles: ['auditor'], users: true, minLevels: 1, maxLevels: 4 },
      levels: [{ title: '挂牌审核', roles: ['auditor'], mode: 'any', deadlineHours: 48 }],
    });
  });

  it('refuses what the declaration does not allow, naming the level, and stores nothing', async () => {
    const refused = async (levels: unknown, msg: RegExp) => {
      const r = await s.put(ONE, { levels, version: 0 }, siteadmin);
      expect(r.code).toBe('100002');
      expect(r.msg).toMatch(msg);
    };
    await refused([{ ...LEVEL_ONE, roles: ['operator'] }], /^第1级“部门负责人审核”：角色 "operator" 不能作为审批人（可用：auditor）$/);
    await refused([LEVEL_ONE, { ...LEVEL_ONE, mode: 'some' }], /^取值 "some" 不在允许范围内/);
    await refused([LEVEL_ONE, { title: '会签', mode: 'all' }], /^第2级“会签”没有审批人/);
    await refused([LEVEL_ONE, { ...LEADER, users: ['nobody'] }], /^第2级“分管领导审批”：用户 "nobody" 不是本站点可办理“审核通过”的用户$/);
    await refused([LEVEL_ONE, { ...LEADER, users: ['auditor2'] }], /用户 "auditor2" 不是本站点/);
    await refused([LEVEL_ONE, { ...LEADER, when: { gte: [{ field: 'price' }, { const: '1' }] } }], /^第2级“分管领导审批”的条件：字段 "price" 不是实体 franchise 的属性/);
    await refused(Array.from({ length: 5 }, () => LEVEL_ONE), /^审批级数须在 1 到 4 之间（现为 5）$/);
    await refused([], /^至少需要 1 项$/);
    await refused('两级', /类型应为数组/);
    expect(await versions()).toBe(0);
    // Another site's administrator, and staff without 工作流管理, are refused.
    expect((await s.put(ONE, { levels: [LEVEL_ONE], version: 0 }, await s.token('siteadmin2'))).code).toBe('100004');
    expect((await s.put(ONE, { levels: [LEVEL_ONE], version: 0 }, op)).code).toBe('100004');
    expect((await s.get(SYSTEM_API.siteChains(1), await s.token('siteadmin2'))).code).toBe('100004');
    expect(await versions()).toBe(0);
  });

  it('each save is a new audited version; a save over a stale version is refused', async () => {
    const saved = await s.put<SiteChain>(ONE, { levels: [LEVEL_ONE, LEADER], version: 0 }, siteadmin);
    expect(saved.data).toMatchObject({ version: 1, levels: [LEVEL_ONE, LEADER] });
    expect(saved.data.history).toEqual([expect.objectContaining({ version: 1, userName: expect.any(String) as unknown })]);
    expect((await s.put(ONE, { levels: [LEVEL_ONE], version: 0 }, siteadmin)).code).toBe('100005');
    const audit = await s.db.query<{ action: string; changes: { field: string; to: ChainLevel[] }[] }>(
      "SELECT action, changes FROM record_audit WHERE entity = 'sys_site' AND record_id = 1 AND action = 'chain' ORDER BY id");
    expect(audit).toHaveLength(1);
    expect(audit[0]!.changes[0]).toMatchObject({ field: 'franchise.approve', to: [LEVEL_ONE, LEADER] });
  });

  it('a record already in the chain finishes under the version it started with', async () => {
    const start = (await chains())[0]!.version;
    const a = await createFranchise(s, op);
    await s.post(`${rec(a.id)}/transition`, { action: 'submit' }, op);
    expect((await s.post<RecordRow>(`${rec(a.id)}/transition`, { action: 'approve' }, au)).data.status).toBe('pending');
    // The administrator drops the leader's level mid-flight.
    const saved = await s.put<SiteChain>(ONE, { levels: [LEVEL_ONE], version: start }, siteadmin);
    expect(saved.data.version).toBe(start + 1);
    const b = await createFranchise(s, op);
    await s.post(`${rec(b.id)}/transition`, { action: 'submit' }, op);
    expect((await s.post<RecordRow>(`${rec(b.id)}/transition`, { action: 'approve' }, au)).data.status).toBe('listed');
    const view = (await s.get<ChainView>(`${rec(a.id)}/chain`, leader)).data;
    expect(view).toMatchObject({ version: start, current: 1, problem: null });
    expect((await s.post<RecordRow>(`${rec(a.id)}/transition`, { action: 'approve', opinion: '同意' }, leader)).data.status).toBe('listed');
  });
});
