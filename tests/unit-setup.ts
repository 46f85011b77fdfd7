// Once per unit/API run: check this project's declarative files and prepare the seeded database every
// server test file starts from (tests/server/helpers/prepared.ts), on PGlite and, with TEST_DATABASE_URL,
// on PostgreSQL as a template database that each file clones.
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { formatIssue, type LoadedFile } from '../src/shared/check/index.ts';
import { checkProject } from '../src/server/registry/checkProject.ts';
import { toRegistry } from '../src/server/registry/load.ts';
import { appCheckEnvironment } from '../src/app/plugins.ts';
import { SERVER_PLUGINS } from '../src/app/server.ts';
import { dumpFile, dropTestDatabases, ensurePostgresTemplate } from './server/helpers/db.ts';
import { PROJECT_ROOT, prepareDatabase, seededDump, sourceKey } from './server/helpers/prepared.ts';

interface Prepared {
  run: string;
  files: LoadedFile[];
  dumpFile: string;
  template: string;
}

/**
 * Each project that runs server files names this set-up, and vitest calls it once per project: the work
 * is done by the first call (shared through globalThis, as vitest may load this module once per project)
 * and every project is provided the same run id, files and databases.
 */
const PREPARED = Symbol.for('nccq.unitSetup');
type Memo = { [PREPARED]?: { prepared: Promise<Prepared>; users: number } };

async function prepare(): Promise<Prepared> {
  const run = `${process.pid.toString(36)}${randomBytes(2).toString('hex')}`;
  const { files, issues } = await checkProject(PROJECT_ROOT, appCheckEnvironment());
  if (issues.length > 0) throw new Error(`schema problems:\n${issues.map(formatIssue).join('\n')}`);
  const registry = toRegistry(files);
  const key = await sourceKey(PROJECT_ROOT);
  await seededDump(PROJECT_ROOT, registry, SERVER_PLUGINS);
  const url = process.env.TEST_DATABASE_URL;
  const template = `nccq_tpl_s_${key}`;
  if (url) await ensurePostgresTemplate(url, template, (db) => prepareDatabase(db, PROJECT_ROOT, registry, SERVER_PLUGINS));
  return { run, files, dumpFile: dumpFile(`seeded-${key}`), template };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const memo = globalThis as Memo;
  const shared = (memo[PREPARED] ??= { prepared: prepare(), users: 0 });
  shared.users++;
  const { run, files, dumpFile: seeded, template } = await shared.prepared;
  project.provide('runId', run);
  project.provide('projectFiles', files);
  project.provide('seededDumpFile', seeded);
  project.provide('seededTemplate', template);
  // After the last project's last worker has gone: every database this run cloned (and those of killed runs).
  return async () => {
    if (--shared.users > 0) return;
    delete memo[PREPARED];
    const url = process.env.TEST_DATABASE_URL;
    if (url) await dropTestDatabases(url, run);
  };
}
