// Requests that fail their route's declared schema: a 100002 envelope naming the field in Chinese, and
// nothing changed. Includes the reproductions that used to save defaults or answer 500 / in English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordRow } from '../../../src/shared/api.ts';
import { SYSTEM_API, type SiteSettings, type SystemSite } from '../../../src/shared/system/api.ts';
import { backends } from '../helpers/db.ts';
import { franchiseData } from '../helpers/franchise.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

interface Answer {
  code: string;
  msg: string;
  data: unknown;
  errors?: { field: string; message: string }[];
}

const MALFORMED: { name: string; payload: string; type: string }[] = [
  { name: 'an array', payload: '[1,2,3]', type: 'application/json' },
  { name: 'a string', payload: '"hello"', type: 'application/json' },
  { name: 'a number', payload: '42', type: 'application/json' },
  { name: 'null', payload: 'null', type: 'application/json' },
  { name: 'text/plain', payload: 'listingDays=5', type: 'text/plain' },
];

describe.each(backends())('the declared contract on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await s.token('admin');
    op = await s.token('operator');
  });
  afterAll(async () => {
    await s?.close();
  });

  const raw = async (method: 'PUT' | 'POST' | 'DELETE' | 'GET', url: string, payload: string | undefined, type: string | undefined, token = admin, headers: Record<string, string> = {}) => {
    const res = await s.app.inject({ method, url, headers: { token, ...(type ? { 'content-type': type } : {}), ...headers }, ...(payload === undefined ? {} : { payload }) });
    return { status: res.statusCode, body: res.json<Answer>() };
  };

  const settingsNow = async () => (await s.get<{ settings: SiteSettings }>(SYSTEM_API.siteSettings(1), admin)).data.settings;
  const siteNow = async () => (await s.get<SystemSite[]>(SYSTEM_API.sites, admin)).data.find((x) => x.id === 1)!;

  it('site settings: a body that is not an object is refused naming 站点参数, and nothing is reset', async () => {
    const saved = await s.put(SYSTEM_API.siteSettings(1), { listingDays: 20, auctionDelayMinutes: 5, seal: '/api/files/seal.png', signature: '/api/files/sign.png' }, admin);
    expect(saved.code).toBe('200');
    const before = await settingsNow();
    for (const m of MALFORMED) {
      const { status, body } = await raw('PUT', SYSTEM_API.siteSettings(1), m.payload, m.type);
      expect([status, body.code], m.name).toEqual([200, '100002']);
      expect(body.msg, m.name).toContain('站点参数');
      expect(body.msg, m.name).not.toMatch(/[A-Za-z]{3,}/);
    }
    expect(await settingsNow()).toEqual(before);
  });

  it('site settings: a field of the wrong type is named by its title; an unknown key is refused', async () => {
    const before = await settingsNow();
    const wrong = await raw('PUT', SYSTEM_API.siteSettings(1), JSON.stringify({ listingDays: '20' }), 'application/json');
    expect(wrong.body.code).toBe('100002');
    expect(wrong.body.msg).toBe('默认公告期（天）格式不正确');
    expect(wrong.body.errors).toEqual([{ field: 'listingDays', message: '默认公告期（天）格式不正确' }]);
    const unknown = await raw('PUT', SYSTEM_API.siteSettings(1), JSON.stringify({ listingDay: 20 }), 'application/json');
    expect(unknown.body.code).toBe('100002');
    expect(unknown.body.msg).toContain('listingDay');
    expect(await settingsNow()).toEqual(before);
  });

  it('menus and workflow: malformed bodies are refused and nothing is stored', async () => {
    const menus = await s.put<SystemSite>(SYSTEM_API.siteMenus(1), { menuSettings: { audit_list: { title: '审核列表（本站）' } } }, admin);
    expect(menus, JSON.stringify(menus)).toMatchObject({ code: '200' });
    const before = await siteNow();
    expect(before.menuSettings).not.toEqual({});
    for (const m of MALFORMED) {
      const a = await raw('PUT', SYSTEM_API.siteMenus(1), m.payload, m.type);
      expect(a.body.code, `menus ${m.name}`).toBe('100002');
      expect(a.body.msg).toContain('菜单设置');
      const b = await raw('PUT', SYSTEM_API.siteWorkflow(1), m.payload, m.type);
      expect(b.body.code, `workflow ${m.name}`).toBe('100002');
      expect(b.body.msg).toContain('审批角色设置');
    }
    for (const body of [{}, { menuSettings: [] }, { menuSettings: { audit_list: { title: 5 } } }]) {
      const a = await raw('PUT', SYSTEM_API.siteMenus(1), JSON.stringify(body), 'application/json');
      expect(a.body.code, JSON.stringify(body)).toBe('100002');
      expect(a.body.msg).toMatch(/菜单/);
    }
    const w = await raw('PUT', SYSTEM_API.siteWorkflow(1), JSON.stringify({}), 'application/json');
    expect(w.body).toMatchObject({ code: '100002', msg: '缺少审批角色' });
    expect(await siteNow()).toEqual(before);
  });

  it('records: a body that is not an object is refused; a malformed version on delete and transition is refused', async () => {
    const made = await s.post<RecordRow>('/api/records/franchise', { data: franchiseData() }, op);
    expect(made.code).toBe('200');
    const rec = made.data;
    for (const m of MALFORMED) {
      const a = await raw('POST', '/api/records/franchise', m.payload, m.type, op);
      expect(a.body.code, m.name).toBe('100002');
      const b = await raw('PUT', `/api/records/franchise/${rec.id}`, m.payload, m.type, op);
      expect(b.body.code, m.name).toBe('100002');
    }
    const notDoc = await raw('POST', '/api/records/franchise', JSON.stringify({ data: [1] }), 'application/json', op);
    expect(notDoc.body).toMatchObject({ code: '100002', msg: '表单数据格式不正确' });
    for (const version of [[rec.version], {}, '', null, 'abc', 1.5]) {
      const t = await raw('POST', `/api/records/franchise/${rec.id}/transition`, JSON.stringify({ action: 'submit', version }), 'application/json', op);
      expect(t.body, JSON.stringify([version, t.body])).toMatchObject({ code: '100002', msg: '版本号格式不正确' });
      const d = await raw('DELETE', `/api/records/franchise/${rec.id}`, JSON.stringify({ version }), 'application/json', op);
      expect(d.body, JSON.stringify(version)).toMatchObject({ code: '100002', msg: '版本号格式不正确' });
    }
    const q = await raw('DELETE', `/api/records/franchise/${rec.id}?version=abc`, undefined, undefined, op);
    expect(q.body).toMatchObject({ code: '100002', msg: '版本号格式不正确' });
    const still = await s.get<RecordRow>(`/api/records/franchise/${rec.id}`, op);
    expect(still.data).toEqual(rec);
  });

  it('a siteId header past PostgreSQL int is a clear refusal, not a 500', async () => {
    for (const v of [String(2 ** 31), '99999999999999999999']) {
      const { status, body } = await raw('GET', '/api/user/info', undefined, undefined, admin, { siteId: v });
      expect(status).toBe(200);
      expect(body.code, v).toBe('100002');
    }
  });

  it('__proto__ in refs/options is refused, not a 500', async () => {
    for (const from of ['__proto__.x', 'constructor.x', '__proto__']) {
      const { body } = await raw('GET', `/api/refs/options?from=${encodeURIComponent(from)}`, undefined, undefined, op);
      expect(body.code, from).toBe('100002');
      expect(body.msg).toContain('引用字段');
    }
  });

  it('a path segment over fastify limit answers inside the envelope, in Chinese', async () => {
    const { body } = await raw('GET', `/api/records/${'x'.repeat(300)}/1`, undefined, undefined, op);
    expect(['100002', '100003']).toContain(body.code);
    expect(body.msg).not.toMatch(/FST_|[A-Za-z]{6,}/);
  });
});
