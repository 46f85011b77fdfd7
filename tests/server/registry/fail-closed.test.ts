// The server does not start unchecked: when the checker cannot run (here: it throws), startServer
// fails before opening the database, instead of loading the files as they are.
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/server/registry/checkProject.ts', () => ({
  checkProject: () => Promise.reject(new Error('checker crashed')),
}));

const { startServer } = await import('../../../src/server/start.ts');
const { loadConfig } = await import('../../../src/server/config.ts');

const dataDir = await mkdtemp(join(tmpdir(), 'fail-closed-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('fail-closed start', () => {
  it('refuses to start when the checker fails, and opens no database', async () => {
    const config = { ...loadConfig({ ROOT: process.cwd() }), dataDir, databaseUrl: null, port: 0 };
    await expect(startServer(config, { listen: false })).rejects.toThrow('checker crashed');
    await expect(access(join(dataDir, 'pgdata'))).rejects.toThrow();
  });

  it('has no fallback loader left to start from unchecked files', async () => {
    const load = await import('../../../src/server/registry/load.ts');
    expect(Object.keys(load)).toEqual(['toRegistry']);
  });
});
