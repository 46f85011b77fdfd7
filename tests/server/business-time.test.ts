// One business time zone for the whole engine (src/shared/time/business.ts): a franchise record created at
// 2031-11-30T23:30Z is 2031-12-01 07:30 in China. The list's date filter, the stats month and the Excel
// export's 创建时间 must all put it on 1 December, whatever zone the server process runs in (run this file
// with TZ=UTC and TZ=America/New_York) and whatever zone the database session has (set to another zone
// below). With BUSINESS_TZ=America/New_York the same instant is 30 November 18:30 everywhere instead.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type AppMeta, type ListResult, type StatsResult } from '../../src/shared/api.ts';
import type { ExportHead } from '../../src/shared/excel/api.ts';
import type { Db } from '../../src/server/db/types.ts';
import { PostgresDb } from '../../src/server/db/postgres.ts';
import { ConfigError } from '../../src/server/config.ts';
import { checkBusinessZone } from '../../src/server/start.ts';
import { DEFAULT_BUSINESS_TIME_ZONE, setBusinessTimeZone } from '../../src/shared/time/business.ts';
import { workbookBlob } from '../../src/web/renderers/list/excel/workbook.ts';
import { backends } from './helpers/db.ts';
import { createFranchise } from './helpers/franchise.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

const LIST = '/api/records/franchise';
const CREATED = '2031-11-30T23:30:00.000Z';

interface Case {
  /** BUSINESS_TZ, or undefined for the default. */
  zone: string | undefined;
  /** The database session's zone for the test: neither the business zone nor UTC. */
  session: string;
  /** The record's business day, month and wall-clock text; the neighbouring month. */
  day: string;
  dayBefore: string;
  dayAfter: string;
  month: string;
  otherMonth: string;
  text: string;
}

const CASES: Case[] = [
  { zone: undefined, session: 'America/New_York', day: '2031-12-01', dayBefore: '2031-11-30', dayAfter: '2031-12-02', month: '12', otherMonth: '11', text: '2031-12-01 07:30:00' },
  { zone: 'America/New_York', session: 'Asia/Kolkata', day: '2031-11-30', dayBefore: '2031-11-29', dayAfter: '2031-12-01', month: '11', otherMonth: '12', text: '2031-11-30 18:30:00' },
];

const monthRange = (m: string): string => `2031-${m}-01,2031-${m}-${m === '11' ? '30' : '31'}`;

/** Every connection the server's queries may use gets `zone` as its session time zone. */
async function setSessionZone(db: Db, zone: string): Promise<void> {
  const sql = `SET TIME ZONE '${zone}'`;
  if (db instanceof PostgresDb) {
    // New pooled connections, and every one already open (all idle now: take them all at once).
    db.pool.on('connect', (c) => void c.query(sql));
    const open = await Promise.all(Array.from({ length: db.pool.totalCount }, () => db.pool.connect()));
    for (const c of open) {
      await c.query(sql);
      c.release();
    }
  } else await db.exec(sql);
}

describe.each(backends().flatMap((b) => CASES.map((c) => [b, c] as const)))('business time on %s, %j', (backend, c) => {
  let s: TestServer;
  let admin: string;
  let id: number;
  beforeAll(async () => {
    s = await startTestServer(backend, { env: c.zone ? { BUSINESS_TZ: c.zone } : {} });
    admin = await s.token('admin');
    const op = await s.token('operator');
    id = (await createFranchise(s, op, { projectName: '业务时区-十二月一日' })).id;
    // created_at is the database's now(): the record is dated to the instant under test directly.
    await s.db.query('UPDATE records SET created_at = $2::timestamptz, updated_at = $2::timestamptz WHERE id = $1', [id, CREATED]);
    // The audit trail is append-only: an entry of that instant is added as the audit writer would.
    await s.db.query(
      `INSERT INTO record_audit (record_id, entity, op, action, user_id, user_name, role, changes, created_at)
       VALUES ($1, 'franchise', 'update', '', 1, '业务时区测试', 'admin', '[]'::jsonb, $2::timestamptz)`,
      [id, CREATED],
    );
    await setSessionZone(s.db, c.session);
  });
  afterAll(async () => {
    await s?.close();
    // The server set the process's zone; files after this one in the worker start from the default.
    setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE);
  });

  it('the database session is in another zone, and the server names its business zone in the app meta', async () => {
    const rows = await s.db.query<{ tz: string }>(`SELECT current_setting('TimeZone') AS tz`);
    expect(rows[0]!.tz).toBe(c.session);
    expect((await s.get<AppMeta>(API.app, admin)).data.timeZone).toBe(c.zone ?? 'Asia/Shanghai');
  });

  it('the start checks that the database knows the business zone too', async () => {
    await expect(checkBusinessZone(s.db, c.zone ?? 'Asia/Shanghai')).resolves.toBeUndefined();
    const refused = await checkBusinessZone(s.db, 'Mars/Olympus').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ConfigError);
    expect((refused as ConfigError).variable).toBe('BUSINESS_TZ');
    expect((refused as Error).message).toContain('配置项 BUSINESS_TZ 的值 "Mars/Olympus" 无效');
  });

  it('list date filters take days in business time', async () => {
    const ids = async (query: Record<string, string>): Promise<number[]> => {
      const r = await s.get<ListResult>(LIST, admin, { size: '200', ...query });
      expect(r.code, JSON.stringify(query)).toBe('200');
      return r.data.list.map((row) => row.id);
    };
    expect(await ids({ 'f.createdAt.between': monthRange(c.month) })).toContain(id);
    expect(await ids({ 'f.createdAt.between': monthRange(c.otherMonth) })).not.toContain(id);
    expect(await ids({ 'f.createdAt.between': `${c.day},${c.day}` })).toContain(id);
    expect(await ids({ 'f.createdAt.lte': c.dayBefore })).not.toContain(id);
    expect(await ids({ 'f.createdAt.gte': c.dayAfter })).not.toContain(id);
    // A zoneless date-time is business wall-clock time, to the second.
    expect(await ids({ 'f.createdAt.gte': c.text })).toContain(id);
    expect(await ids({ 'f.createdAt.gte': c.text.replace(/:00$/, ':01') })).not.toContain(id);
    expect(await ids({ 'f.createdAt.like': c.text })).toContain(id);
    // The row itself still carries the exact instant.
    const row = (await s.get<ListResult>(LIST, admin, { 'f.createdAt.between': `${c.day},${c.day}` })).data.list.find((r) => r.id === id);
    expect(row?.createdAt).toBe(CREATED);
  });

  it('the audit log searches business days', async () => {
    const audit = (q: Record<string, string>) => s.get<{ list: { recordId: number }[] }>('/api/audit', admin, { entity: 'franchise', userName: '业务时区测试', ...q });
    const found = async (q: Record<string, string>) => (await audit(q)).data.list.some((a) => a.recordId === id);
    expect(await found({ from: c.day, to: c.day })).toBe(true);
    expect(await found({ to: c.dayBefore })).toBe(false);
    expect(await found({ from: c.dayAfter })).toBe(false);
    const bad = await audit({ from: '2031-02-30' });
    expect([bad.code, bad.msg]).toEqual(['100002', '开始日期不是有效的日期']);
  });

  it('the stats month is the business month', async () => {
    const stats = (q: Record<string, string>) => s.get<StatsResult>('/api/stats/home_franchise', admin, q);
    const inMonth = await stats({ year: '2031', month: String(Number(c.month)) });
    expect(inMonth.code).toBe('200');
    expect(inMonth.data.metrics.count).toBe(1);
    expect(inMonth.data.groups.month).toEqual([{ key: `2031-${c.month}`, label: `2031年${Number(c.month)}月`, values: { count: 1 } }]);
    expect((await stats({ year: '2031', month: String(Number(c.otherMonth)) })).data.metrics.count).toBe(0);
    const year = await stats({ year: '2031' });
    expect(year.data.groups.month!.filter((g) => g.values.count !== 0)).toEqual([{ key: `2031-${c.month}`, label: `2031年${Number(c.month)}月`, values: { count: 1 } }]);
  });

  it("the Excel export's 创建时间 is business wall-clock time", async () => {
    const res = await s.app.inject({ method: 'GET', url: `${LIST}/export`, query: { listPage: 'franchise_list', 'f.projectName.like': '业务时区-' }, headers: { token: admin } });
    expect(res.statusCode).toBe(200);
    const [first, ...rest] = res.body.trimEnd().split('\n').map((l) => JSON.parse(l) as unknown);
    const head = first as ExportHead;
    const rows = rest as string[][];
    const col = head.columns.indexOf('创建时间');
    expect(col).toBeGreaterThanOrEqual(0);
    expect(rows.map((r) => r[col])).toEqual([c.text]);
    // The browser writes the rows into the .xlsx as they came (workbook.ts); read the file back.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await (await workbookBlob({ head, rows })).arrayBuffer());
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).getCell(col + 1).text).toBe('创建时间');
    expect(sheet.getRow(2).getCell(col + 1).text).toBe(c.text);
  });
});
