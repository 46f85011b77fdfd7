// A relative "$schema" must reach the right meta-schema, or the editor's help silently stops.
import type { SchemaIssue } from './issue.ts';
import { metaKindOf, type MetaKind } from './meta.ts';
import { dirnameOf, joinPath, relativePath } from './paths.ts';

const META_FILES: Record<MetaKind, string> = {
  menus: 'schemas/meta/menus.schema.json',
  pages: 'schemas/meta/pages.schema.json',
  entity: 'schemas/meta/entity.schema.json',
  page: 'schemas/meta/page.schema.json',
};

export function checkSchemaRef(file: string, json: unknown): SchemaIssue | undefined {
  const ref = (json as { $schema?: unknown } | null)?.$schema;
  if (typeof ref !== 'string' || ref.includes(':')) return undefined; // absent, or a URL
  const expected = META_FILES[metaKindOf(file)];
  if (joinPath(dirnameOf(file), ref) === expected) return undefined;
  const want = relativePath(dirnameOf(file), expected);
  return { file, pointer: '/$schema', message: `"$schema" 应指向 ${expected}，相对本文件写作 "${want.startsWith('.') ? want : './' + want}"` };
}
