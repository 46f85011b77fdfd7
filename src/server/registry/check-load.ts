// A loader for the check command: reads the same files as load.ts's loadFiles, but collects a file
// that cannot be read or parsed as an issue instead of throwing, so one run reports every problem;
// and it also reads page schema files that no route names yet, so every file is checked.
import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { LoadedFile } from './load.ts';
import type { SchemaIssue } from './check.ts';

export interface CollectedFiles {
  files: LoadedFile[];
  /** Files that exist but could not be read or parsed (JSON syntax). Missing files are not here:
   *  checkFiles reports those where they are referenced. */
  unreadable: SchemaIssue[];
}

/** Line and column (1-based) of a character offset, for JSON syntax errors. */
function lineCol(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const col = offset - before.lastIndexOf('\n');
  return `第 ${line} 行第 ${col} 列`;
}

type Read = { json: unknown } | { missing: true } | { issue: SchemaIssue };

async function readJson(root: string, file: string): Promise<Read> {
  let text: string;
  try {
    text = await readFile(join(root, file), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { missing: true };
    return { issue: { file, pointer: '', message: `无法读取文件：${(e as Error).message}` } };
  }
  try {
    return { json: JSON.parse(text) as unknown };
  } catch (e) {
    const msg = (e as Error).message;
    const pos = /at position (\d+)/.exec(msg);
    const where = pos ? `（${lineCol(text, Number(pos[1]))}）` : '';
    return { issue: { file, pointer: '', message: `JSON 语法错误${where}：${msg}` } };
  }
}

async function entityFileNames(root: string): Promise<string[]> {
  try {
    return (await readdir(join(root, 'schemas/entities'))).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
}

/** Every .json under schemas/pages/, so a page schema no route uses yet is still checked. */
async function pageSchemaFiles(root: string): Promise<string[]> {
  try {
    const entries = await readdir(join(root, 'schemas/pages'), { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile() && e.name.endsWith('.json'))
      .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
      .sort();
  } catch {
    return [];
  }
}

/** Page schema paths named in pages.json, when it has the expected shape. */
function schemaPaths(pages: unknown): string[] {
  const list = (pages as { pages?: unknown } | null)?.pages;
  if (!Array.isArray(list)) return [];
  const out = new Set<string>();
  for (const p of list) {
    const s = (p as { schema?: unknown } | null)?.schema;
    // Only paths inside schemas/pages/ are read; the meta-schema reports any other path.
    if (typeof s === 'string' && s.startsWith('schemas/pages/') && !s.includes('..')) out.add(s);
  }
  return [...out].sort();
}

export async function collectFiles(root: string): Promise<CollectedFiles> {
  const files: LoadedFile[] = [];
  const unreadable: SchemaIssue[] = [];
  const add = async (file: string): Promise<unknown> => {
    const r = await readJson(root, file);
    if ('json' in r) files.push({ file, json: r.json });
    else if ('issue' in r) unreadable.push(r.issue);
    return 'json' in r ? r.json : undefined;
  };
  await add('menus.json');
  const pages = await add('pages.json');
  for (const f of await entityFileNames(root)) await add(`schemas/entities/${f}`);
  const named = schemaPaths(pages);
  for (const f of named) await add(f);
  for (const f of await pageSchemaFiles(root)) if (!named.includes(f)) await add(f);
  return { files, unreadable };
}
