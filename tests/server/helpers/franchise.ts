// A valid franchise listing body, and small helpers for records tests.
import type { RecordRow } from '../../../src/shared/api.ts';
import type { TestServer } from './server.ts';

export function franchiseData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    projectName: '测试项目：飞虎村耕地出租',
    transferorType: 'person',
    transferorName: '测试出让人',
    idCardNo: '11010519491231002X',
    contactPhone: '13800138000',
    transferMethod: '出租',
    listingPrice: '12000.50',
    area: '10.5',
    areaUnit: '亩',
    ...overrides,
  };
}

export async function createFranchise(s: TestServer, token: string, overrides: Record<string, unknown> = {}): Promise<RecordRow> {
  const r = await s.post<RecordRow>('/api/records/franchise', { data: franchiseData(overrides) }, token);
  if (r.code !== '200') throw new Error(`create: ${r.code} ${r.msg}`);
  return r.data;
}

export async function count(s: TestServer, sql: string, params: (string | number)[] = []): Promise<number> {
  const rows = await s.db.query<{ n: number }>(sql, params);
  return Number(rows[0]?.n ?? 0);
}
