// The generic records API on the franchise entity: list, create, get, update, delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult, RecordRow } from '../../src/shared/api.ts';
import { backends } from './helpers/db.ts';
import { count, createFranchise, franchiseData } from './helpers/franchise.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

const LIST = '/api/records/franchise';

describe.each(backends())('records on %s', (backend) => {
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

  describe('list', () => {
    it('pages with default page 1 and size 10, max 200', async () => {
      for (let i = 0; i < 4; i++) await createFranchise(s, op, { projectName: `分页测试${i}` });
      const all = await s.get<ListResult>(LIST, op);
      expect(all.code).toBe('200');
      expect(all.data.page).toBe(1);
      expect(all.data.size).toBe(10);
      expect(all.data.list).toHaveLength(10);
      const total = all.data.total;
      expect(total).toBeGreaterThan(10);
      const p2 = await s.get<ListResult>(LIST, op, { page: '2', size: '10' });
      expect(p2.data.list).toHaveLength(Math.min(10, total - 10));
      const ids = new Set([...all.data.list, ...p2.data.list].map((r) => r.id));
      expect(ids.size).toBe(all.data.list.length + p2.data.list.length);
      expect((await s.get<ListResult>(LIST, op, { size: '1000' })).data.size).toBe(200);
      expect((await s.get(LIST, op, { page: '0' })).code).toBe('100002');
      expect((await s.get(LIST, op, { size: 'abc' })).code).toBe('100002');
    });

    it('sorts by a system field and numerically by a decimal field', async () => {
      await createFranchise(s, op, { projectName: '排序-小', listingPrice: '9.5' });
      await createFranchise(s, op, { projectName: '排序-大', listingPrice: '100' });
      await createFranchise(s, op, { projectName: '排序-中', listingPrice: '20.25' });
      const asc = await s.get<ListResult>(LIST, op, { sort: 'listingPrice', 'f.projectName.like': '排序-', size: '50' });
      // Numeric, not text order ("100" < "20.25" < "9.5" as text).
      expect(asc.data.list.map((r) => r.data.listingPrice)).toEqual(['9.5', '20.25', '100']);
      const desc = await s.get<ListResult>(LIST, op, { sort: '-listingPrice', 'f.projectName.like': '排序-' });
      expect(desc.data.list.map((r) => r.data.listingPrice)).toEqual(['100', '20.25', '9.5']);
      const byCreated = await s.get<ListResult>(LIST, op, { sort: '-createdAt', size: '200' });
      const times = byCreated.data.list.map((r) => Date.parse(r.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const byId = await s.get<ListResult>(LIST, op, { sort: 'id', size: '200' });
      const idList = byId.data.list.map((r) => r.id);
      expect([...idList].sort((a, b) => a - b)).toEqual(idList);
    });

    it('filters with eq, like (wildcards escaped), in, gte and lte', async () => {
      // Taken before the records are created, so a run across midnight still finds them.
      const today = new Date().toISOString().slice(0, 10);
      await createFranchise(s, op, { projectName: '筛选100%_特殊', transferMethod: '入股', listingPrice: '500' });
      await createFranchise(s, op, { projectName: '筛选1000普通', transferMethod: '转包', listingPrice: '1500' });
      const like = await s.get<ListResult>(LIST, op, { 'f.projectName.like': '100%_' });
      expect(like.data.list.map((r) => r.data.projectName)).toEqual(['筛选100%_特殊']);
      const likePct = await s.get<ListResult>(LIST, op, { 'f.projectName.like': '%' });
      // Not vacuous: the list holds the one name with a literal %.
      expect(likePct.data.list.map((r) => r.data.projectName)).toContain('筛选100%_特殊');
      expect(likePct.data.list.every((r) => String(r.data.projectName).includes('%'))).toBe(true);
      const eq = await s.get<ListResult>(LIST, op, { 'f.transferMethod.eq': '入股', 'f.projectName.like': '筛选' });
      expect(eq.data.list.map((r) => r.data.projectName)).toEqual(['筛选100%_特殊']);
      const inList = await s.get<ListResult>(LIST, op, { 'f.transferMethod.in': '入股,转包', 'f.projectName.like': '筛选' });
      expect(inList.data.total).toBe(2);
      const range = await s.get<ListResult>(LIST, op, { 'f.listingPrice.gte': '1000', 'f.listingPrice.lte': '2000', 'f.projectName.like': '筛选' });
      expect(range.data.list.map((r) => r.data.projectName)).toEqual(['筛选1000普通']);
      const status = await s.get<ListResult>(LIST, op, { 'f.status.eq': 'pending' });
      expect(status.data.total).toBeGreaterThan(0);
      expect(status.data.list.every((r) => r.status === 'pending')).toBe(true);
      const created = await s.get<ListResult>(LIST, op, { 'f.createdAt.gte': today, 'f.projectName.like': '筛选' });
      expect(created.data.total).toBe(2);
      expect((await s.get<ListResult>(LIST, op, { 'f.projectName.like': '' })).code).toBe('200');
    });

    it('refuses a filter or sort on an undeclared field, a bad operator or a bad number with 100002', async () => {
      expect(await s.get(LIST, op, { 'f.password.eq': 'x' })).toMatchObject({ code: '100002' });
      expect(await s.get(LIST, op, { "f.projectName') OR 1=1 --.eq": 'x' })).toMatchObject({ code: '100002' });
      expect(await s.get(LIST, op, { 'f.projectName.regex': 'x' })).toMatchObject({ code: '100002' });
      expect(await s.get(LIST, op, { sort: '-data' })).toMatchObject({ code: '100002' });
      expect(await s.get(LIST, op, { sort: "projectName; DROP TABLE records" })).toMatchObject({ code: '100002' });
      expect(await s.get(LIST, op, { 'f.listingPrice.gte': 'abc' })).toMatchObject({ code: '100002' });
      expect(await s.get(LIST, op, { 'f.createdAt.gte': 'yesterday' })).toMatchObject({ code: '100002' });
      expect(await count(s, "SELECT count(*)::int AS n FROM records WHERE entity = 'franchise'")).toBeGreaterThan(0);
    });

    it('answers 100003 for an unknown entity', async () => {
      expect((await s.get('/api/records/nothing', admin)).code).toBe('100003');
    });
  });

  describe('create', () => {
    it('stores a valid listing in the initial state on the operator\'s site with the variety', async () => {
      const res = await s.app.inject({
        method: 'POST',
        url: LIST,
        headers: { token: op, transferVariety: 'TDJYQ' },
        payload: { data: franchiseData({ projectName: '  首尾空格  ', remark: '' }) },
      });
      const r = res.json<{ code: string; data: RecordRow }>();
      expect(r.code).toBe('200');
      expect(r.data).toMatchObject({ status: 'draft', siteId: 1, variety: 'TDJYQ', version: 1 });
      expect(r.data.data.projectName).toBe('首尾空格');
      expect('remark' in r.data.data).toBe(false);
      const got = await s.get<RecordRow>(`${LIST}/${r.data.id}`, op);
      expect(got.data).toEqual(r.data);
    });

    it('refuses a bad phone with 100002 naming the field, and stores nothing', async () => {
      const before = await count(s, 'SELECT count(*)::int AS n FROM records');
      const r = await s.post(LIST, { data: franchiseData({ contactPhone: '12345' }) }, op);
      expect(r.code).toBe('100002');
      expect(r.msg).toBe('请输入正确的联系电话');
      expect(r.errors).toContainEqual({ field: 'contactPhone', message: '请输入正确的联系电话' });
      expect(await count(s, 'SELECT count(*)::int AS n FROM records')).toBe(before);
    });

    it('refuses a bad ID card number with 请输入正确的身份证号码', async () => {
      const before = await count(s, 'SELECT count(*)::int AS n FROM records');
      const r = await s.post(LIST, { data: franchiseData({ idCardNo: '110105194912310021' }) }, op);
      expect(r).toMatchObject({ code: '100002', msg: '请输入正确的身份证号码' });
      expect(await count(s, 'SELECT count(*)::int AS n FROM records')).toBe(before);
    });

    it('names a missing required field', async () => {
      const r = await s.post(LIST, { data: franchiseData({ contactPhone: '' }) }, op);
      expect(r.code).toBe('100002');
      expect(r.msg).toContain('联系电话');
      expect(r.errors?.some((e) => e.field === 'contactPhone')).toBe(true);
    });

    it('ignores fields the entity does not declare', async () => {
      const rec = await createFranchise(s, op, { hacker: 'x', status: 'listed' });
      expect(rec.status).toBe('draft');
      expect('hacker' in rec.data).toBe(false);
    });

    it('lets admin choose the site with the siteId header', async () => {
      const res = await s.app.inject({ method: 'POST', url: LIST, headers: { token: admin, siteId: '2' }, payload: { data: franchiseData() } });
      expect(res.json()).toMatchObject({ code: '200', data: { siteId: 2 } });
    });
  });

  describe('update', () => {
    it('updates with the current version and bumps it', async () => {
      const rec = await createFranchise(s, op);
      const r = await s.put<RecordRow>(`${LIST}/${rec.id}`, { data: { ...rec.data, listingPrice: '20000', remark: '补充说明' }, version: rec.version }, op);
      expect(r.code).toBe('200');
      expect(r.data.version).toBe(rec.version + 1);
      expect(r.data.data).toMatchObject({ listingPrice: '20000', remark: '补充说明' });
      // An emptied field is removed.
      const r2 = await s.put<RecordRow>(`${LIST}/${rec.id}`, { data: { remark: '' }, version: r.data.version }, op);
      expect('remark' in r2.data.data).toBe(false);
    });

    it('refuses a stale version with 100005 and overwrites nothing', async () => {
      const rec = await createFranchise(s, op);
      const first = await s.put<RecordRow>(`${LIST}/${rec.id}`, { data: { projectName: '第一次修改' }, version: rec.version }, op);
      expect(first.code).toBe('200');
      const stale = await s.put(`${LIST}/${rec.id}`, { data: { projectName: '过期的修改' }, version: rec.version }, op);
      expect(stale).toMatchObject({ code: '100005', msg: '数据已被他人修改，请刷新后重试' });
      const now = await s.get<RecordRow>(`${LIST}/${rec.id}`, op);
      expect(now.data.data.projectName).toBe('第一次修改');
      expect(now.data.version).toBe(first.data.version);
      expect((await s.put(`${LIST}/${rec.id}`, { data: { projectName: 'x' } }, op)).code).toBe('100002');
    });

    it('validates the merged document', async () => {
      const rec = await createFranchise(s, op);
      const r = await s.put(`${LIST}/${rec.id}`, { data: { contactPhone: '0281234' }, version: rec.version }, op);
      expect(r).toMatchObject({ code: '100002', msg: '请输入正确的联系电话' });
      expect((await s.get<RecordRow>(`${LIST}/${rec.id}`, op)).data.version).toBe(rec.version);
    });

    it('refuses edits outside the editable states with 100006', async () => {
      const rec = await createFranchise(s, op);
      const sub = await s.post<RecordRow>(`${LIST}/${rec.id}/transition`, { action: 'submit' }, op);
      expect(sub.code).toBe('200');
      const r = await s.put(`${LIST}/${rec.id}`, { data: { projectName: '提交后修改' }, version: sub.data.version }, op);
      expect(r.code).toBe('100006');
      expect((await s.get<RecordRow>(`${LIST}/${rec.id}`, op)).data.data.projectName).toBe(rec.data.projectName);
    });
  });

  describe('delete', () => {
    it('deletes a draft, refuses other states with 100006', async () => {
      const rec = await createFranchise(s, op);
      expect((await s.del(`${LIST}/${rec.id}`, op)).code).toBe('200');
      expect((await s.get(`${LIST}/${rec.id}`, op)).code).toBe('100003');
      const pending = await createFranchise(s, op);
      await s.post(`${LIST}/${pending.id}/transition`, { action: 'submit' }, op);
      expect((await s.del(`${LIST}/${pending.id}`, op)).code).toBe('100006');
      expect((await s.get(`${LIST}/${pending.id}`, op)).code).toBe('200');
    });

    it('refuses a role whose pages offer no delete with 100004', async () => {
      const rec = await createFranchise(s, op);
      expect((await s.del(`${LIST}/${rec.id}`, await s.token('finance'))).code).toBe('100004');
    });
  });
});
