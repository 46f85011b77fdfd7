// The OpenAPI document: valid OpenAPI 3.1 (checked by a validator package), every records entity listed
// with its document schema, every API route present; the browsable page is served locally.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

interface Doc {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, { title?: string; properties?: Record<string, { title?: string }> }> };
}

describe('the OpenAPI document', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer('pglite');
    admin = await s.token('admin');
  });
  afterAll(async () => {
    await s?.close();
  });

  const fetchDoc = async (): Promise<Doc> => {
    const res = await s.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { token: admin } });
    expect(res.statusCode).toBe(200);
    return res.json<Doc>();
  };

  it('is valid OpenAPI 3.1', async () => {
    const doc = await fetchDoc();
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? [], JSON.stringify(result.errors ?? []).slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every records entity with its document schema, and every API route', async () => {
    const doc = await fetchDoc();
    for (const e of Object.values(s.ctx.registry.entities)) {
      expect(doc.paths, e.name).toHaveProperty([`/api/records/${e.name}`]);
      expect(doc.paths[`/api/records/${e.name}/{id}`], e.name).toHaveProperty('put');
      const schema = doc.components.schemas[`entity.${e.name}`];
      expect(schema?.title, e.name).toBe(e.title);
      const [field, prop] = Object.entries(e.properties)[0]!;
      expect(schema?.properties?.[field]?.title, `${e.name}.${field}`).toBe(prop.title);
    }
    const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
    for (const key of ['/api/system/sites/{id}/settings', '/api/records/{entity}/{id}/transition', '/api/user/login', openapiPath('/api/refs/options')]) {
      expect(doc.paths, key).toHaveProperty([key]);
    }
    const put = doc.paths['/api/system/sites/{id}/settings']?.put as { requestBody?: { content: Record<string, { schema: { title?: string } }> } };
    expect(put.requestBody?.content['application/json']?.schema.title).toBe('站点参数');
  });

  it('needs a session like every API path, and serves the browsable page from this server', async () => {
    const anon = await s.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(anon.json<{ code: string }>().code).toBe('100001');
    const page = await s.app.inject({ method: 'GET', url: '/api/docs/', headers: { token: admin } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[a-z0-9.-]+\/[^"']*\.(js|css)/i);
  });
});
