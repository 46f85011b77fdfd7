// x-sequence: settlement numbers per site and year, distinct and consecutive under 50 parallel creates;
// a refused create returns its number; bid numbers (竞买号牌) are given on enrolment approval.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordRow } from '../../../src/shared/api.ts';
import { businessYear } from '../../../src/shared/time/business.ts';
import { backends } from '../helpers/db.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { auction, enrol } from '../../plugins/auction/server/fixtures.ts';
import { settlementData, siteListing } from './bodies.ts';

const API = '/api/records/settlement';

describe.each(backends())('numbering on %s', (backend) => {
  let s: TestServer;
  let fin: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    fin = await s.token('finance');
  });
  afterAll(async () => {
    await s?.close();
  });
  const year = businessYear(Date.now());
  const seq = (no: unknown) => {
    const m = new RegExp(`^JS${year}-(\\d{5})$`).exec(String(no));
    if (!m) throw new Error(`not a settlement number: ${String(no)}`);
    return Number(m[1]);
  };

  it('gives 50 parallel creates 50 distinct consecutive numbers', async () => {
    const first = await s.post<RecordRow>(API, { data: settlementData() }, fin);
    expect(first.code).toBe('200');
    const start = seq(first.data.data.settlementNo);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => s.post<RecordRow>(API, { data: settlementData({ projectName: `并发${i}` }) }, fin)));
    expect(results.map((r) => r.code)).toEqual(Array(50).fill('200'));
    const numbers = results.map((r) => seq(r.data.data.settlementNo)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => start + 1 + i));
  });

  it('ignores a number sent by the client, and a refused create uses no number', async () => {
    const a = await s.post<RecordRow>(API, { data: settlementData({ settlementNo: 'MINE-1' }) }, fin);
    expect(String(a.data.data.settlementNo)).toMatch(new RegExp(`^JS${year}-\\d{5}$`));
    const bad = await s.post(API, { data: settlementData({ buyerPayable: '1' }) }, fin);
    expect(bad.code).toBe('100002');
    const b = await s.post<RecordRow>(API, { data: settlementData() }, fin);
    expect(seq(b.data.data.settlementNo)).toBe(seq(a.data.data.settlementNo) + 1);
  });

  it('numbers per site: site 2 starts its own count', async () => {
    const admin = await s.token('admin');
    const r = await s.app.inject({ method: 'POST', url: API, headers: { token: admin, siteId: '2' }, payload: { data: settlementData({ listingId: await siteListing(s, 2) }) } });
    const body = r.json<{ code: string; data: RecordRow }>();
    expect(body.code).toBe('200');
    const rows = await s.db.query<{ n: string }>(`SELECT data->>'settlementNo' AS n FROM records WHERE entity = 'settlement' AND site_id = 2 AND data->>'settlementNo' LIKE 'JS%'`);
    expect(rows.map((x) => x.n)).toEqual([`JS${year}-00001`]);
  });

  it('gives an enrolment its bid number (竞买号牌) when approved, per auction', async () => {
    const a = await auction(s);
    const au = await s.token('auditor');
    const op = await s.token('operator');
    const numbers: string[] = [];
    for (const name of ['甲', '乙']) {
      const id = await enrol(s, a.id, name, { status: 'draft' });
      const before = await s.get<RecordRow>(`/api/records/auction_enroll/${id}`, op);
      expect(before.data.data.bidNumber).toBeUndefined();
      expect((await s.post(`/api/records/auction_enroll/${id}/transition`, { action: 'submit' }, op)).code).toBe('200');
      const ok = await s.post<RecordRow>(`/api/records/auction_enroll/${id}/transition`, { action: 'approve' }, au);
      expect(ok.code).toBe('200');
      numbers.push(String(ok.data.data.bidNumber));
    }
    expect(numbers).toEqual(['001', '002']);
  });
});
