// An import file that inflates far past any template (a zip bomb), or holds far more rows than an import
// takes, is refused from its zip entries before the workbook is parsed.
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '../../../src/shared/excel/api.ts';
import type { ApiEnvelope } from '../../../src/shared/codes.ts';
import { backends } from '../helpers/db.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

interface ZipPart {
  name: string;
  body: Buffer;
  /** The uncompressed size the directory claims (default: the true one). */
  claimed?: number;
}

/** A deflated zip written by hand, so its directory can claim what a forged file claims. */
function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const data = deflateRawSync(p.body, { level: 9 });
    const name = Buffer.from(p.name);
    const size = p.claimed ?? p.body.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const BOUNDARY = 'nccq-bomb-test';

describe.each(backends())('import files refused before parsing on %s', (backend) => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.token('operator');
  });
  afterAll(async () => {
    await s?.close();
  });

  async function check(file: Buffer): Promise<ApiEnvelope<ImportReport>> {
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="import.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/records/franchise/import/check',
      query: { listPage: 'franchise_list' },
      headers: { token: op, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    });
    return res.json<ApiEnvelope<ImportReport>>();
  }

  // 80 MB of one byte deflates to about 80 KB: the classic bomb.
  const huge = Buffer.alloc(80 * 1024 * 1024, 0x20);
  const sheet = (claimed?: number): ZipPart[] => [
    { name: '[Content_Types].xml', body: Buffer.from('<?xml version="1.0"?><Types/>') },
    { name: 'xl/worksheets/sheet1.xml', body: huge, claimed },
  ];

  it('refuses a zip bomb by the size its directory claims', async () => {
    const file = zip(sheet());
    expect(file.length).toBeLessThan(1024 * 1024);
    expect(await check(file)).toMatchObject({ code: '100002', msg: '文件解压后超过 64 MB，请分批导入' });
  });

  it('refuses a zip bomb that lies about its size, stopping where the budget ends', async () => {
    expect(await check(zip(sheet(1000)))).toMatchObject({ code: '100002', msg: '文件解压后超过 64 MB，请分批导入' });
  });

  it('refuses a file with far more rows than an import takes, from its sheet', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('导入数据');
    ws.addRow(['项目名称']);
    for (let i = 0; i < 12_000; i++) ws.addRow([`项目${i}`]);
    const r = await check(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(r).toMatchObject({ code: '100002', msg: '一次最多导入 5000 行，文件有 12000 行（含空行）' });
  });

  it('still reads an ordinary file', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('导入数据').addRow(['项目名称']);
    const r = await check(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(r.msg).not.toMatch(/解压后|最多导入/);
  });
});
