// Rich text sanitised on every write, the public records an entity declares (x-public) and signed,
// expiring print links: on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult, RecordRow } from '../../../src/shared/api.ts';
import type { ApiEnvelope } from '../../../src/shared/codes.ts';
import { PUBLIC_API, type PrintLink, type PublicList, type PublicPages, type PublicPrint } from '../../../src/shared/public-api.ts';
import { backends } from '../helpers/db.ts';
import { loadRegistry } from '../../../src/server/registryLoad.ts';
import { SERVER_PLUGINS } from '../../../src/app/server.ts';
import { appCheckEnvironment } from '../../../src/app/plugins.ts';
import { PROJECT_ROOT, startTestServer, type TestServer } from '../helpers/server.ts';

const PAYLOAD =
  '<p>公告正文<script>window.__xss = 1</script></p><img src="x" onerror="window.__xss = 2"><a href="javascript:alert(1)">链接</a>' +
  '<p style="color:red" onclick="alert(1)">第二段</p><iframe src="https://evil.example"></iframe>';

describe.each(backends())('platform public data on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    // The app's plugins without their routes: the auction clock would tick through the day the
    // expiry test skips.
    const loaded = await loadRegistry(PROJECT_ROOT, appCheckEnvironment());
    const plugins = SERVER_PLUGINS.map((p) => ({ manifest: p.manifest, ...(p.afterTransition ? { afterTransition: p.afterTransition } : {}) }));
    s = await startTestServer(backend, { registry: loaded.registry!, plugins });
    admin = await s.token('admin');
  });
  afterAll(async () => {
    await s?.close();
  });

  const write = async (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>) =>
    (await s.app.inject({ method, url, headers: { token: admin, siteId: '1' }, payload: body })).json<ApiEnvelope<RecordRow>>();
  const anonymous = async <T>(url: string, query?: Record<string, string>) => (await s.app.inject({ method: 'GET', url, query })).json<ApiEnvelope<T>>();

  describe('rich text', () => {
    it('stores an article without scripts, handlers, styles, frames or javascript: links, keeping its words', async () => {
      const created = await write('POST', '/api/records/article', { articleTitle: '关于开展春季土地流转的通知', category: 'notice', content: PAYLOAD });
      expect(created.code).toBe('200');
      const content = String(created.data.data.content);
      expect(content).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=/i);
      expect(content).not.toContain('__xss');
      expect(content).toContain('<p>公告正文</p>');
      expect(content).toContain('<p>第二段</p>');
      expect(content).toContain('<img src="x" />');
      expect(content).toContain('<a>链接</a>');
      // What is stored is what was answered.
      const read = await s.get<RecordRow>(`/api/records/article/${created.data.id}`, admin);
      expect(read.data.data.content).toBe(content);

      const updated = await write('PUT', `/api/records/article/${created.data.id}`, { version: created.data.version, content: '<h2 onmouseover="x()">标题</h2><svg onload="x()"></svg>' });
      expect(updated.code).toBe('200');
      expect(updated.data.data.content).toBe('<h2>标题</h2>');
    });

    it('publishes the sanitised article and leaves other text fields as typed', async () => {
      const created = await write('POST', '/api/records/article', { articleTitle: '<b>标题</b>', category: 'news', content: '<p>正文</p>' });
      expect(created.data.data.articleTitle).toBe('<b>标题</b>');
      const published = await s.post<RecordRow>(`/api/records/article/${created.data.id}/transition`, { action: 'publish', version: created.data.version }, admin);
      expect(published.code).toBe('200');
      expect(published.data.status).toBe('published');
    });
  });

  describe('public records', () => {
    it('lists the public pages without a login', async () => {
      const r = await anonymous<PublicPages>(PUBLIC_API.pages);
      expect(r.code).toBe('200');
      expect(r.data.pages.map((p) => p.path)).toContain('/project_map');
      expect(r.data.pages.every((p) => p.public === true)).toBe(true);
    });

    it('serves only listed and trading projects, only their public fields', async () => {
      const r = await anonymous<PublicList>(PUBLIC_API.records('franchise'));
      expect(r.code).toBe('200');
      expect(r.data.list.length).toBeGreaterThan(0);
      expect(r.data.total).toBe(r.data.list.length);
      const all = await s.get<ListResult>('/api/records/franchise', admin, { size: '200' });
      const statusOf = new Map(all.data.list.map((x) => [x.id, x.status]));
      const publicIds = all.data.list.filter((x) => x.status === 'listed' || x.status === 'trading').map((x) => x.id).sort();
      expect(r.data.list.map((x) => x.id).sort()).toEqual(publicIds);
      for (const row of r.data.list) {
        expect(['listed', 'trading']).toContain(statusOf.get(row.id));
        expect(Object.keys(row).sort()).toEqual(['data', 'id']);
        for (const k of Object.keys(row.data)) expect(['projectName', 'county', 'location', 'area', 'areaUnit', 'transferMethod', 'termYears', 'listingPrice', 'longitude', 'latitude']).toContain(k);
        expect(row.data).not.toHaveProperty('contactPhone');
        expect(row.data).not.toHaveProperty('idCardNo');
      }
      expect(r.data.list.some((x) => typeof x.data.longitude === 'string')).toBe(true);
    });

    it('answers 100003 for an entity that declares nothing public, and refuses the private list', async () => {
      expect((await anonymous(PUBLIC_API.records('contract'))).code).toBe('100003');
      expect((await anonymous(PUBLIC_API.records('nosuch'))).code).toBe('100003');
      expect((await anonymous('/api/records/franchise')).code).toBe('100001');
    });
  });

  describe('signed print links', () => {
    let contractId: number;
    beforeAll(async () => {
      const list = await s.get<ListResult>('/api/records/contract', admin, { size: '50', 'f.status.eq': 'signed' });
      contractId = list.data.list[0]!.id;
    });
    const link = async (token: string, page = 'contract_print', id: number = contractId) => s.post<PrintLink>(PUBLIC_API.printLink, { page, id: String(id) }, token);
    const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

    it('prints the record through the link without a login, and nothing else', async () => {
      const r = await link(admin);
      expect(r.code).toBe('200');
      expect(r.data.url).toMatch(/^\/printing\?page=contract_print&id=\d+&exp=\d+&sig=[\w-]+$/);
      const sheet = await anonymous<PublicPrint>(PUBLIC_API.print, query(r.data.url));
      expect(sheet.code).toBe('200');
      expect(sheet.data.title).toBe('合同打印');
      expect(sheet.data.html.length).toBeGreaterThan(50);
      expect(Object.keys(sheet.data).sort()).toEqual(['html', 'title']);
      const contract = await s.get<RecordRow>(`/api/records/contract/${contractId}`, admin);
      expect(sheet.data.html).toContain(String(contract.data.data.transfereeName));
    });

    it('refuses an expired, altered or forged link with one message', async () => {
      const q = query((await link(admin)).data.url);
      const refused = async (over: Record<string, string>) => {
        const r = await anonymous<PublicPrint>(PUBLIC_API.print, { ...q, ...over });
        expect(r.code).toBe('100002');
        expect(r.msg).toBe('打印链接无效或已过期，请向经办人重新索取');
        expect(r.data).toBeNull();
      };
      await refused({ id: String(Number(q.id) + 1) });
      await refused({ page: 'authenticate_print' });
      await refused({ exp: String(Number(q.exp) + 3600) });
      await refused({ sig: `${q.sig!.slice(0, -2)}AA` });
      await refused({ sig: '' });
      // Still good a second before it expires, refused at expiry.
      await s.clock.advance(Number(q.exp) * 1000 - s.clock.now() - 1000);
      expect((await anonymous<PublicPrint>(PUBLIC_API.print, q)).code).toBe('200');
      await s.clock.advance(1000);
      await refused({});
    });

    it('signs only for users who may open the print page and read the record', async () => {
      expect((await s.app.inject({ method: 'POST', url: PUBLIC_API.printLink, payload: { page: 'contract_print', id: String(contractId) } })).json<ApiEnvelope<null>>().code).toBe('100001');
      const own = await s.get<RecordRow>(`/api/records/contract/${contractId}`, admin);
      const stranger = own.data.siteId === 1 ? await s.token('operator2') : await s.token('operator');
      expect((await link(stranger)).code).toBe('100004');
      expect((await link(admin, 'contract_list')).code).toBe('100003');
      expect((await link(admin, 'contract_print', 99999999)).code).toBe('100003');
    });
  });
});
