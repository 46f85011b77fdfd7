// The change history (修改记录) of a record: a create is one row, with the totals the server sets on the
// new record (a count starting at 0) inside it rather than as a change of their own; a later rollup row
// is named in Chinese, in the record's history and in the admin's 操作日志 list alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow, ListResult, RecordRow } from '../../src/shared/api.ts';
import { SYSTEM_API, type SystemUser } from '../../src/shared/system/api.ts';
import { backends } from './helpers/db.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

const LOAN = { loanType: 'credit', applicantType: 'person', applicantName: '审计测试', contactPhone: '13880002222', institution: '四川农村商业银行', amount: '500000.00', termMonths: '24', applyDate: '2026-10-08' };

describe.each(backends())('audit rows on %s', (backend) => {
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

  const audit = async (id: number) => (await s.get<AuditRow[]>(`/api/records/loan/${id}/audit`, op)).data;

  it('a create writes one row, its initial totals included, and no change row for them', async () => {
    const made = await s.post<RecordRow>('/api/records/loan', { data: LOAN }, op);
    expect(made.code).toBe('200');
    expect(made.data.data.overdueCount).toBe('0');
    const rows = await audit(made.data.id);
    expect(rows.map((r) => r.op)).toEqual(['create']);
    expect(rows[0]!.changes).toContainEqual(expect.objectContaining({ field: 'overdueCount', from: null, to: '0' }));
    expect(rows[0]!.changes.map((c) => c.field)).toEqual(expect.arrayContaining(Object.keys(made.data.data)));
  });

  it('a rollup row is named in Chinese in the record\'s history and in the audit log list', async () => {
    const made = await s.post<RecordRow>('/api/records/loan', { data: LOAN }, op);
    expect((await s.post(`/api/records/loan/${made.data.id}/transition`, { action: 'approve' }, await s.token('auditor'))).code).toBe('200');
    const fin = await s.token('finance');
    expect((await s.post('/api/records/loan_record', { data: { loanId: String(made.data.id), kind: 'disburse', amount: '1000.00', occurDate: '2026-10-20' } }, fin)).code).toBe('200');
    const rows = await audit(made.data.id);
    expect(rows.map((r) => [r.op, r.action, r.actionTitle])).toEqual([
      ['create', '', ''],
      ['transition', 'approve', '审核通过'],
      ['effect', 'rollup', '汇总更新'],
    ]);
    const log = await s.get<ListResult>('/api/records/audit_log', admin, { 'f.recordId.eq': String(made.data.id), 'f.entityName.eq': 'loan' });
    expect(log.data.list.map((r) => r.data.action)).toEqual(['汇总更新', '审核通过', '']);
    // Each row's role as users know it (menus.json's titles), never its code.
    expect(log.data.list.map((r) => r.data.role)).toEqual(['财务', '审核员', '站点操作员']);
  });

  it('system setup steps are named in Chinese in the audit log list, never by their stored codes', async () => {
    const users = await s.get<SystemUser[]>(SYSTEM_API.users, admin, { keyword: 'auditor' });
    const auditor = users.data.find((u) => u.username === 'auditor')!;
    expect((await s.post(SYSTEM_API.lockUser(auditor.id), { locked: true }, admin)).code).toBe('200');
    expect((await s.post(SYSTEM_API.lockUser(auditor.id), { locked: false }, admin)).code).toBe('200');
    expect((await s.post(SYSTEM_API.resetPassword(auditor.id), { password: 'Reset2026a' }, admin)).code).toBe('200');
    const log = await s.get<ListResult>('/api/records/audit_log', admin, { 'f.recordId.eq': String(auditor.id) });
    const rows = log.data.list.filter((r) => r.data.entityName === '用户').map((r) => r.data.action);
    expect(rows.slice(0, 3)).toEqual(['重置密码', '解锁', '锁定']);
    expect(log.data.list.some((r) => r.data.entityName === 'sys_user')).toBe(false);
  });
});
