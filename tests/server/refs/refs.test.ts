// References (x-ref) on the server: every write checks the target exists, may be read by the writer and
// is on the record's site, in the write's transaction; deleting a referenced record is refused naming the
// referrer (or cascades where declared); pickers search by label and number; lists filter by reference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult, RecordRow } from '../../../src/shared/api.ts';
import type { RefLabelsResult, RefOptionsResult } from '../../../src/shared/valuetypes/api.ts';
import { LOOKUP_API } from '../../../src/shared/valuetypes/api.ts';
import { backends } from '../helpers/db.ts';
import { count, createFranchise } from '../helpers/franchise.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const REG = '/api/records/registration';

function registration(listingId: string, over: Record<string, unknown> = {}) {
  return { listingId, listingName: '引用测试', registrantType: 'person', registrantName: '王五', contactPhone: '13800138000', earnestMoney: '100.00', ...over };
}

describe.each(backends())('references on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let op2: string;
  let own: RecordRow;
  let other: RecordRow;

  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.token('operator');
    op2 = await s.token('operator2');
    own = await createFranchise(s, op, { projectName: '引用测试：莲花村耕地' });
    other = await createFranchise(s, op2, { projectName: '引用测试：成都站的项目' });
    // Pickers offer listed or trading projects only (the x-ref filter).
    await s.db.query("UPDATE records SET status = 'listed' WHERE id IN ($1, $2)", [own.id, other.id]);
  });
  afterAll(async () => {
    await s?.close();
  });

  const regCount = () => count(s, "SELECT count(*)::int AS n FROM records WHERE entity = 'registration' AND data->>'listingName' = '引用测试'");

  it('seeds only references that exist on their record’s site', async () => {
    const broken: string[] = [];
    for (const e of Object.values(s.ctx.registry.entities)) {
      for (const [field, p] of Object.entries(e.properties)) {
        const target = p['x-ref']?.entity;
        if (!target) continue;
        const rows = await s.db.query<{ id: number | string }>(
          `SELECT r.id FROM records r WHERE r.entity = $1 AND coalesce(r.data ->> $2, '') <> ''
             AND NOT EXISTS (SELECT 1 FROM records t WHERE t.entity = $3 AND t.id::text = r.data ->> $2 AND t.site_id IS NOT DISTINCT FROM r.site_id)`,
          [e.name, field, target],
        );
        for (const r of rows) broken.push(`${e.name}#${String(r.id)}.${field}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('refuses a listing that does not exist, naming the field, and saves nothing', async () => {
    const before = await regCount();
    const r = await s.post(REG, { data: registration('99999') }, op);
    expect(r.code).toBe('100002');
    expect(r.msg).toBe('挂牌项目：所选出让/出租项目（编号 99999）不存在');
    expect(r.errors).toEqual([{ field: 'listingId', message: r.msg }]);
    expect(await regCount()).toBe(before);
  });

  it('refuses a listing of another site', async () => {
    const r = await s.post(REG, { data: registration(String(other.id)) }, op);
    expect(r.code).toBe('100002');
    expect(r.msg).toContain(`编号 ${other.id}`);
    expect(r.errors?.[0]?.field).toBe('listingId');
  });

  it('refuses the same on update, leaving the record as it was', async () => {
    const made = await s.post<RecordRow>(REG, { data: registration(String(own.id)) }, op);
    expect(made.code).toBe('200');
    const r = await s.put(`${REG}/${made.data.id}`, { data: { listingId: '99998' }, version: made.data.version }, op);
    expect(r.code).toBe('100002');
    const again = await s.get<RecordRow>(`${REG}/${made.data.id}`, op);
    expect(again.data.data.listingId).toBe(String(own.id));
    expect(again.data.version).toBe(made.data.version);
  });

  it('filters a list by reference', async () => {
    const list = await s.get<ListResult>(REG, op, { 'f.listingId.eq': String(own.id), size: '50' });
    expect(list.data.total).toBeGreaterThan(0);
    expect(list.data.list.every((r) => r.data.listingId === String(own.id))).toBe(true);
  });

  it('refuses to delete a referenced listing, naming what refers to it', async () => {
    // A draft listing may be deleted, unless something refers to it.
    // (registered while it was listed: the reference's filter holds at the write; then back to draft)
    const draft = await createFranchise(s, op, { projectName: '引用测试：待删除的草稿' });
    await s.db.query("UPDATE records SET status = 'listed' WHERE id = $1", [draft.id]);
    const reg = await s.post<RecordRow>(REG, { data: registration(String(draft.id), { registrantName: '赵六' }) }, op);
    expect(reg.code).toBe('200');
    await s.db.query("UPDATE records SET status = 'draft' WHERE id = $1", [draft.id]);
    const r = await s.del(`/api/records/franchise/${draft.id}`, op);
    expect(r.code).toBe('100006');
    expect(r.msg).toBe(`不能删除：意向受让方登记“挂牌项目”引用了此记录：赵六（编号 ${reg.data.id}）`);
    expect(await count(s, "SELECT count(*)::int AS n FROM records WHERE entity = 'franchise' AND id = $1", [draft.id])).toBe(1);
  });

  it('lets a form that picks listings label them without opening the listing records', async () => {
    const fin = await s.token('finance');
    // Finance enters earnest money for a listing: it may pick and label listings...
    const labels = await s.get<RefLabelsResult>(LOOKUP_API.refLabels, fin, { entity: 'franchise', ids: String(own.id) });
    expect(labels.data.labels).toEqual({ [String(own.id)]: '引用测试：莲花村耕地' });
    expect(labels.data.page).toBeNull();
    // ...but not read the listing records themselves.
    expect((await s.get('/api/records/franchise', fin)).code).toBe('100004');
  });

  it('refuses a target outside the reference’s filter on a write, as the picker does not offer it', async () => {
    const draft = await createFranchise(s, op, { projectName: '引用测试：未挂牌项目' });
    const before = await regCount();
    const r = await s.post(REG, { data: registration(String(draft.id)) }, op);
    expect(r.code).toBe('100002');
    expect(r.msg).toBe(`挂牌项目：所选出让/出租项目（编号 ${draft.id}）不可选，状态须为已挂牌或交易中，当前为草稿`);
    expect(r.errors?.[0]?.field).toBe('listingId');
    expect(await regCount()).toBe(before);
  });

  it('keeps a stored reference valid when its target moves on and the record is edited without it', async () => {
    const listing = await createFranchise(s, op, { projectName: '引用测试：后来成交的项目' });
    await s.db.query("UPDATE records SET status = 'listed' WHERE id = $1", [listing.id]);
    const made = await s.post<RecordRow>(REG, { data: registration(String(listing.id)) }, op);
    expect(made.code).toBe('200');
    await s.db.query("UPDATE records SET status = 'traded' WHERE id = $1", [listing.id]);
    const edited = await s.put<RecordRow>(`${REG}/${made.data.id}`, { data: { registrantName: '王六' }, version: made.data.version }, op);
    expect(edited.code).toBe('200');
    expect(edited.data.data.listingId).toBe(String(listing.id));
  });

  it('offers targets by label or number, only of the writer’s site, 20 a page', async () => {
    const byName = await s.get<RefOptionsResult>(LOOKUP_API.refOptions, op, { from: 'registration.listingId', q: '莲花村耕地' });
    expect(byName.code).toBe('200');
    expect(byName.data.list.map((o) => o.id)).toContain(own.id);
    const option = byName.data.list.find((o) => o.id === own.id)!;
    expect(option.label).toBe('引用测试：莲花村耕地');
    // The declared copy: the listing's name and earnest money fill the registration form.
    expect(option.copy).toMatchObject({ listingName: '引用测试：莲花村耕地' });
    const byNumber = await s.get<RefOptionsResult>(LOOKUP_API.refOptions, op, { from: 'registration.listingId', q: String(own.id) });
    expect(byNumber.data.list.map((o) => o.id)).toEqual([own.id]);
    const foreign = await s.get<RefOptionsResult>(LOOKUP_API.refOptions, op, { from: 'registration.listingId', q: '成都站的项目' });
    expect(foreign.data.total).toBe(0);
    const paged = await s.get<RefOptionsResult>(LOOKUP_API.refOptions, op, { from: 'registration.listingId', size: '2', page: '2' });
    expect(paged.data.list.length).toBeLessThanOrEqual(2);
    expect(paged.data.page).toBe(2);
    // A draft listing is not offered (the reference's filter), though it exists on the site.
    const draft = await createFranchise(s, op, { projectName: '引用测试：草稿项目' });
    const drafts = await s.get<RefOptionsResult>(LOOKUP_API.refOptions, op, { from: 'registration.listingId', q: String(draft.id) });
    expect(drafts.data.total).toBe(0);
    const notRef = await s.get(LOOKUP_API.refOptions, op, { from: 'registration.listingName' });
    expect(notRef.code).toBe('100002');
  });

  it('answers labels of readable records and the detail page the user may open', async () => {
    const r = await s.get<RefLabelsResult>(LOOKUP_API.refLabels, op, { entity: 'franchise', ids: `${own.id},${other.id}` });
    expect(r.data.labels).toEqual({ [String(own.id)]: '引用测试：莲花村耕地' });
    expect(r.data.page).toBe('franchise_detail');
  });
});

describe.each(backends())('a reference declared onDelete cascade on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    const base = await startTestServer(backend);
    const registry = structuredClone(base.ctx.registry);
    await base.close();
    registry.entities.registration!.properties.listingId!['x-ref']!.onDelete = 'cascade';
    s = await startTestServer(backend, { registry });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('deletes the referring records with the target', async () => {
    const op = await s.token('operator');
    const listing = await createFranchise(s, op, { projectName: '级联删除测试' });
    await s.db.query("UPDATE records SET status = 'listed' WHERE id = $1", [listing.id]);
    const reg = await s.post<RecordRow>(REG, { data: registration(String(listing.id)) }, op);
    expect(reg.code).toBe('200');
    await s.db.query("UPDATE records SET status = 'draft' WHERE id = $1", [listing.id]);
    const r = await s.del(`/api/records/franchise/${listing.id}`, op);
    expect(r.code).toBe('200');
    expect(await count(s, 'SELECT count(*)::int AS n FROM records WHERE id = $1', [reg.data.id])).toBe(0);
  });
});
