// The browser's page check: the same rules and messages as `npm run check`, applied to the one page
// bundle (page schema + entity) a route fetched, so a page never renders a schema the server's check
// would refuse, and says why with the file and JSON pointer instead of going blank. Development only: a
// production browser trusts the server's check at start and compares the kinds (bundle-shape.ts).
import type { PageBundle } from '../api.ts';
import type { PageEntry } from '../schema/types.ts';
import { bundleFile, kindIssue, missingSchema, type BundleCheck } from './bundle-shape.ts';
import type { CheckContext } from './context.ts';
import type { CheckEnvironment } from './environment.ts';
import { checkFilterOps } from './filter-ops.ts';
import type { SchemaIssue } from './issue.ts';
import { checkMeta } from './meta.ts';
import { checkPageSchema } from './pages.ts';
import { checkPrintRules } from './print.ts';
import type { ValidProject } from './project.ts';
import { checkWidgets } from './widgets.ts';

export type { BundleCheck, CheckedBundle } from './bundle-shape.ts';

/** The bundle narrowed for a renderer, or every issue found, each with its file and JSON pointer. */
export function checkBundle(entry: PageEntry, bundle: PageBundle, pages: readonly PageEntry[] | null, env: CheckEnvironment): BundleCheck {
  const file = bundleFile(entry);
  const fail = (issues: SchemaIssue[]): BundleCheck => ({ ok: false, issues });
  const { schema, entity } = bundle;
  if (!schema || typeof schema !== 'object') return fail([missingSchema(file)]);
  const meta = checkMeta(file, schema);
  if (meta.length > 0) return fail(meta);
  const kind = kindIssue(entry, schema, pages);
  if (kind) return fail([kind]);
  const ctx: CheckContext = {
    issues: [],
    entities: new Map(entity ? [[entity.name, { file: `schemas/entities/${entity.name}.json`, schema: entity }]] : []),
    // The server sends the page's entity when it exists, so its absence means there is none.
    entitiesKnown: true,
    pageIds: pages ? new Set(pages.map((p) => p.id)) : undefined,
    menuNames: undefined,
    roleNames: undefined,
    env,
  };
  const project: ValidProject = {
    entities: [],
    pages: [[file, schema]],
    pagesFile: undefined,
    menus: undefined,
    schemaFile: () => ({ state: 'broken' }),
  };
  checkPageSchema(ctx, file, schema);
  // The bundle holds the page's entity only; a print page's template entity is another one, judged by
  // the project check at start (judging it here reported every print page as broken).
  checkPrintRules({ ...ctx, entitiesKnown: false }, project.pages, undefined);
  checkFilterOps(ctx, project);
  checkWidgets(ctx, project);
  if (ctx.issues.length > 0 || !entity) return fail(ctx.issues);
  return { ok: true, value: { schema, entity, file } };
}
