// x-unique: the same warrant number (ignoring case and spaces) is refused in one site, allowed in another,
// and of ten parallel creates with one number exactly one is stored. (Contract numbers are numbered by the
// server now, x-sequence, so a typed number is not the client's to give.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordRow } from '../../../src/shared/api.ts';
import { backends } from '../helpers/db.ts';
import { count } from '../helpers/franchise.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { warrantData } from './bodies.ts';

const API = '/api/records/operating_warrant';

describe.each(backends())('uniqueness on %s', (backend) => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.token('operator');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('refuses a number already used in the site, normalised, naming the field', async () => {
    expect((await s.post(API, { data: warrantData({ warrantNo: 'PJHT2026-U1' }) }, op)).code).toBe('200');
    const dup = await s.post(API, { data: warrantData({ warrantNo: ' pjht 2026-u1 ' }) }, op);
    expect(dup).toMatchObject({ code: '100002', msg: '权证编号“pjht 2026-u1”已存在（本站点），不能重复', errors: [{ field: 'warrantNo' }] });
    // Another site may use it.
    const other = await s.post(API, { data: warrantData({ warrantNo: 'PJHT2026-U1' }) }, await s.token('operator2'));
    expect(other.code).toBe('200');
  });

  it('refuses an update to a used number but lets a record keep its own', async () => {
    await s.post(API, { data: warrantData({ warrantNo: 'PJHT2026-U2' }) }, op);
    const b = await s.post<RecordRow>(API, { data: warrantData({ warrantNo: 'PJHT2026-U3' }) }, op);
    const same = await s.put<RecordRow>(`${API}/${b.data.id}`, { version: b.data.version, data: { warrantNo: 'pjht2026-u3', holderName: '改名' } }, op);
    expect(same.code).toBe('200');
    const clash = await s.put(`${API}/${b.data.id}`, { version: same.data.version, data: { warrantNo: 'PJHT2026-U2' } }, op);
    expect(clash).toMatchObject({ code: '100002', errors: [{ field: 'warrantNo' }] });
  });

  it('stores one of ten concurrent creates of the same number', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => s.post(API, { data: warrantData({ warrantNo: 'PJHT2026-RACE' }) }, op)));
    expect(results.filter((r) => r.code === '200')).toHaveLength(1);
    expect(results.filter((r) => r.code === '100002')).toHaveLength(9);
    expect(await count(s, `SELECT count(*)::int AS n FROM records WHERE entity = 'operating_warrant' AND data->>'warrantNo' = 'PJHT2026-RACE'`)).toBe(1);
  });
});
