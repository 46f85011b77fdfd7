// The list query sent to the records API: paging, one sort, the user's filters and the page's fixed filters.
import type { ListQuery } from '../../../shared/api.ts';
import { formatDecimal } from '../../../shared/decimal/format.ts';
import type { EntitySchema, ListPage } from '../../../shared/schema/types.ts';
import { keptTab } from '../../stores/listTabs.ts';

export interface SortState {
  field: string;
  order: 'asc' | 'desc';
}

/** Filter values keyed by `<field>.<op>` so one field may have two filters (e.g. a range). */
export type FilterValues = Record<string, string | undefined>;

export interface ListState {
  page: number;
  size: number;
  sort: SortState | null;
  filters: FilterValues;
  /** Keyset position for a step to the adjacent page (the previous answer's next/prev cursor). */
  cursor?: { after?: string; before?: string };
  /** Count every match instead of stopping at the server's cap. */
  exactCount?: boolean;
}

export const DEFAULT_PAGE_SIZE = 10;

export function filterKey(field: string, op: string): string {
  return `${field}.${op}`;
}

export function initialListState(schema: ListPage): ListState {
  return { page: 1, size: schema.pageSize ?? DEFAULT_PAGE_SIZE, sort: schema.defaultSort ?? null, filters: {} };
}

export function sortParam(sort: SortState | null): string | undefined {
  if (!sort) return undefined;
  return sort.order === 'desc' ? `-${sort.field}` : sort.field;
}

export function buildListQuery(schema: ListPage, state: ListState): ListQuery {
  const query: ListQuery = { page: state.page, size: state.size };
  if (state.cursor?.after) query.after = state.cursor.after;
  else if (state.cursor?.before) query.before = state.cursor.before;
  if (state.exactCount) query.count = 'exact';
  // A cleared column sort falls back to the page's default order rather than the server's.
  const sort = sortParam(state.sort ?? schema.defaultSort ?? null);
  if (sort) query.sort = sort;
  for (const f of schema.filters ?? []) {
    const v = state.filters[filterKey(f.field, f.op)]?.trim();
    if (v) query[`f.${f.field}.${f.op}`] = v;
  }
  // Fixed filters go last so the user cannot widen what the page is meant to show.
  for (const [field, value] of Object.entries(schema.fixedFilters ?? {})) {
    if (Array.isArray(value)) query[`f.${field}.in`] = value.join(',');
    else query[`f.${field}.eq`] = value;
  }
  return query;
}

/** The values of a list's tab field, in declared order (the first is the default tab). */
export function tabKeys(entity: EntitySchema, field: string | undefined): string[] {
  const p = field ? entity.properties[field] : undefined;
  return (p?.enum ?? []).map(String);
}

/** The query for `state` on the tab `tab` of the page's tab field (none: all records). */
export function listQuery(schema: ListPage, state: ListState, tab: string): ListQuery {
  const q = buildListQuery(schema, state);
  if (schema.tabs?.field && tab) q[`f.${schema.tabs.field}.eq`] = tab;
  return q;
}

/** The tab a list opens on: the one last chosen on this page, else the first. */
export function firstTab(pageId: string, schema: ListPage, entity: EntitySchema): string {
  return keptTab(pageId, tabKeys(entity, schema.tabs?.field));
}

/**
 * The state for page `page` at `size`: a step to the adjacent page continues from the current answer's
 * cursor (an index read however deep), any other jump goes by page number.
 */
export function pageState(s: ListState, page: number, size: number, cursors: { next?: string | null; prev?: string | null } | undefined): ListState {
  if (size !== s.size) return { ...s, page: 1, size, cursor: undefined };
  const cursor = page === s.page + 1 && cursors?.next ? { after: cursors.next } : page === s.page - 1 && page > 1 && cursors?.prev ? { before: cursors.prev } : undefined;
  return { ...s, page, cursor };
}

/** "共 1,234 条", or "约 25,000 条" when the server stopped counting and estimated. */
export function totalText(total: number, exact: boolean | undefined): string {
  // Grouped by hand: toLocaleString's first call loads the locale data (~20 ms of a cold list).
  return `${exact === false ? '约' : '共'} ${formatDecimal({ units: Number.isFinite(total) ? BigInt(Math.trunc(total)) : 0n, scale: 0 }, { group: true })} 条`;
}
