// The last server errors and unclear refusals: a malformed upload, a user for a site that does not exist,
// field refusals that do not name the field (or name it by its key), a full disk and a failing data-sync
// import. Each is answered in the envelope with a Chinese message naming what to fix, and changes nothing.
import { createWriteStream, existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiEnvelope, FieldError } from '../../../src/shared/codes.ts';
import { SYNC_API, SYNC_FORMAT, type SyncLogLine, type SyncRun } from '../../../src/shared/sync/api.ts';
import { SYSTEM_API, type SystemUser } from '../../../src/shared/system/api.ts';
import { backends } from '../helpers/db.ts';
import { count, franchiseData } from '../helpers/franchise.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { upload, type UploadOptions } from '../helpers/upload.ts';

const PDF: UploadOptions = { entity: 'franchise', field: 'attachment', filename: '证明.pdf', type: 'application/pdf', content: '%PDF-1.4 x' };
const B = 'nccq-refusals';
const MALFORMED = '上传的文件格式不正确：请重新选择文件上传';

/** Bodies the multipart parser cannot read, each with the content type it came with. */
const BROKEN: [string, string, string][] = [
  ['no boundary in the content type', 'multipart/form-data', `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF\r\n--${B}--\r\n`],
  ['an empty boundary', 'multipart/form-data; boundary=', '--\r\n\r\n'],
  ['a body without the boundary', `multipart/form-data; boundary=${B}`, 'garbage, no boundary anywhere'],
  ['a file part cut off', `multipart/form-data; boundary=${B}`, `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 cut`],
  ['a part header cut off', `multipart/form-data; boundary=${B}`, `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n`],
  ['a field part without its end', `multipart/form-data; boundary=${B}`, `--${B}\r\nContent-Disposition: form-data; name="entity"\r\n\r\nfranchise`],
];

async function storedFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((d) => d.isFile()).map((d) => d.name);
}

/** Lines the server logged (pino's JSON, one object per line). */
class LogLines {
  readonly lines: Record<string, unknown>[] = [];
  write(line: string): void {
    this.lines.push(JSON.parse(line) as Record<string, unknown>);
  }
}

describe.each(backends())('refusals that name what to fix on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let admin: string;
  const logs = new LogLines();
  beforeAll(async () => {
    s = await startTestServer(backend, { logger: { level: 'warn', stream: logs } });
    op = await s.token('operator');
    admin = await s.token('admin');
  });
  afterAll(async () => {
    await s?.close();
  });
  const filesDir = () => join(s.config.dataDir, 'files');
  const fileRows = () => count(s, 'SELECT count(*)::int AS n FROM files');

  it.each(BROKEN)('refuses an upload with %s: 100002 上传的文件格式不正确, nothing stored', async (_what, type, payload) => {
    const rows = await fileRows();
    const disk = await storedFiles(filesDir());
    const routes = [
      { url: '/api/common/upload?entity=franchise&field=attachment', token: op },
      { url: '/api/records/franchise/import/check', token: op },
      { url: `${SYNC_API.importRun}?entity=franchise`, token: await s.token('siteadmin') },
      { url: '/api/system/sites/1/images/seal', token: await s.token('siteadmin') },
    ];
    for (const r of routes) {
      const res = await s.app.inject({ method: 'POST', url: r.url, headers: { token: r.token, 'content-type': type }, payload });
      expect(res.json(), r.url).toMatchObject({ code: '100002', msg: MALFORMED });
    }
    expect(await fileRows()).toBe(rows);
    expect(await storedFiles(filesDir())).toEqual(disk);
  });

  it('refuses a user filed under a site that does not exist, naming 所属站点, changing nothing', async () => {
    const users = await count(s, 'SELECT count(*)::int AS n FROM users');
    const refusal = { code: '100002', msg: '所属站点不存在，请重新选择', errors: [{ field: 'siteId', message: '所属站点不存在，请重新选择' }] };
    for (const siteId of [99999, '2147483647']) {
      const made = await s.post(SYSTEM_API.users, { username: `nosite${siteId}`, name: '无站点', siteId, roles: ['operator'], password: 'Nosite@2024x' }, admin);
      expect(made).toMatchObject(refusal);
    }
    expect(await count(s, 'SELECT count(*)::int AS n FROM users')).toBe(users);
    const operator = (await s.get<SystemUser[]>(SYSTEM_API.users, admin, { keyword: 'operator2' })).data.find((u) => u.username === 'operator2')!;
    const moved = await s.put(SYSTEM_API.user(operator.id), { name: operator.name, phone: operator.phone, siteId: 99999, roles: operator.roles, userType: operator.userType }, admin);
    expect(moved).toMatchObject(refusal);
    expect(await count(s, 'SELECT site_id::int AS n FROM users WHERE id = $1', [operator.id])).toBe(operator.siteId);
  });

  it('names the field by its title in every field refusal (formats, enum, required, length, reference)', async () => {
    const franchise = s.ctx.registry.entities.franchise!;
    const bad = await s.post('/api/records/franchise', {
      data: franchiseData({
        termYears: '05', listingPrice: '1.234', contactPhone: '1', creditCode: '91110000600037341', idCardNo: '110101199003071234',
        transferMethod: '偷', projectName: 'x'.repeat(101), transferorName: '', area: '1.23456', longitude: 'abc',
      }),
    }, op);
    expect(bad.code).toBe('100002');
    const errors = bad.errors ?? [];
    expect(new Set(errors.map((e) => e.field))).toEqual(
      new Set(['termYears', 'listingPrice', 'contactPhone', 'creditCode', 'idCardNo', 'transferMethod', 'projectName', 'transferorName', 'area', 'longitude']),
    );
    for (const e of errors) expect(e.message, e.field).toContain(franchise.properties[e.field]!.title);
    expect(errors).toEqual(expect.arrayContaining<FieldError>([
      { field: 'termYears', message: '流转期限（年）：请输入正整数' },
      { field: 'listingPrice', message: '挂牌价（元）：请输入数字，最多保留两位小数' },
      { field: 'area', message: '面积：请输入数字，最多保留四位小数' },
      { field: 'contactPhone', message: '请输入正确的联系电话' },
      { field: 'transferorName', message: '出让方名称不能为空' },
    ]));
    expect(bad.msg).toBe(errors[0]!.message);

    // A reference field refused by its format, and one naming a record that does not exist.
    const byFormat = await s.post('/api/records/auction', { data: { listingId: 'abc' } }, op);
    expect(byFormat.errors).toContainEqual({ field: 'listingId', message: '挂牌项目：请输入正整数' });
    const reg = (await s.db.query<{ id: number; version: number }>("SELECT id::int AS id, version FROM records WHERE entity = 'registration' AND site_id = 1 AND status = 'registered' ORDER BY id LIMIT 1"))[0]!;
    const missing = await s.put(`/api/records/registration/${reg.id}`, { data: { listingId: '999999999' }, version: reg.version }, op);
    expect(missing).toMatchObject({ code: '100002', msg: expect.stringMatching(/^挂牌项目：/) });
    expect(missing.errors?.map((e) => e.field)).toEqual(['listingId']);
    // An integer field of another entity, through the one validator.
    const loan = s.ctx.registry.entities.loan!;
    expect(s.ctx.validator.validate(loan, { overdueCount: '1.5' }, ['overdueCount'])).toEqual([{ field: 'overdueCount', message: '逾期次数：请输入整数' }]);
  });

  it('names a value of a plugin route by its title, never by its key', async () => {
    const r = await s.app.inject({ method: 'POST', url: '/api/auction/1/bid', headers: { token: op, 'content-type': 'application/json' }, payload: { amount: 'a\u0000', enrollId: 1 } });
    expect(r.json()).toMatchObject({ code: '100002', msg: '出价金额含有不允许的字符（控制字符或文字方向控制符）', errors: [{ field: 'amount' }] });
    // A key no route declares is named by the part of the request it came in.
    const other = await s.app.inject({ method: 'POST', url: '/api/auction/1/bid', headers: { token: op, 'content-type': 'application/json' }, payload: { zzz: '\u202E' } });
    expect(other.json<ApiEnvelope<null>>().msg).toBe('请求内容含有不允许的字符（控制字符或文字方向控制符）');
  });

  it('answers a full disk with 507 存储空间不足 in the envelope, storing nothing', async () => {
    const rows = await fileRows();
    const disk = await storedFiles(filesDir());
    // /dev/full: every write fails with ENOSPC from the kernel, as on a full disk.
    const saved = s.ctx.openUpload;
    s.ctx.openUpload = () => createWriteStream('/dev/full');
    try {
      const res = await upload(s.app, op, PDF);
      expect(res.statusCode).toBe(507);
      expect(res.json()).toEqual({ code: '507', msg: '存储空间不足，未能保存，请联系管理员清理磁盘后重试', data: null });
    } finally {
      s.ctx.openUpload = saved;
    }
    expect(await fileRows()).toBe(rows);
    expect(await storedFiles(filesDir())).toEqual(disk);
    expect(logs.lines.some((l) => l.msg === 'storage full' && (l.err as { code?: string } | undefined)?.code === 'ENOSPC')).toBe(true);

    // The database's disk_full (SQLSTATE 53100) alike.
    const records = await count(s, 'SELECT count(*)::int AS n FROM records');
    await s.db.exec(`CREATE FUNCTION disk_full() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'could not extend file' USING ERRCODE = '53100'; END $$;
      CREATE TRIGGER disk_full BEFORE INSERT ON records FOR EACH ROW EXECUTE FUNCTION disk_full();`);
    try {
      const res = await s.app.inject({ method: 'POST', url: '/api/records/franchise', headers: { token: op }, payload: { data: franchiseData() } });
      expect(res.statusCode).toBe(507);
      expect(res.json()).toMatchObject({ code: '507', msg: expect.stringContaining('存储空间不足') });
    } finally {
      await s.db.exec('DROP TRIGGER disk_full ON records; DROP FUNCTION disk_full();');
    }
    expect(await count(s, 'SELECT count(*)::int AS n FROM records')).toBe(records);
  });

  it('logs a failed data-sync import with its run id and shows the failure on the run', async () => {
    const siteadmin = await s.token('siteadmin');
    const file = JSON.stringify({ format: SYNC_FORMAT, version: 1, entity: 'franchise', site: { id: 1, name: '蒲江' }, exportedAt: '2026-01-01T00:00:00.000Z', records: [{ id: 1, data: franchiseData() }] });
    await s.db.exec(`CREATE FUNCTION sync_broken() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'records table broken'; END $$;
      CREATE TRIGGER sync_broken BEFORE INSERT ON records FOR EACH ROW EXECUTE FUNCTION sync_broken();`);
    let run: SyncRun;
    try {
      const started = await s.app.inject({
        method: 'POST',
        url: SYNC_API.importRun,
        query: { entity: 'franchise' },
        headers: { token: siteadmin, 'content-type': `multipart/form-data; boundary=${B}` },
        payload: `--${B}\r\nContent-Disposition: form-data; name="file"; filename="sync.json"\r\nContent-Type: application/json\r\n\r\n${file}\r\n--${B}--\r\n`,
      });
      const id = started.json<ApiEnvelope<SyncRun>>().data.id;
      run = await vi.waitFor(
        async () => {
          const r = (await s.get<SyncRun>(SYNC_API.run(id), siteadmin)).data;
          if (r.status === 'running') throw new Error('still running');
          return r;
        },
        { timeout: 30_000, interval: 20 },
      );
    } finally {
      await s.db.exec('DROP TRIGGER sync_broken ON records; DROP FUNCTION sync_broken();');
    }
    expect(run).toMatchObject({ status: 'failed', message: `运行出错，未完成（同步编号 ${run.id}，详见服务器日志）` });
    const lines = (await s.get<{ list: SyncLogLine[] }>(SYNC_API.log(run.id), siteadmin, { level: 'error' })).data.list;
    expect(lines).toEqual([expect.objectContaining({ level: 'error', message: run.message })]);
    const logged = logs.lines.find((l) => l.runId === run.id);
    expect(logged).toMatchObject({ level: 50, kind: 'import', err: { message: expect.stringContaining('records table broken') } });
  });
});
