// A list's first page is asked for as soon as the page's bundle is known (PageHost, through the renderer
// registry), while the grid's chunk is still downloading, instead of from the grid after it mounts.
import { hashKey, type QueryKey } from '@tanstack/react-query';
import type { EntitySchema, ListPage, PageEntry } from '../../../shared/schema/types.ts';
import { records } from '../../engine/records.ts';
import { queryClient } from '../../query/client.ts';
import { queryKeys } from '../../query/keys.ts';
import type { ListQuery } from '../../../shared/api.ts';
import { firstTab, listQuery } from './query.ts';
import { listStateFromUrl } from './urlState.ts';

/** The query a list page sends first: its address's filters, page and order (urlState.ts) on its first tab. */
export function firstListQuery(pageId: string, schema: ListPage, entity: EntitySchema, params: URLSearchParams): ListQuery {
  return listQuery(schema, listStateFromUrl(schema, params), firstTab(pageId, schema, entity));
}

// Answers fetched ahead that no list has mounted for yet, by query hash.
const ahead = new Set<string>();

export function prefetchList(entry: PageEntry, schema: ListPage, entity: EntitySchema): void {
  // The list opens with the filters, page and order in its address (urlState.ts): ask for those.
  const query = firstListQuery(entry.id, schema, entity, new URLSearchParams(window.location.search));
  const queryKey = queryKeys.pageList(entity.name, entry.id, query);
  ahead.add(hashKey(queryKey));
  // Errors surface when the list itself asks (its query retries and shows 重试).
  void queryClient.prefetchQuery({ queryKey, queryFn: () => records.pageList(entry.id, query) });
}

/** The hash of `queryKey` when its answer was fetched ahead for a list not yet mounted, else null. Only
 *  looks: React may render a mounting list more than once before committing it (an interrupted render on a
 *  busy machine), so the answer is used up by `usedAhead` once the list has mounted. */
export function aheadOf(queryKey: QueryKey): string | null {
  const hash = hashKey(queryKey);
  return ahead.has(hash) ? hash : null;
}

/** The list has mounted with the answer fetched ahead: a later mount asks the server as usual. */
export function usedAhead(hash: string | null): void {
  if (hash !== null) ahead.delete(hash);
}
