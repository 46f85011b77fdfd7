// 数据同步: export and import runs as server jobs with progress and a per-record log, stored (a reload
// finds them), site-scoped, imports through the records service (a refused record names the field; nothing
// is stored until the user confirms the valid ones), and audited.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiEnvelope } from '../../../src/shared/codes.ts';
import { SYNC_API, SYNC_FORMAT, type SyncFile, type SyncLogLine, type SyncRun } from '../../../src/shared/sync/api.ts';
import { backends } from '../helpers/db.ts';
import { count, franchiseData } from '../helpers/franchise.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { failStaleRuns, STALE_RUN_MS } from '../../../src/server/sync/store.ts';

const BOUNDARY = 'nccq-sync-test';

function multipartFile(file: Buffer): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="sync.json"\r\nContent-Type: application/json\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

const syncFile = (records: SyncFile['records'], entity = 'franchise'): Buffer =>
  Buffer.from(JSON.stringify({ format: SYNC_FORMAT, version: 1, entity, site: { id: 1, name: '蒲江' }, exportedAt: '2026-01-01T00:00:00.000Z', records }));

const FRANCHISES = "SELECT count(*)::int AS n FROM records WHERE entity = 'franchise' AND site_id = $1";

describe.each(backends())('data sync on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  let siteadmin: string;
  let siteadmin2: string;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await s.token('admin');
    siteadmin = await s.token('siteadmin');
    siteadmin2 = await s.token('siteadmin2');
    op = await s.token('operator');
  });
  afterAll(async () => {
    await s?.close();
  });

  const importFile = async (token: string, file: Buffer, query: Record<string, string> = { entity: 'franchise' }) =>
    (
      await s.app.inject({ method: 'POST', url: SYNC_API.importRun, query, headers: { token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: multipartFile(file) })
    ).json<ApiEnvelope<SyncRun>>();
  /** Waits until the job has left 'running' (the run is polled, as the page does). */
  const settled = async (token: string, id: number): Promise<SyncRun> =>
    vi.waitFor(
      async () => {
        const r = await s.get<SyncRun>(SYNC_API.run(id), token);
        if (r.data.status === 'running') throw new Error('still running');
        return r.data;
      },
      { timeout: 30_000, interval: 20 },
    );
  const log = async (token: string, id: number, level?: 'error') =>
    (await s.get<{ list: SyncLogLine[]; total: number }>(SYNC_API.log(id), token, { size: '200', ...(level ? { level } : {}) })).data;

  it('exports a site’s listings as a job with progress, a log line per record and a file to download', async () => {
    const expected = await count(s, FRANCHISES, [1]);
    const started = await s.post<SyncRun>(SYNC_API.exportRun, { entity: 'franchise' }, siteadmin);
    expect(started.code).toBe('200');
    expect(started.data).toMatchObject({ kind: 'export', siteId: 1, entityTitle: expect.any(String) });
    const run = await settled(siteadmin, started.data.id);
    expect(run).toMatchObject({ status: 'done', total: expected, processed: expected, okCount: expected, errorCount: 0 });
    expect(run.finishedAt).not.toBeNull();
    const lines = await log(siteadmin, run.id);
    expect(lines.total).toBe(expected);
    expect(lines.list[0]).toMatchObject({ rowNo: 1, level: 'info', message: '已导出' });
    expect(lines.list[0]!.record).toMatch(/^#\d+ /);

    const res = await s.app.inject({ method: 'GET', url: SYNC_API.file(run.id), headers: { token: siteadmin } });
    expect(res.headers['content-disposition']).toContain('attachment');
    const file = res.json<SyncFile>();
    expect(file).toMatchObject({ format: SYNC_FORMAT, version: 1, entity: 'franchise', site: { id: 1 } });
    expect(file.records).toHaveLength(expected);

    // The run is stored: the list finds it again; the other site's administrator neither lists nor opens it.
    const mine = await s.get<{ list: SyncRun[] }>(SYNC_API.runs, siteadmin);
    expect(mine.data.list.map((r) => r.id)).toContain(run.id);
    expect(mine.data.list.every((r) => r.siteId === 1)).toBe(true);
    const theirs = await s.get<{ list: SyncRun[] }>(SYNC_API.runs, siteadmin2);
    expect(theirs.data.list.map((r) => r.id)).not.toContain(run.id);
    expect((await s.get(SYNC_API.run(run.id), siteadmin2)).code).toBe('100004');
    expect((await s.get(SYNC_API.log(run.id), siteadmin2)).code).toBe('100004');
    expect((await s.app.inject({ method: 'GET', url: SYNC_API.file(run.id), headers: { token: siteadmin2 } })).json<ApiEnvelope<unknown>>().code).toBe('100004');
    expect((await s.get(SYNC_API.runs, siteadmin2, { siteId: '1' })).code).toBe('100004');
    expect((await s.post(SYNC_API.exportRun, { entity: 'franchise', siteId: 1 }, siteadmin2)).code).toBe('100004');
    // The audit trail has the run.
    expect(await count(s, "SELECT count(*)::int AS n FROM record_audit WHERE entity = 'sys_sync' AND record_id = $1 AND action = 'export'", [run.id])).toBe(1);
  });

  it('imports a file whose records all pass at once, each through the records service', async () => {
    const before = await count(s, FRANCHISES, [1]);
    const started = await importFile(siteadmin, syncFile([{ id: 901, data: franchiseData({ projectName: '同步导入甲' }) }, { id: 902, data: franchiseData({ projectName: '同步导入乙' }) }]));
    expect(started.code).toBe('200');
    const run = await settled(siteadmin, started.data.id);
    expect(run).toMatchObject({ kind: 'import', status: 'done', total: 2, okCount: 2, errorCount: 0 });
    expect(await count(s, FRANCHISES, [1])).toBe(before + 2);
    // The uploaded records are not kept once the run has ended.
    expect(await count(s, 'SELECT count(*)::int AS n FROM sync_runs WHERE id = $1 AND content IS NULL', [run.id])).toBe(1);
    const lines = (await log(siteadmin, run.id)).list.filter((l) => l.message.startsWith('已导入为'));
    expect(lines.map((l) => l.record)).toEqual(['#901 同步导入甲', '#902 同步导入乙']);
    // Audited as creates by the site administrator, like a write from the form.
    expect(await count(s, "SELECT count(*)::int AS n FROM record_audit a JOIN records r ON r.id = a.record_id WHERE a.entity = 'franchise' AND a.op = 'create' AND r.data->>'projectName' LIKE '同步导入%' AND a.user_name <> ''")).toBe(2);
  });

  it('refuses bad records naming the field, stores nothing until the valid ones are confirmed', async () => {
    const before = await count(s, FRANCHISES, [1]);
    const file = syncFile([
      { data: franchiseData({ projectName: '待确认甲' }) },
      { data: franchiseData({ projectName: '待确认乙', listingPrice: '12,00' }) },
      { data: franchiseData({ projectName: '待确认丙' }) },
    ]);
    const run = await settled(siteadmin, (await importFile(siteadmin, file)).data.id);
    expect(run).toMatchObject({ status: 'awaiting', total: 3, processed: 3, okCount: 2, errorCount: 1 });
    expect(run.message).toContain('确认后只导入其余 2 条');
    expect(await count(s, FRANCHISES, [1])).toBe(before);
    const errors = (await log(siteadmin, run.id, 'error')).list;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ rowNo: 2, record: '待确认乙', level: 'error' });
    expect(errors[0]!.message).toBe('挂牌价（元）：请输入数字，最多保留两位小数');

    // The other site cannot decide it; confirming stores the two valid records in one go.
    expect((await s.post(SYNC_API.confirm(run.id), {}, siteadmin2)).code).toBe('100004');
    expect((await s.post(SYNC_API.confirm(run.id), {}, siteadmin)).code).toBe('200');
    const done = await settled(siteadmin, run.id);
    expect(done).toMatchObject({ status: 'done', okCount: 2 });
    expect(await count(s, FRANCHISES, [1])).toBe(before + 2);
    expect(await count(s, "SELECT count(*)::int AS n FROM records WHERE entity = 'franchise' AND data->>'projectName' = '待确认乙'")).toBe(0);
    // A decision is made once.
    expect((await s.post(SYNC_API.confirm(run.id), {}, siteadmin)).code).toBe('100002');
  });

  it('cancelling a waiting import stores nothing', async () => {
    const before = await count(s, FRANCHISES, [1]);
    const run = await settled(siteadmin, (await importFile(siteadmin, syncFile([{ data: franchiseData({ projectName: '取消甲' }) }, { data: { projectName: '取消乙' } }]))).data.id);
    expect(run.status).toBe('awaiting');
    expect((await log(siteadmin, run.id, 'error')).list.some((l) => l.rowNo === 2)).toBe(true);
    expect((await s.post<SyncRun>(SYNC_API.cancel(run.id), {}, siteadmin)).data.status).toBe('cancelled');
    expect(await count(s, FRANCHISES, [1])).toBe(before);
  });

  it('refuses a file that is not a sync file, or for another kind of data, and starts no run', async () => {
    const runs = await count(s, 'SELECT count(*)::int AS n FROM sync_runs');
    const notJson = await importFile(siteadmin, Buffer.from('not json'));
    expect(notJson).toMatchObject({ code: '100002', msg: expect.stringContaining('文件无法读取') });
    const other = await importFile(siteadmin, syncFile([{ data: {} }], 'demand'));
    expect(other.code).toBe('100002');
    expect(other.errors).toContainEqual({ field: 'entity', message: '数据类型不符' });
    const unknown = await importFile(siteadmin, syncFile([{ data: {} }]), { entity: 'contract' });
    expect(unknown.errors?.[0]?.field).toBe('entity');
    expect(await count(s, 'SELECT count(*)::int AS n FROM sync_runs')).toBe(runs);
  });

  it('fails a run that no process has moved for ten minutes (cut off by a restart); leaves a live one', async () => {
    const at = (ms: number) => new Date(s.clock.now() - ms).toISOString();
    const insert = async (updated: string) =>
      (await s.db.query<{ id: number }>("INSERT INTO sync_runs (site_id, kind, entity, status, user_name, started_at, updated_at) VALUES (1, 'export', 'franchise', 'running', '测试', $1, $1) RETURNING id", [updated]))[0]!.id;
    const stale = await insert(at(STALE_RUN_MS + 1000));
    const live = await insert(at(1000));
    expect(await failStaleRuns(s.ctx)).toBe(1);
    expect((await s.get<SyncRun>(SYNC_API.run(stale), siteadmin)).data).toMatchObject({ status: 'failed', message: '运行中断（服务重启），请重新发起' });
    expect((await s.get<SyncRun>(SYNC_API.run(live), siteadmin)).data.status).toBe('running');
    await s.db.query("UPDATE sync_runs SET status = 'failed' WHERE id = $1", [live]);
  });

  it('opens only to whoever reaches 数据同步; the administrator names the site', async () => {
    expect((await s.get(SYNC_API.runs, op)).code).toBe('100004');
    expect((await s.post(SYNC_API.exportRun, { entity: 'franchise' }, op)).code).toBe('100004');
    const noSite = await s.post(SYNC_API.exportRun, { entity: 'franchise' }, admin);
    expect(noSite).toMatchObject({ code: '100002', errors: [{ field: 'siteId', message: '请选择站点' }] });
    const run = await settled(admin, (await s.post<SyncRun>(SYNC_API.exportRun, { entity: 'demand', siteId: 2 }, admin)).data.id);
    expect(run).toMatchObject({ siteId: 2, status: 'done' });
    const all = await s.get<{ list: SyncRun[] }>(SYNC_API.runs, admin);
    expect(new Set(all.data.list.map((r) => r.siteId))).toEqual(new Set([1, 2]));
  });
});
