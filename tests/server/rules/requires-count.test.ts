// A transition's `requires` on a count rollup means "at least one": a dispute is not closed as settled
// before a mediation session is recorded, nor after the only one is deleted again (the count is then 0,
// which is a value, but not "present"). The declared refusal text is what the user reads.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordRow } from '../../../src/shared/api.ts';
import { backends } from '../helpers/db.ts';
import { HOME_PAGE_APP, startTestServer, type TestServer } from '../helpers/server.ts';

const ROOT = join(import.meta.dirname, '..', 'fixtures', 'master-detail');
const REFUSAL = '调解次数：调解成功结案前须至少录入一次调解记录';

describe.each(backends())('requires on a count rollup on %s', (backend) => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend, { root: ROOT, plugins: HOME_PAGE_APP });
    op = await s.token('operator');
  });
  afterAll(async () => {
    await s?.close();
  });

  const dispute = async (): Promise<RecordRow> => {
    const r = await s.post<RecordRow>('/api/records/dispute', { data: { subject: '租金拖欠', applicant: '王大明' } }, op);
    expect(r.code).toBe('200');
    return r.data;
  };
  const settle = (id: number) => s.post<RecordRow>(`/api/records/dispute/${id}/transition`, { action: 'settle' }, op);
  const session = (id: number) =>
    s.post<RecordRow>('/api/records/mediation', { data: { disputeId: String(id), mediator: '李调解', heldOn: '2026-11-02' } }, op);

  it('refuses the close with no session, with the declared message, and changes nothing', async () => {
    const d = await dispute();
    const r = await settle(d.id);
    expect(r).toMatchObject({ code: '100002', msg: REFUSAL, errors: [{ field: 'sessionCount', message: REFUSAL }] });
    const after = await s.get<RecordRow>(`/api/records/dispute/${d.id}`, op);
    expect(after.data.status).toBe('open');
  });

  it('refuses the close when the only session was deleted again (a count of 0)', async () => {
    const d = await dispute();
    const m = await session(d.id);
    expect((await s.get<RecordRow>(`/api/records/dispute/${d.id}`, op)).data.data.sessionCount).toBe('1');
    expect((await s.del(`/api/records/mediation/${m.data.id}`, op)).code).toBe('200');
    expect((await s.get<RecordRow>(`/api/records/dispute/${d.id}`, op)).data.data.sessionCount).toBe('0');
    expect((await settle(d.id)).msg).toBe(REFUSAL);
  });

  it('closes once a session is recorded', async () => {
    const d = await dispute();
    expect((await session(d.id)).code).toBe('200');
    const r = await settle(d.id);
    expect(r.code).toBe('200');
    expect(r.data.status).toBe('settled');
  });
});
