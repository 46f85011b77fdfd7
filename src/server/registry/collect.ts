// Reads the declarative files of a project root for the check: menus.json, pages.json, every entity,
// every page schema pages.json names and every other .json under schemas/pages/ (so a page no route
// uses yet is still checked). A file that cannot be read or parsed becomes an issue, not an exception,
// so one run reports every problem. Parsing and checking are src/shared/check's; this is the disk.
import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { parseJsonFile, type LoadedFile, type SchemaIssue } from '../../shared/check/index.ts';

export interface CollectedFiles {
  files: LoadedFile[];
  /** Files that exist but could not be read or parsed (JSON syntax). Missing files are not here:
   *  checkFiles reports those where they are referenced. */
  unreadable: SchemaIssue[];
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
  return parseJsonFile(file, text);
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
  // Read in parallel (one by one, ~215 reads took ~70 ms of each start), kept in this order.
  const addAll = async (names: readonly string[]): Promise<unknown[]> => {
    const reads = await Promise.all(names.map((f) => readJson(root, f)));
    return reads.map((r, i) => {
      const file = names[i]!;
      if ('json' in r) files.push({ file, json: r.json });
      else if ('issue' in r) unreadable.push(r.issue);
      return 'json' in r ? r.json : undefined;
    });
  };
  const [, pages] = await addAll(['menus.json', 'pages.json', ...(await entityFileNames(root)).map((f) => `schemas/entities/${f}`)]);
  const named = schemaPaths(pages);
  const others = (await pageSchemaFiles(root)).filter((f) => !named.includes(f));
  await addAll([...named, ...others]);
  return { files, unreadable };
}
