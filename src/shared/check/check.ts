// The check of the declarative files: every file against its meta-schema, then every cross-reference
// rule over the files that passed. Pure (no file system): `npm run check`, the server at start and on
// live reload, and the tests hand it loaded files; each issue names the file and a JSON pointer.
import { checkPageLinks } from './links.ts';
import type { EntitySchema, MenusFile, PageSchema, PagesFile } from '../schema/types.ts';
import type { CheckContext } from './context.ts';
import { checkBusinessRules } from './business-rules.ts';
import { checkChains } from './chains.ts';
import { checkGuards } from './guards.ts';
import { checkRollups } from './rollups.ts';
import { checkEntity } from './entities.ts';
import type { CheckEnvironment } from './environment.ts';
import { checkFieldFormats } from './field-formats.ts';
import { checkFilterOps } from './filter-ops.ts';
import type { LoadedFile, SchemaIssue } from './issue.ts';
import { checkMeta, metaKindOf, type MetaKind } from './meta.ts';
import { checkPageSchema } from './pages.ts';
import { checkPluginNames, checkPluginPages, checkPlugins } from './plugins.ts';
import { checkEntityRefs } from './refs.ts';
import { checkPrintRules } from './print.ts';
import { checkPublicData } from './public-data.ts';
import type { ProjectRule, ValidProject } from './project.ts';
import { checkRoles } from './roles.ts';
import { checkMenusFile, checkPagesFile, menuNamesOf, type SchemaFileState } from './routes.ts';
import { checkSchemaRef } from './schema-ref.ts';
import { checkSiteDefaults } from './site-defaults.ts';
import { checkSortColumns } from './sort-columns.ts';
import { checkWidgets } from './widgets.ts';

export interface CheckOptions {
  /** Files that exist but could not be parsed (already reported): references to them are not judged. */
  unreadable?: Iterable<string>;
}

/** The cross-reference rules, in order. A new rule is one module and one line here. */
const RULES: ProjectRule[] = [
  (ctx, p) => p.entities.forEach(([file, e]) => checkEntity(ctx, file, e)),
  (ctx, p) => p.entities.forEach(([file, e]) => checkEntityRefs(ctx, file, e)),
  (ctx, p) => p.entities.forEach(([file, e]) => checkFieldFormats(ctx, file, e)),
  (ctx, p) => p.pages.forEach(([file, page]) => checkPageSchema(ctx, file, page)),
  (ctx, p) => p.pagesFile && checkPagesFile(ctx, p.pagesFile, p.schemaFile),
  (ctx, p) => p.menus && checkMenusFile(ctx, p.menus),
  (ctx, p) => checkPrintRules(ctx, p.pages, p.pagesFile),
  checkPageLinks,
  checkRoles,
  checkFilterOps,
  checkSortColumns,
  checkWidgets,
  checkPluginNames,
  checkPlugins,
  checkPluginPages,
  checkBusinessRules,
  checkChains,
  checkGuards,
  checkRollups,
  checkPublicData,
  checkSiteDefaults,
];

export function checkFiles(files: readonly LoadedFile[], env: CheckEnvironment, options: CheckOptions = {}): SchemaIssue[] {
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
  const pagesFile = valid.get('pages.json') as PagesFile | undefined;
  const entityFiles = [...present, ...unreadable].filter((f) => metaKindOf(f) === 'entity');
  const ctx: CheckContext = {
    issues,
    entities: new Map(),
    entitiesKnown: entityFiles.every((f) => valid.has(f)),
    pageIds: pagesFile ? new Set(pagesFile.pages.map((p) => p.id)) : undefined,
    menuNames: menus ? menuNamesOf(menus) : undefined,
    roleNames: menus ? new Set(menus.roles.map((r) => r.name)) : undefined,
    env,
  };
  const validOf = <T>(kind: MetaKind) => [...valid].filter(([f]) => metaKindOf(f) === kind) as [string, T][];
  const project: ValidProject = {
    entities: validOf<EntitySchema>('entity'),
    pages: validOf<PageSchema>('page'),
    pagesFile,
    menus,
    schemaFile: (f: string): SchemaFileState => {
      if (valid.has(f)) return { state: 'ok', page: valid.get(f) as PageSchema };
      return present.has(f) || unreadable.has(f) ? { state: 'broken' } : { state: 'missing' };
    },
  };
  // Register every entity before checking, so a duplicate name is reported on the later file.
  for (const [file, e] of project.entities) if (!ctx.entities.has(e.name)) ctx.entities.set(e.name, { file, schema: e });
  for (const rule of RULES) rule(ctx, project);
  return issues;
}
