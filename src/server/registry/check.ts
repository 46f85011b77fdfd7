// The check of the declarative files: every file against its meta-schema, then every cross-reference
// (entities, fields, pages, menus, workflow actions and states). Used by `npm run check`, the tests
// and the server at start; each issue names the file and a JSON pointer into it.
import { posix } from 'node:path';
import type { EntitySchema, MenusFile, PageSchema, PagesFile } from '../../shared/schema/types.ts';
import type { LoadedFile } from './load.ts';
import { checkMeta, metaKindOf, type MetaKind } from './check-meta.ts';
import { collectFiles } from './check-load.ts';
import type { CheckContext } from './check-context.ts';
import { checkEntity } from './check-entities.ts';
import { checkEntityRefs } from './check-refs.ts';
import { checkPageSchema } from './check-pages.ts';
import { checkPrintRules } from './check-print.ts';
import { checkMenusFile, checkPagesFile, menuNamesOf, type SchemaFileState } from './check-routes.ts';

export interface SchemaIssue {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  /** JSON pointer into the file ("" for the whole file). */
  pointer: string;
  message: string;
}

export interface CheckOptions {
  /** Files that exist but could not be parsed (already reported): references to them are not judged. */
  unreadable?: Iterable<string>;
}

const META_FILES: Record<MetaKind, string> = {
  menus: 'schemas/meta/menus.schema.json',
  pages: 'schemas/meta/pages.schema.json',
  entity: 'schemas/meta/entity.schema.json',
  page: 'schemas/meta/page.schema.json',
};

/** A relative "$schema" must reach the right meta-schema, or the editor's help silently stops. */
function checkSchemaRef(file: string, json: unknown): SchemaIssue | undefined {
  const ref = (json as { $schema?: unknown } | null)?.$schema;
  if (typeof ref !== 'string' || ref.includes(':')) return undefined; // absent, or a URL
  const expected = META_FILES[metaKindOf(file)];
  const resolved = posix.normalize(posix.join(posix.dirname(file), ref));
  if (resolved === expected) return undefined;
  const want = posix.relative(posix.dirname(file), expected);
  return { file, pointer: '/$schema', message: `"$schema" 应指向 ${expected}，相对本文件写作 "${want.startsWith('.') ? want : './' + want}"` };
}

export function checkFiles(files: LoadedFile[], options: CheckOptions = {}): SchemaIssue[] {
  const unreadable = new Set(options.unreadable ?? []);
  const issues: SchemaIssue[] = [];
  const valid = new Map<string, unknown>();
  for (const { file, json } of files) {
    const meta = checkMeta(file, json);
    issues.push(...meta);
    const ref = checkSchemaRef(file, json);
    if (ref) issues.push(ref);
    if (meta.length === 0) valid.set(file, json);
  }
  const present = new Set(files.map((f) => f.file));
  for (const f of ['menus.json', 'pages.json']) {
    if (!present.has(f) && !unreadable.has(f)) issues.push({ file: f, pointer: '', message: '文件不存在' });
  }

  const menus = valid.get('menus.json') as MenusFile | undefined;
  const pages = valid.get('pages.json') as PagesFile | undefined;
  const entityFiles = [...present, ...unreadable].filter((f) => metaKindOf(f) === 'entity');
  const ctx: CheckContext = {
    issues,
    entities: new Map(),
    entitiesKnown: entityFiles.every((f) => valid.has(f)),
    pageIds: pages ? new Set(pages.pages.map((p) => p.id)) : undefined,
    menuNames: menus ? menuNamesOf(menus) : undefined,
  };
  const validOf = (kind: MetaKind) => [...valid].filter(([f]) => metaKindOf(f) === kind);
  // Register every entity before checking, so a duplicate name is reported on the later file.
  for (const [file, json] of validOf('entity')) {
    const e = json as EntitySchema;
    if (!ctx.entities.has(e.name)) ctx.entities.set(e.name, { file, schema: e });
  }
  for (const [file, json] of validOf('entity')) checkEntity(ctx, file, json as EntitySchema);
  for (const [file, json] of validOf('entity')) checkEntityRefs(ctx, file, json as EntitySchema);
  for (const [file, json] of validOf('page')) checkPageSchema(ctx, file, json as PageSchema);
  if (pages) {
    const schemaFile = (f: string): SchemaFileState => {
      if (valid.has(f)) return { state: 'ok', page: valid.get(f) as PageSchema };
      return present.has(f) || unreadable.has(f) ? { state: 'broken' } : { state: 'missing' };
    };
    checkPagesFile(ctx, pages, schemaFile);
  }
  if (menus) checkMenusFile(ctx, menus);
  checkPrintRules(ctx, validOf('page') as [string, PageSchema][], pages);
  return issues;
}

export interface ProjectCheck {
  files: LoadedFile[];
  issues: SchemaIssue[];
}

/** Reads and checks a project folder; never throws for problems in the files themselves. */
export async function checkProject(root: string): Promise<ProjectCheck> {
  const { files, unreadable } = await collectFiles(root);
  const issues = [...unreadable, ...checkFiles(files, { unreadable: unreadable.map((i) => i.file) })];
  return { files, issues };
}

/** `file#pointer: message`, the form the check command and the server print. */
export function formatIssue(i: SchemaIssue): string {
  return `${i.file}#${i.pointer}: ${i.message}`;
}

export { collectFiles };
