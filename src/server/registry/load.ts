// Reads the declarative files from a project root into a Registry. Validation is check.ts's job.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntitySchema, MenusFile, PageSchema, PagesFile, Registry } from '../../shared/schema/types.ts';

export interface LoadedFile {
  /** Path relative to the root, with forward slashes. */
  file: string;
  json: unknown;
}

export class SchemaLoadError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
  }
}

async function readJson(root: string, file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(join(root, file), 'utf8');
  } catch {
    throw new SchemaLoadError(file, '文件不存在');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new SchemaLoadError(file, `JSON 语法错误：${(e as Error).message}`);
  }
}

/** All declarative files as raw JSON, keyed by relative path (entities by their file). */
export async function loadFiles(root: string): Promise<LoadedFile[]> {
  const files: LoadedFile[] = [];
  files.push({ file: 'menus.json', json: await readJson(root, 'menus.json') });
  const pages = await readJson(root, 'pages.json');
  files.push({ file: 'pages.json', json: pages });
  let entityFiles: string[] = [];
  try {
    entityFiles = (await readdir(join(root, 'schemas/entities'))).filter((f) => f.endsWith('.json')).sort();
  } catch {
    entityFiles = [];
  }
  for (const f of entityFiles) files.push({ file: `schemas/entities/${f}`, json: await readJson(root, `schemas/entities/${f}`) });
  const pageList = (pages as Partial<PagesFile>).pages;
  const schemaFiles = new Set<string>();
  if (Array.isArray(pageList)) for (const p of pageList) if (p && typeof p.schema === 'string') schemaFiles.add(p.schema);
  for (const f of [...schemaFiles].sort()) files.push({ file: f, json: await readJson(root, f) });
  return files;
}

/** Builds the registry from loaded files; assumes they passed the check. */
export function toRegistry(files: LoadedFile[]): Registry {
  const reg: Registry = {
    menus: { sections: [], varieties: [] },
    pages: { pages: [] },
    entities: {},
    pageSchemas: {},
  };
  for (const { file, json } of files) {
    if (file === 'menus.json') reg.menus = json as MenusFile;
    else if (file === 'pages.json') reg.pages = json as PagesFile;
    else if (file.startsWith('schemas/entities/')) {
      const e = json as EntitySchema;
      reg.entities[e.name] = e;
    } else reg.pageSchemas[file] = json as PageSchema;
  }
  return reg;
}
