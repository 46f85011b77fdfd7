// What a page bundle must be before any renderer gets it, in a few comparisons and without ajv: the
// production browser's whole check (the server checked every declarative file before it started), and the
// first steps of the full page check (bundle.ts) in development.
import type { PageBundle } from '../api.ts';
import type { EntitySchema, PageEntry, PageSchema } from '../schema/types.ts';
import type { SchemaIssue } from './issue.ts';
import { pointer } from './util.ts';

export interface CheckedBundle {
  schema: PageSchema;
  entity: EntitySchema;
  file: string;
}

export type BundleCheck = { ok: true; value: CheckedBundle } | { ok: false; issues: SchemaIssue[] };

export function bundleFile(entry: PageEntry): string {
  return entry.schema ?? 'pages.json';
}

export function missingSchema(file: string): SchemaIssue {
  return { file, pointer: '', message: '页面配置文件缺失或无法读取' };
}

/** The route's declared kind against the schema's own; null when they agree. */
export function kindIssue(entry: PageEntry, schema: PageSchema, pages: readonly PageEntry[] | null): SchemaIssue | null {
  if (schema.kind === entry.kind) return null;
  const i = pages?.findIndex((p) => p.id === entry.id) ?? -1;
  const at = i >= 0 ? pointer('pages', i, 'kind') : '';
  return { file: 'pages.json', pointer: at, message: `页面类型 "${entry.kind}" 与 ${bundleFile(entry)} 中的 kind "${schema.kind}" 不一致` };
}

/** A bundle from a server that checked its files at start: only what a mismatched deployment could break. */
export function trustedBundle(entry: PageEntry, bundle: PageBundle, pages: readonly PageEntry[] | null): BundleCheck {
  const file = bundleFile(entry);
  const { schema, entity } = bundle;
  if (!schema || typeof schema !== 'object') return { ok: false, issues: [missingSchema(file)] };
  const kind = kindIssue(entry, schema, pages);
  if (kind) return { ok: false, issues: [kind] };
  if (!entity) return { ok: false, issues: [{ file, pointer: '/entity', message: `实体 "${schema.entity}" 不存在` }] };
  return { ok: true, value: { schema, entity, file } };
}
