// Security headers on every answer, and no caching of API answers. (The browser tests run the built app
// under this CSP, so an inline script or a blocked source would break them.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe('security headers', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('pglite');
  });
  afterAll(async () => {
    await s?.close();
  });

  const csp = (h: Record<string, unknown>) => String(h['content-security-policy']);

  it.each([
    ['GET', '/api/user/info'],
    ['POST', '/api/user/login'],
    ['GET', '/api/nowhere'],
    ['GET', '/unread/1'],
    ['GET', '/some/page'],
  ])('%s %s carries CSP, frame refusal, nosniff, Referrer-Policy', async (method, url) => {
    const token = await s.token('operator');
    const res = await s.app.inject({ method: method as 'GET' | 'POST', url, headers: { token }, payload: method === 'POST' ? {} : undefined });
    const h = res.headers;
    expect(csp(h)).toContain("frame-ancestors 'none'");
    expect(csp(h)).toContain("default-src 'self'");
    expect(csp(h)).toMatch(/script-src 'self'( 'unsafe-eval')?(;|$)/);
    expect(csp(h)).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp(h)).toContain("object-src 'none'");
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('same-origin');
    if (url.startsWith('/api') || url.startsWith('/unread')) expect(h['cache-control']).toBe('no-store');
  });
});
