// The project's own declarative files pass, the loader used by the server sees the same files, and
// the check command prints issues as file#pointer and sets the exit code.
import { execFile } from 'node:child_process';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../../src/shared/check/index.ts';
import { appCheckEnvironment } from '../../../src/app/plugins.ts';
import { checkProject as checkFolder } from '../../../src/server/registry/checkProject.ts';
import { FIXTURE_ENV, GOOD, REPO } from './project.ts';

const run = promisify(execFile);
const TSX = join(REPO, 'node_modules/.bin/tsx');
const CLI = join(REPO, 'src/app/check.ts');
const BROKEN = join(REPO, 'tests/server/registry/fixtures/broken');
const checkProject = (root: string) => checkFolder(root, root === GOOD ? FIXTURE_ENV : appCheckEnvironment());

describe('the repository', () => {
  it('passes the check', async () => {
    const { issues } = await checkProject(REPO);
    expect(issues.map(formatIssue)).toEqual([]);
  });

  it('names its meta-schema in every file, for editor help', async () => {
    // checkFiles verifies where a "$schema" points; the repository's own files must also have one.
    const missing = (await checkProject(REPO)).files.filter((f) => typeof (f.json as { $schema?: unknown }).$schema !== 'string');
    expect(missing.map((f) => f.file)).toEqual([]);
  });

  it('has every meta-schema the files point to', async () => {
    for (const m of ['entity', 'page', 'pages', 'menus']) await access(join(REPO, `schemas/meta/${m}.schema.json`));
  });

  it('the good fixture passes too', async () => {
    expect((await checkProject(GOOD)).issues).toEqual([]);
  });
});

describe('npm run check', () => {
  it('prints a summary and exits 0 on a valid project', async () => {
    const { stdout } = await run(TSX, [CLI, REPO]);
    expect(stdout).toMatch(/^schemas OK: \d+ entities, \d+ pages, \d+ menus, \d+ roles, \d+ files/);
  });

  it('prints file#pointer: message and exits 1 on issues', async () => {
    const err = await run(TSX, [CLI, BROKEN]).then(
      () => undefined,
      (e: { code: number; stderr: string }) => e,
    );
    expect(err?.code).toBe(1);
    expect(err?.stderr).toContain('schemas/pages/thing/list.json#/columns/0/field: 字段 "nmae" 不是实体 thing 的属性或系统字段，是否应为 "name"？');
    expect(err?.stderr).toContain('menus.json#/sections/0/children/0/page: 页面 "thing_lst" 不存在于 pages.json，是否应为 "thing_list"？');
  });
});
