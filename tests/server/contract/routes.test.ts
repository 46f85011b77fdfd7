// Every API route carries a schema (walked through fastify's onRoute as the app registers them): the
// contract's declaration (the engine's, or a plugin's ServerPlugin.contracts). The loose one (string
// params and query values, a JSON object body when one is sent) is only a fallback: no route uses it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_CONTRACTS } from '../../../src/shared/contract/routes.ts';
import { contractRoutes } from '../../../src/server/http/contract.ts';
import { SERVER_PLUGINS } from '../../../src/app/server.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe('route schemas', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('pglite');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('every API route has params (when its path has any), querystring, body (unless GET) and reply schemas', () => {
    const routes = contractRoutes(s.app);
    expect(routes.length).toBeGreaterThan(90);
    const missing: string[] = [];
    for (const r of routes) {
      if (r.schema.hide) continue;
      const [method, url] = r.key.split(' ') as [string, string];
      const parts = ['response', ...(/[:*]/.test(url) ? ['params'] : []), ...(method === 'GET' || method === 'HEAD' ? [] : ['body'])];
      for (const p of parts) if (r.schema[p] === undefined) missing.push(`${r.key}: ${p}`);
      if (method === 'GET' && r.schema.querystring === undefined && r.schema.params === undefined) missing.push(`${r.key}: querystring`);
    }
    expect(missing).toEqual([]);
  });

  it('every declaration names a registered route, and every route is declared', () => {
    const keys = new Set(contractRoutes(s.app).map((r) => r.key));
    const declared = [...Object.keys(ROUTE_CONTRACTS), ...SERVER_PLUGINS.flatMap((p) => Object.keys(p.contracts ?? {}))];
    expect(declared.filter((k) => !keys.has(k))).toEqual([]);
    const loose = contractRoutes(s.app).filter((r) => !r.declared && !r.schema.hide && !r.key.startsWith('HEAD '));
    expect(loose.map((r) => r.key)).toEqual([]);
  });
});
