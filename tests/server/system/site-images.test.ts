// The site's seal and signature: uploaded with the site settings' rights (images only, by their bytes),
// served only to the site's users, printed by {{siteSeal}} — in the browser's sheet by address, in a signed
// print link inlined by the server — and audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../../src/shared/api.ts';
import type { ApiEnvelope } from '../../../src/shared/codes.ts';
import { PUBLIC_API, type PrintLink, type PublicPrint } from '../../../src/shared/public-api.ts';
import { SITE_IMAGE_API } from '../../../src/shared/system/images.ts';
import { fillTemplate } from '../../../src/shared/template/index.ts';
import { backends } from '../helpers/db.ts';
import { count } from '../helpers/franchise.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

/** A 1×1 red PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const BOUNDARY = 'nccq-image-test';

const multipart = (file: Buffer, name = 'seal.png', type = 'image/png') =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`), file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);

describe.each(backends())('site seal and signature on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  let siteadmin: string;
  let op: string;
  let op2: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await s.token('admin');
    siteadmin = await s.token('siteadmin');
    op = await s.token('operator');
    op2 = await s.token('operator2');
  });
  afterAll(async () => {
    await s?.close();
  });

  const upload = async (token: string, siteId: number, file: Buffer, name?: string) =>
    (
      await s.app.inject({ method: 'POST', url: SITE_IMAGE_API.upload(siteId, 'seal'), headers: { token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: multipart(file, name) })
    ).json<ApiEnvelope<{ url: string }>>();
  const image = (token: string, siteId: number) => s.app.inject({ method: 'GET', url: SITE_IMAGE_API.image(siteId, 'seal'), headers: { token } });
  const signedSheet = async (contractId: number): Promise<string> => {
    const link = await s.post<PrintLink>(PUBLIC_API.printLink, { page: 'contract_print', id: String(contractId) }, admin);
    const q = Object.fromEntries(new URL(link.data.url, 'http://x').searchParams);
    return (await s.app.inject({ method: 'GET', url: PUBLIC_API.print, query: q })).json<ApiEnvelope<PublicPrint>>().data.html;
  };
  /** A contract of the site (the print page prints contracts in any state). */
  const contractOf = async (siteId: number) => (await s.get<ListResult>('/api/records/contract', admin, { size: '200' })).data.list.find((c) => c.siteId === siteId)!.id;

  it('refuses what is not an image, another site, and those without the settings page; changes nothing', async () => {
    const html = await upload(siteadmin, 1, Buffer.from('<svg onload=alert(1)></svg>'), 'seal.png');
    expect(html).toMatchObject({ code: '100002', msg: '公章图片须为 PNG、JPG 或 WebP 图片', errors: [{ field: 'seal' }] });
    expect((await upload(siteadmin, 2, PNG)).code).toBe('100004');
    expect((await upload(op, 1, PNG)).code).toBe('100004');
    expect(await count(s, 'SELECT count(*)::int AS n FROM site_images')).toBe(0);
  });

  it('stores the seal, serves it to the site’s users only, and prints it on the site’s contracts', async () => {
    const r = await upload(siteadmin, 1, PNG);
    expect(r.code).toBe('200');
    expect(r.data.url).toMatch(/^\/api\/site-images\/1\/seal\?v=\d+$/);
    const settings = await s.get<{ settings: { seal: string } }>('/api/system/sites/1/settings', siteadmin);
    expect(settings.data.settings.seal).toBe(r.data.url);
    expect(await count(s, "SELECT count(*)::int AS n FROM record_audit WHERE entity = 'sys_site' AND record_id = 1 AND action = 'image'")).toBe(1);

    const mine = await image(op, 1);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(mine.rawPayload).equals(PNG)).toBe(true);
    expect((await image(admin, 1)).headers['content-type']).toBe('image/png');
    expect((await image(op2, 1)).json<ApiEnvelope<null>>().code).toBe('100004');
    expect((await s.app.inject({ method: 'GET', url: SITE_IMAGE_API.image(1, 'seal') })).json<ApiEnvelope<null>>().code).toBe('100001');
    expect((await s.get(SITE_IMAGE_API.forPrint(1), op)).data).toEqual({ siteSeal: r.data.url });
    expect((await s.get(SITE_IMAGE_API.forPrint(1), op2)).code).toBe('100004');

    // A signed link's sheet carries site 1's seal inline on site 1's contract, and none on site 2's.
    const own = await signedSheet(await contractOf(1));
    expect(own).toContain(`<img class="tpl-image tpl-siteSeal" src="data:image/png;base64,${PNG.toString('base64')}" alt="本站公章（图片）">`);
    const other = await signedSheet(await contractOf(2));
    expect(other).not.toContain('tpl-siteSeal');
  });

  it('prints only this server’s image addresses or inline images', () => {
    const record = { id: 1, status: null, siteId: 1, variety: null, version: 1, createdAt: '', updatedAt: '', data: {} };
    const entity = { name: 'x', title: 'X', type: 'object' as const, properties: {} };
    const sheet = (src: string) => fillTemplate('盖章：{{siteSeal}}', record, entity, { images: { siteSeal: src } }).html;
    expect(sheet('/api/site-images/1/seal?v=5')).toContain('<img class="tpl-image tpl-siteSeal" src="/api/site-images/1/seal?v=5"');
    for (const bad of ['javascript:alert(1)', 'https://evil.example/seal.png', '/api/files/x.png', 'data:image/svg+xml;base64,PHN2Zz4=', '/api/site-images/1/seal" onerror="x']) {
      expect(sheet(bad)).not.toContain('<img');
      expect(sheet(bad)).toContain('tpl-blank');
    }
  });
});
