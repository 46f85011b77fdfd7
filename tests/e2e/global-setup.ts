// Once per browser run: the built server (no transpiling at start) migrates and seeds one data folder,
// stops cleanly, and every test's server starts from a copy of it. Seeding the embedded database is the
// slowest part of a start (tens of seconds on a loaded 2-core machine; a copy takes well under one).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { BUILT_SERVER, launchServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data folder to copy (see harness.ts startServer). */
    e2eTemplateDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  for (const built of [BUILT_SERVER, 'dist/index.html']) {
    if (!existsSync(built)) throw new Error(`browser tests run against the build: ${built} is missing, run npm run build first`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'nccq-e2e-template-'));
  const server = await launchServer(dir, {});
  await server.stop();
  project.provide('e2eTemplateDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
