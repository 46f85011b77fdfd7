// Business numbers never repeat: the demo seed's numbers move the counters past them, and the database
// itself refuses a second record with a declared-unique value (x-unique, x-sequence), naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordRow } from '../../../src/shared/api.ts';
import { backends } from '../helpers/db.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(backends())('unique business numbers on %s', (backend) => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.token('operator');
  });
  afterAll(async () => {
    await s?.close();
  });

  const numbers = async (entity: string, field: string, site: number) =>
    (await s.db.query<{ v: string }>(`SELECT data->>'${field}' AS v FROM records WHERE entity = $1 AND site_id = $2 ORDER BY id`, [entity, site])).map((r) => r.v);
  const deal = async () => {
    const provider = (await s.db.query<{ id: number }>("SELECT id FROM records WHERE entity = 'service_provider' AND site_id = 1 AND status = 'enabled' ORDER BY id LIMIT 1"))[0]!;
    return s.post<RecordRow>('/api/records/service_deal', {
      data: { providerId: String(provider.id), projectName: '新测绘服务', customerName: '测试客户', contactPhone: '13800138000', dealAmount: '100.00', dealDate: '2026-11-20' },
    }, op);
  };

  it('a record created after the seed gets a number the seed did not use', async () => {
    const seeded = await numbers('service_deal', 'dealNo', 1);
    expect(seeded).toContain('FW2026-00004');
    const r = await deal();
    expect(r.code).toBe('200');
    expect(seeded).not.toContain(r.data.data.dealNo);
    expect(r.data.data.dealNo).toBe('FW2026-00005');

    const survey = await s.post<RecordRow>('/api/records/survey_request', {
      data: { applicantName: '测试申请人', contactPhone: '13800138000', place: '510131001201', area: '3', areaUnit: '亩', purpose: '其他' },
    }, op);
    expect(survey.code).toBe('200');
    expect(survey.data.data.requestNo).toBe('CH2026-00005');
  });

  it('refuses a number already taken, naming the field, when the counter has been set back', async () => {
    await s.db.query("UPDATE record_sequences SET value = 0 WHERE entity = 'service_deal'");
    const before = (await numbers('service_deal', 'dealNo', 1)).length;
    const r = await deal();
    expect(r.code).toBe('100002');
    expect(r.msg).toBe('成交编号已存在（本站点），不能重复，请刷新后重试');
    expect(r.errors?.map((e) => e.field)).toEqual(['dealNo']);
    expect((await numbers('service_deal', 'dealNo', 1)).length).toBe(before);
  });

  it('the database refuses a repeated unique value however it is written', async () => {
    const taken = (await s.db.query<{ v: string; site_id: number }>("SELECT data->>'warrantNo' AS v, site_id FROM records WHERE entity = 'operating_warrant' ORDER BY id LIMIT 1"))[0]!;
    // Case and spaces do not make another number (the comparison x-unique declares).
    const copy = { warrantNo: ` ${taken.v.toLowerCase()} ` };
    await expect(s.db.query("INSERT INTO records (entity, site_id, status, data) VALUES ('operating_warrant', $1, 'draft', $2::jsonb)", [taken.site_id, JSON.stringify(copy)])).rejects.toThrow(/ru_operating_warrant_warrantno|unique/);
    // Another site may hold the same number (x-unique: site).
    const other = taken.site_id === 1 ? 2 : 1;
    await s.db.query("INSERT INTO records (entity, site_id, status, data) VALUES ('operating_warrant', $1, 'draft', $2::jsonb)", [other, JSON.stringify({ warrantNo: taken.v })]);
  });
});
