// Audited writes: create, update, transition and delete each write who, when, role and old -> new per
// field in the same transaction; a refused write leaves no row; the trail cannot be changed or deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow, ListResult, RecordRow } from '../../../src/shared/api.ts';
import { backends } from '../helpers/db.ts';
import { count, createFranchise } from '../helpers/franchise.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const rec = (id: number) => `/api/records/franchise/${id}`;

describe.each(backends())('audit trail on %s', (backend) => {
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

  it('records create, update and transition with user, role and per-field old -> new', async () => {
    const r = await createFranchise(s, op, { earnestMoney: '30000.00' });
    const u = await s.put<RecordRow>(rec(r.id), { version: r.version, data: { earnestMoney: '1.00' } }, op);
    expect(u.code).toBe('200');
    // A refused update writes no audit row.
    expect((await s.put(rec(r.id), { version: u.data.version, data: { earnestMoney: '1e3' } }, op)).code).toBe('100002');
    await s.post(`${rec(r.id)}/transition`, { action: 'submit' }, op);
    const trail = await s.get<AuditRow[]>(`${rec(r.id)}/audit`, au);
    expect(trail.code).toBe('200');
    expect(trail.data.map((a) => [a.op, a.action, a.userName, a.role])).toEqual([
      ['create', '', '张经办', 'operator'],
      ['update', '', '张经办', 'operator'],
      ['transition', 'submit', '张经办', 'operator'],
    ]);
    expect(trail.data[0]!.changes).toContainEqual({ field: 'earnestMoney', title: '保证金（元）', from: null, to: '30000.00' });
    expect(trail.data[1]!.changes).toEqual([{ field: 'earnestMoney', title: '保证金（元）', from: '30000.00', to: '1.00' }]);
    expect(trail.data[2]!.changes).toEqual([{ field: 'status', title: '状态', from: 'draft', to: 'pending' }]);
  });

  it('records a delete with the values removed, and keeps the trail after the record is gone', async () => {
    const r = await createFranchise(s, op);
    expect((await s.del(rec(r.id), op, { version: r.version })).code).toBe('200');
    const rows = await s.db.query<{ op: string; changes: unknown }>(`SELECT op, changes FROM record_audit WHERE entity = 'franchise' AND record_id = $1 ORDER BY id`, [r.id]);
    expect(rows.map((x) => x.op)).toEqual(['create', 'delete']);
    const del = (typeof rows[1]!.changes === 'string' ? JSON.parse(rows[1]!.changes) : rows[1]!.changes) as { field: string; to: unknown }[];
    expect(del).toContainEqual({ field: 'projectName', from: '测试项目：飞虎村耕地出租', to: null });
  });

  it('refuses UPDATE and DELETE on audit rows at the database, and offers no write route', async () => {
    const n = await count(s, 'SELECT count(*)::int AS n FROM record_audit');
    await expect(s.db.query(`UPDATE record_audit SET user_name = 'x'`)).rejects.toThrow(/append-only/);
    await expect(s.db.query('DELETE FROM record_audit')).rejects.toThrow(/append-only/);
    expect(await count(s, 'SELECT count(*)::int AS n FROM record_audit')).toBe(n);
    const admin = await s.token('admin');
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const r = await s.app.inject({ method, url: '/api/audit', headers: { token: admin }, payload: {} });
      expect(r.statusCode).toBe(404);
    }
  });

  it('lets only admins search the whole trail', async () => {
    expect((await s.get('/api/audit', op)).code).toBe('100004');
    const admin = await s.token('admin');
    const r = await s.get<{ list: AuditRow[]; total: number }>('/api/audit', admin, { entity: 'franchise', userName: '张经办', op: 'update' });
    expect(r.code).toBe('200');
    expect(r.data.total).toBeGreaterThan(0);
    expect(r.data.list.every((a) => a.entity === 'franchise' && a.userName === '张经办' && a.op === 'update')).toBe(true);
  });

  it('serves the admin audit-log list page (a JSON list page over the audit_log entity)', async () => {
    const admin = await s.token('admin');
    const r = await createFranchise(s, op, { earnestMoney: '30000.00' });
    await s.put(rec(r.id), { version: r.version, data: { earnestMoney: '1.00' } }, op);
    const list = await s.get<ListResult>('/api/records/audit_log', admin, { 'f.recordId.eq': String(r.id), 'f.op.eq': 'update' });
    expect(list.code).toBe('200');
    expect(list.data.list.map((x) => x.data)).toEqual([
      { entityName: '出让/出租项目', recordId: String(r.id), op: 'update', action: '', userName: '张经办', role: '站点操作员', changeText: '保证金（元）：30000.00 → 1.00' },
    ]);
    expect((await s.get('/api/records/audit_log', op)).code).toBe('100004');
    expect((await s.post('/api/records/audit_log', { data: { userName: 'x' } }, admin)).code).toBe('100004');
  });
});
