// The list query sent to the records API: paging, one sort, the user's filters and the page's fixed filters.
import type { ListQuery } from '../../../shared/api.ts';
import type { ListPage } from '../../../shared/schema/types.ts';

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
