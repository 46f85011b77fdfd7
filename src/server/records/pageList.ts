// A list page's rows: the page is named, so its fixed filters are the server's to apply, whatever the
// request says (the browser's copy of them only names the cache entry).
import type { ListResult } from '../../shared/api.ts';
import { canPage } from '../../shared/permission.ts';
import type { ListPage, PageEntry } from '../../shared/schema/types.ts';
import type { Actor, AppContext } from '../context.ts';
import { notFound, unauthorized } from '../http/errors.ts';
import type { Bag } from '../http/params.ts';
import { withFixedFilters } from './fixedFilters.ts';
import { listRecords } from './service.ts';

export interface ListPageFound {
  entry: PageEntry;
  schema: ListPage;
}

/** The list page `id` the actor may open (of `entity` when given), else 100003 / 100004. */
export function findListPage(ctx: AppContext, actor: Actor, id: string, entity?: string): ListPageFound {
  const entry = ctx.registry.pages.pages.find((p) => p.id === id);
  const schema = entry?.schema ? ctx.registry.pageSchemas[entry.schema] : undefined;
  if (!entry || schema?.kind !== 'list' || (entity !== undefined && schema.entity !== entity)) throw notFound(`列表页不存在：${id}`);
  if (!canPage(actor, ctx.registry.menus, entry)) throw unauthorized();
  return { entry, schema };
}

export async function listPageRecords(ctx: AppContext, actor: Actor, pageId: string, query: Bag): Promise<ListResult> {
  const { schema } = findListPage(ctx, actor, pageId);
  return listRecords(ctx, actor, schema.entity, withFixedFilters(query, schema.fixedFilters));
}
