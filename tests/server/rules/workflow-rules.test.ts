// Cross-field and state rules, four-eyes: a contract needs its dates and parties to be submitted (a
// draft may be empty), its end after its start; the submitter may not approve it, even after switching
// role; the refusal changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API as API_PATHS, type HistoryRow, type RecordRow } from '../../../src/shared/api.ts';
import { backends } from '../helpers/db.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { contractData, siteListing } from './bodies.ts';

const API = '/api/records/contract';
let n = 0;
const no = () => `WF-${Date.now()}-${++n}`;

describe.each(backends())('workflow rules on %s', (backend) => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.token('operator');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('saves a draft without dates but refuses to submit it, naming each missing field', async () => {
    const r = await s.post<RecordRow>(API, { data: contractData({ contractNo: no() }) }, op);
    expect(r.code).toBe('200');
    const sub = await s.post(`${API}/${r.data.id}/transition`, { action: 'submit' }, op);
    expect(sub.code).toBe('100002');
    expect(sub.msg).toBe('起始日期不能为空（提交审核前必须填写）');
    expect(sub.errors?.map((e) => e.field)).toEqual(['startDate', 'endDate', 'signDate']);
    expect((await s.get<RecordRow>(`${API}/${r.data.id}`, op)).data.status).toBe('draft');
  });

  it('refuses an end date not after the start date, on create and update', async () => {
    const bad = await s.post(API, { data: contractData({ contractNo: no(), startDate: '2027-01-01', endDate: '2027-01-01' }) }, op);
    expect(bad).toMatchObject({ code: '100002', msg: '截止日期必须晚于起始日期', errors: [{ field: 'endDate' }] });
    const r = await s.post<RecordRow>(API, { data: contractData({ contractNo: no(), startDate: '2027-01-01', endDate: '2031-12-31' }) }, op);
    expect(r.code).toBe('200');
    const upd = await s.put(`${API}/${r.data.id}`, { version: r.data.version, data: { endDate: '2026-12-31' } }, op);
    expect(upd).toMatchObject({ code: '100002', errors: [{ field: 'endDate' }] });
  });

  it('four-eyes: the submitter cannot approve or reject, even after switching role; another auditor can', async () => {
    // manager holds operator and auditor (site 2): creates and submits as operator, then switches role.
    const m = await s.login('manager', 'Manager@123');
    const r = await s.post<RecordRow>(API, { data: contractData({ contractNo: no(), listingId: await siteListing(s, 2), startDate: '2027-01-01', endDate: '2031-12-31', signDate: '2026-12-20' }) }, m);
    expect(r.code).toBe('200');
    expect((await s.post(`${API}/${r.data.id}/transition`, { action: 'submit' }, m)).code).toBe('200');
    expect((await s.post(API_PATHS.switchRole, { role: 'auditor' }, m)).code).toBe('200');
    for (const action of ['approve', 'reject']) {
      const self = await s.post(`${API}/${r.data.id}/transition`, { action, opinion: '自审' }, m);
      expect(self.code).toBe('100006');
      expect(self.msg).toMatch(/^四眼原则：您是本记录“提交审核”的操作人，不能再执行“(审核通过|驳回)”/);
    }
    expect((await s.get<RecordRow>(`${API}/${r.data.id}`, m)).data.status).toBe('pending');
    const au2 = await s.token('auditor2');
    const ok = await s.post<RecordRow>(`${API}/${r.data.id}/transition`, { action: 'approve' }, au2);
    expect(ok.data.status).toBe('approved');
    const h = await s.get<HistoryRow[]>(`${API}/${r.data.id}/history`, au2);
    expect(h.data.map((x) => [x.action, x.userName])).toEqual([
      ['submit', '孙主任'],
      ['approve', '钱审核'],
    ]);
  });

  it('four-eyes: whoever created or edited a record cannot approve or reject it, even as another role', async () => {
    const m = await s.login('manager', 'Manager@123');
    const op2 = await s.token('operator2');
    const au2 = await s.token('auditor2');
    const body = async () => ({ data: contractData({ contractNo: no(), listingId: await siteListing(s, 2), startDate: '2027-01-01', endDate: '2031-12-31', signDate: '2026-12-20' }) });
    // manager enters one, operator2 submits it; manager, now auditor, may not decide on it.
    const made = await s.post<RecordRow>(API, await body(), m);
    expect(made.code).toBe('200');
    // operator2 enters another, manager (still operator) changes its figures, operator2 submits it.
    const other = await s.post<RecordRow>(API, await body(), op2);
    const edit = await s.put(`${API}/${other.data.id}`, { version: other.data.version, data: { endDate: '2032-12-31' } }, m);
    expect(edit.code).toBe('200');
    for (const id of [made.data.id, other.data.id]) expect((await s.post(`${API}/${id}/transition`, { action: 'submit' }, op2)).code).toBe('200');
    expect((await s.post(API_PATHS.switchRole, { role: 'auditor' }, m)).code).toBe('200');
    for (const action of ['approve', 'reject']) {
      const own = await s.post(`${API}/${made.data.id}/transition`, { action, opinion: '自审' }, m);
      expect(own).toMatchObject({ code: '100006', msg: expect.stringMatching(/^四眼原则：您是本记录的录入人，不能再执行“(审核通过|驳回)”/) as unknown });
      const edited = await s.post(`${API}/${other.data.id}/transition`, { action, opinion: '自审' }, m);
      expect(edited).toMatchObject({ code: '100006', msg: expect.stringMatching(/^四眼原则：您修改过本记录，不能再执行“(审核通过|驳回)”/) as unknown });
    }
    for (const id of [made.data.id, other.data.id]) {
      expect((await s.get<RecordRow>(`${API}/${id}`, au2)).data.status).toBe('pending');
      expect((await s.post<RecordRow>(`${API}/${id}/transition`, { action: 'approve' }, au2)).data.status).toBe('approved');
    }
  });
});
