// Request logs: one line per request with its id, errors with the same id, secrets redacted; the test's
// lines go to a collector, not the output.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { maskUrl } from '../../../src/server/http/logging.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe('request logs', () => {
  let s: TestServer;
  const lines: Record<string, unknown>[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    s = await startTestServer('pglite');
    app = await buildApp({ db: s.db, registry: s.ctx.registry, config: s.config, clock: s.clock, logger: { level: 'info', stream: { write: (l) => void lines.push(JSON.parse(l) as Record<string, unknown>) } } });
  });
  afterAll(async () => {
    await app?.close();
    await s?.close();
  });

  it('logs each request and answer with the request id, and redacts passwords, tokens and ID-card numbers', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/user/login?token=abc123&page=1', payload: { username: 'admin', password: 'Wrong@123' }, headers: { cookie: 'Admin-Token=secret-cookie' } });
    const id = res.headers['x-request-id'];
    expect(typeof id).toBe('string');
    const mine = lines.filter((l) => l.reqId === id);
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    const text = JSON.stringify(lines);
    for (const secret of ['Wrong@123', 'abc123', 'secret-cookie']) expect(text).not.toContain(secret);
    expect(text).toContain('token=[redacted]&page=1');
    expect(maskUrl('/api/x?idCard=510101199001011234&q=1')).toBe('/api/x?idCard=[redacted]&q=1');
  });
});
