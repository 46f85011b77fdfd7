// A record's evidence file can be deleted only while the caller could edit that record; every deletion
// is in the audit trail.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResult } from '../../../src/shared/api.ts';
import { backends } from '../helpers/db.ts';
import { createFranchise } from '../helpers/franchise.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { upload } from '../helpers/upload.ts';

const DELETE = '/api/common/aliyunOssDeleteFile';

describe.each(backends())('deleting evidence files on %s', (backend) => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.token('operator');
  });
  afterAll(async () => {
    await s?.close();
  });

  async function uploaded(): Promise<UploadResult> {
    const r = await upload(s.app, op, { entity: 'franchise', field: 'attachment', filename: '权属证明.pdf', type: 'application/pdf', content: '%PDF-1.4 evidence' });
    return r.json<{ data: UploadResult }>().data;
  }
  const onDisk = (f: UploadResult) => existsSync(join(s.config.dataDir, 'files', f.fileUrl.slice('/api/files/'.length)));
  const audits = async (recordId: number) =>
    s.db.query<{ action: string; user_name: string; changes: unknown }>(
      "SELECT action, user_name, changes FROM record_audit WHERE entity = 'franchise' AND record_id = $1 AND action = 'deleteFile'",
      [recordId],
    );

  it('refuses deleting the attachment of an approved listing, and keeps file and record intact', async () => {
    const file = await uploaded();
    const rec = await createFranchise(s, op, { attachment: file.fileUrl, projectName: '已挂牌的证据' });
    await s.db.query("UPDATE records SET status = 'listed' WHERE id = $1", [rec.id]);
    const r = await s.post(DELETE, { fileUrl: file.fileUrl }, op);
    expect(r.code).toBe('100006');
    expect(r.msg).toContain('已挂牌');
    expect(r.msg).toContain('不能删除');
    expect(onDisk(file)).toBe(true);
    expect(await audits(rec.id)).toEqual([]);
    // Even the administrator may not: no one edits a listed record.
    expect((await s.post(DELETE, { fileUrl: file.fileUrl }, await s.token('admin'))).code).toBe('100006');
    expect(onDisk(file)).toBe(true);
  });

  it('lets whoever may edit a draft delete its file, and audits it', async () => {
    const file = await uploaded();
    const rec = await createFranchise(s, op, { attachment: file.fileUrl, projectName: '草稿的证据' });
    const r = await s.post(DELETE, { fileUrl: file.fileUrl }, op);
    expect(r).toMatchObject({ code: '200', msg: '删除成功' });
    expect(onDisk(file)).toBe(false);
    const rows = await audits(rec.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.user_name).toBeTruthy();
    expect(JSON.stringify(rows[0]?.changes)).toContain('权属证明.pdf');
  });

  it('audits deleting a file no record holds yet', async () => {
    const file = await uploaded();
    expect((await s.post(DELETE, { fileUrl: file.fileUrl }, op)).code).toBe('200');
    const rows = await s.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM record_audit WHERE action = 'deleteFile' AND record_id = 0 AND changes::text LIKE $1",
      [`%${file.fileUrl}%`],
    );
    expect(Number(rows[0]?.n)).toBe(1);
  });
});
