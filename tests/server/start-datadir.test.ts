// A DATA_DIR the server cannot write stops the start with one Chinese line naming the folder, exit code 1
// and no stack, before the database is opened. Tests run as root, whom permission bits do not stop, so
// the folder here lies under a regular file (ENOTDIR for everyone); the check itself creates and removes
// a probe file, so a read-only disk or a folder without permission fails it the same way.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMain } from './helpers/runMain.ts';
import { checkDataDir, DataDirUnwritable } from '../../src/server/start.ts';

describe('the start on a data folder that cannot be written', () => {
  let tmp: string;
  let file: string;
  beforeAll(() => {
    tmp = mkdtempSync(join(tmpdir(), 'nccq-datadir-'));
    file = join(tmp, 'a-file');
    writeFileSync(file, 'not a folder');
  });
  afterAll(() => {
    rmSync(tmp, { recursive: true, force: true });
  });

  it('prints 数据文件夹不可写：<path> on one line, exits 1, and opens no database', async () => {
    const dataDir = join(file, 'data');
    const r = await runMain({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe(`数据文件夹不可写：${dataDir}（路径中有一段是文件而不是文件夹），服务器未启动 / DATA_DIR ${dataDir} is not writable`);
    expect(r.stdout).not.toContain('已启动');
  }, 120_000);

  it('names the folder and the reason, and leaves a writable folder as it found it', async () => {
    await expect(checkDataDir(file)).rejects.toThrow(new DataDirUnwritable(file, '路径已被一个文件占用'));
    const ok = join(tmp, 'fresh', 'data');
    await checkDataDir(ok);
    expect(existsSync(ok)).toBe(true);
    expect(readdirSync(ok)).toEqual([]);
  });
});
