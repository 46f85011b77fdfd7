// Once per unit/API run: check this project's declarative files and prepare the seeded database every
// server test file starts from (tests/server/helpers/prepared.ts), on PGlite and, with TEST_DATABASE_URL,
// on PostgreSQL as a template database that each file clones.
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { formatIssue } from '../src/shared/check/index.ts';
import { checkProject } from '../src/server/registry/checkProject.ts';
import { toRegistry } from '../src/server/registry/load.ts';
import { appCheckEnvironment } from '../src/app/plugins.ts';
import { SERVER_PLUGINS } from '../src/app/server.ts';
import { dumpFile, dropTestDatabases, ensurePostgresTemplate } from './server/helpers/db.ts';
import { PROJECT_ROOT, prepareDatabase, seededDump, sourceKey } from './server/helpers/prepared.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = `${process.pid.toString(36)}${randomBytes(2).toString('hex')}`;
  project.provide('runId', run);
  const { files, issues } = await checkProject(PROJECT_ROOT, appCheckEnvironment());
  if (issues.length > 0) throw new Error(`schema problems:\n${issues.map(formatIssue).join('\n')}`);
  project.provide('projectFiles', files);
  const registry = toRegistry(files);
  const key = await sourceKey(PROJECT_ROOT);
  await seededDump(PROJECT_ROOT, registry, SERVER_PLUGINS);
  project.provide('seededDumpFile', dumpFile(`seeded-${key}`));
  const url = process.env.TEST_DATABASE_URL;
  const template = `nccq_tpl_s_${key}`;
  if (url) await ensurePostgresTemplate(url, template, (db) => prepareDatabase(db, PROJECT_ROOT, registry, SERVER_PLUGINS));
  project.provide('seededTemplate', template);
  // After the last worker has gone: every database this run cloned (and those of killed runs).
  return async () => {
    if (url) await dropTestDatabases(url, run);
  };
}
