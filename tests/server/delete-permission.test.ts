// Delete follows the form permission: a role that may read a list with 删除 but may not edit the entity
// is refused by the server (100004) and nothing is deleted; the route table tells the browser the forms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppMeta, ListResult } from '../../src/shared/api.ts';
import { backends } from './helpers/db.ts';
import { count, createFranchise } from './helpers/franchise.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

describe.each(backends())('delete permission on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('an auditor may not delete a draft listing or a registration; an operator may', async () => {
    const op = await s.token('operator');
    const auditor = await s.token('auditor');
    const draft = await createFranchise(s, op, { projectName: '删除权限测试' });
    const refused = await s.del(`/api/records/franchise/${draft.id}`, auditor, { version: draft.version });
    expect(refused.code).toBe('100004');
    expect(await count(s, 'SELECT count(*)::int AS n FROM records WHERE id = $1', [draft.id])).toBe(1);

    const regs = await s.get<ListResult>('/api/records/registration', auditor, { 'f.status.eq': 'registered' });
    const reg = regs.data.list[0];
    expect(reg).toBeDefined();
    expect((await s.del(`/api/records/registration/${reg!.id}`, auditor, { version: reg!.version })).code).toBe('100004');
    expect(await count(s, 'SELECT count(*)::int AS n FROM records WHERE id = $1', [reg!.id])).toBe(1);

    expect((await s.del(`/api/records/franchise/${draft.id}`, op, { version: draft.version })).code).toBe('200');
    expect(await count(s, 'SELECT count(*)::int AS n FROM records WHERE id = $1', [draft.id])).toBe(0);
  });

  it('the route table names each form page with its entity and mode', async () => {
    const meta = await s.get<AppMeta>('/api/meta/app', await s.token('auditor'));
    expect(meta.data.forms?.franchise_form).toEqual({ entity: 'franchise', mode: 'auto' });
    expect(meta.data.forms?.registration_form?.entity).toBe('registration');
    expect(meta.data.forms?.franchise_list).toBeUndefined();
  });
});
