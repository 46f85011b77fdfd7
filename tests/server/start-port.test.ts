// A start on an address that cannot be had stops with a Chinese message naming the variable to change,
// exit code 1 and no stack, before the database is opened (no waiting for a seed that cannot be served).
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMain } from './helpers/runMain.ts';
import { addressProblem, AddressUnavailable } from '../../src/server/start.ts';

function errno(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`listen ${code}`), { code });
}

describe('the start on a port already in use', () => {
  let holder: Server;
  let port: number;
  let dataDir: string;
  beforeAll(async () => {
    holder = createServer();
    await new Promise<void>((resolve) => holder.listen({ port: 0, host: '127.0.0.1' }, resolve));
    port = (holder.address() as { port: number }).port;
    dataDir = mkdtempSync(join(tmpdir(), 'nccq-port-'));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => holder.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints which port and which variable, exits 1, and opens no database', async () => {
    const r = await runMain({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`端口 ${port} 已被占用（PORT）：请换一个端口或停止占用它的进程`);
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(r.stderr).not.toContain('Error:');
    expect(r.stdout).not.toContain('已启动');
    // Refused before the embedded database was created in the data folder.
    expect(existsSync(join(dataDir, 'pgdata')) ? readdirSync(join(dataDir, 'pgdata')) : []).toEqual([]);
  }, 120_000);
});

describe('listen failures in words', () => {
  it('names PORT for a taken or forbidden port and HOST for an address not on this machine', () => {
    const inUse = addressProblem(errno('EADDRINUSE'), 8080, '0.0.0.0');
    expect(inUse).toBeInstanceOf(AddressUnavailable);
    expect(inUse).toMatchObject({ variable: 'PORT' });
    expect(inUse?.message).toMatch(/^端口 8080 已被占用（PORT）：请换一个端口或停止占用它的进程/);
    expect(addressProblem(errno('EACCES'), 80, '0.0.0.0')).toMatchObject({ variable: 'PORT', message: expect.stringMatching(/^端口 80 无权使用（PORT）/) as unknown });
    expect(addressProblem(errno('EADDRNOTAVAIL'), 8080, '10.9.9.9')).toMatchObject({ variable: 'HOST', message: expect.stringMatching(/^监听地址 10\.9\.9\.9 不是本机的地址（HOST）/) as unknown });
  });

  it('leaves any other failure as it is', () => {
    expect(addressProblem(errno('ECONNRESET'), 8080, '127.0.0.1')).toBeNull();
    expect(addressProblem(new Error('boom'), 8080, '127.0.0.1')).toBeNull();
    expect(addressProblem(null, 8080, '127.0.0.1')).toBeNull();
  });
});
