// The list page an export or import speaks for: it names the columns, and the caller must be able to open it.
import { varietyNames } from '../../shared/names.ts';
import type { EntitySchema, ListPage, PageEntry } from '../../shared/schema/types.ts';
import type { Actor, AppContext } from '../context.ts';
import { invalid } from '../http/errors.ts';
import { findListPage } from '../records/pageList.ts';
import { str, type Bag } from '../http/params.ts';

export interface ListPageRef {
  entry: PageEntry;
  schema: ListPage;
  /** What the page's tab is called: the file name of exports and templates. */
  title: string;
}

export function listPageOf(ctx: AppContext, actor: Actor, entity: EntitySchema, query: Bag): ListPageRef {
  const id = str(query, 'listPage');
  if (!id) throw invalid('请指定列表页（listPage）');
  const { entry, schema } = findListPage(ctx, actor, id, entity.name);
  return { entry, schema, title: schema.title ?? entry.title };
}

/** code -> label of each dictionary type the given fields use (and variety names for the variety column). */
export async function dictionariesOf(ctx: AppContext, entity: EntitySchema, fields: string[]): Promise<Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, string>> = {};
  for (const f of fields) {
    if (f === 'variety') out[f] = varietyNames(ctx.registry.menus);
    const type = entity.properties[f]?.['x-dict'];
    if (!type) continue;
    const rows = await ctx.db.query<{ code: string; label: string }>('SELECT code, label FROM dictionaries WHERE type = $1 ORDER BY sort, id', [type]);
    out[f] = Object.fromEntries(rows.map((r) => [r.code, r.label]));
  }
  return out;
}
