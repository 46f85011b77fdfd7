// Builds throw-away projects from the good fixture: each test changes one thing and checks the result.
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkEnvironment, type CheckEnvironment, type SchemaIssue } from '../../../src/shared/check/index.ts';
import { checkProject } from '../../../src/server/registry/checkProject.ts';
import type { PluginManifest } from '../../../src/shared/plugin.ts';

/** The fixture project's app: one plugin registering the custom page and widget its pages name. */
export const FIXTURE_PLUGIN: PluginManifest = { name: 'fixture', requires: { entities: {} }, components: ['home'], pageWidgets: ['auction-bid'], formWidgets: ['template'] };
export const FIXTURE_ENV = checkEnvironment([FIXTURE_PLUGIN]);

export const GOOD = fileURLToPath(new URL('./fixtures/good/', import.meta.url));
export const REPO = fileURLToPath(new URL('../../../', import.meta.url));

/** File contents by relative path: parsed JSON, or a string written as-is (for syntax errors). */
export type Files = Map<string, unknown>;

async function walk(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await walk(p)));
    else out.push(p);
  }
  return out;
}

export async function goodFiles(): Promise<Files> {
  const files: Files = new Map();
  for (const p of await walk(GOOD)) files.set(relative(GOOD, p).split('\\').join('/'), JSON.parse(await readFile(p, 'utf8')));
  return files;
}

/** The JSON of one file, typed loosely for editing in a test. */
export type Json = any;
export function json(files: Files, file: string): Json {
  if (!files.has(file)) throw new Error(`no fixture file ${file}`);
  return files.get(file);
}

/** Writes the files to a fresh folder, checks it and removes it. */
export async function checkVariant(change: (files: Files) => void, env: CheckEnvironment = FIXTURE_ENV): Promise<SchemaIssue[]> {
  const files = await goodFiles();
  change(files);
  const root = await mkdtemp(join(tmpdir(), 'schema-check-'));
  try {
    for (const [file, content] of files) {
      const path = join(root, file);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
    }
    return (await checkProject(root, env)).issues;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
