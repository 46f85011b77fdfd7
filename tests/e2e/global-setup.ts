// Once per browser run: the built server (no transpiling at start) migrates and seeds one data folder,
// stops cleanly, and every test file's server starts from a copy of it. Seeding the embedded database is
// the slowest part of a start (tens of seconds on a loaded 2-core machine; a copy takes well under one).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILT_SERVER, TEMPLATE_ENV, launchServer } from './server-process.ts';

export default async function setup(): Promise<() => void> {
  for (const built of [BUILT_SERVER, 'dist/index.html']) {
    if (!existsSync(built)) throw new Error(`browser tests run against the build: ${built} is missing, run npm run build first`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'nccq-e2e-template-'));
  const server = await launchServer(dir, {});
  await server.stop();
  // The workers inherit the runner's environment.
  process.env[TEMPLATE_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
