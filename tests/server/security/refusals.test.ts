// The last server errors and unclear refusals: a malformed upload and a user for a site that does not exist
// are answered in the envelope with a Chinese message naming what to fix, and change nothing.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_API } from '../../../src/shared/sync/api.ts';
import { SYSTEM_API, type SystemUser } from '../../../src/shared/system/api.ts';
import { backends } from '../helpers/db.ts';
import { count } from '../helpers/franchise.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

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

describe.each(backends())('refusals that name what to fix on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
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

});
