// scripts/fuzz-writes.ts at a small seeded count: every write route the app registers gets bad bodies,
// content types, path parameters and site headers as the administrator, and every answer is the JSON
// envelope without a 500. The script's default (15,000) is run by hand; this keeps the suite fast.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractRoutes } from '../../../src/server/http/contract.ts';
import { fuzzWrites, type FuzzedApp } from '../../../scripts/fuzz-writes.ts';
import { PASSWORDS, startTestServer, type TestServer } from '../helpers/server.ts';

describe('write-route fuzz script (seeded, 600 payloads)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('pglite');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('answers every payload in the envelope, none with 500, on every write route', async () => {
    const report = await fuzzWrites(s.app as FuzzedApp, { count: 600, seed: 20260601, username: 'admin', password: PASSWORDS.admin! });
    const writes = contractRoutes(s.app).filter((r) => /^(POST|PUT|PATCH|DELETE) /.test(r.key));
    expect(report.sent).toBe(600);
    expect(report.routes).toEqual(writes.map((r) => r.key));
    expect(report.routes.length).toBeGreaterThan(40);
    expect(report.failures.slice(0, 5)).toEqual([]);
    expect(report.serverErrors).toBe(0);
    expect(report.outsideEnvelope).toBe(0);
  }, 600_000);
});
