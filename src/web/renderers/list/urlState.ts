// A list's filters, page, size and order in the address bar, so a filtered list can be bookmarked,
// shared, reopened after a reload and linked to (`link` on a column, `filter` on a navigate action).
// The keys are the records API's own: `f.<field>.<op>`, `page`, `size`, `sort` (`-field` descending).
// Only what differs from the page's defaults is written; other query keys (a variety's `type`) stay.
import type { ListPage } from '../../../shared/schema/types.ts';
import { filterKey, initialListState, sortParam, type FilterValues, type ListState, type SortState } from './query.ts';

const PAGE_SIZES = [10, 20, 50, 100];

function isListKey(key: string): boolean {
  return key.startsWith('f.') || key === 'page' || key === 'size' || key === 'sort';
}

function sortable(schema: ListPage, field: string): boolean {
  return schema.defaultSort?.field === field || schema.columns.some((c) => c.field === field && c.sortable);
}

function sortOf(schema: ListPage, raw: string | null): SortState | null | undefined {
  if (!raw) return undefined;
  const desc = raw.startsWith('-');
  const field = desc ? raw.slice(1) : raw;
  return sortable(schema, field) ? { field, order: desc ? 'desc' : 'asc' } : undefined;
}

/** The filters of the page's filter bar found in `params` (others are ignored: the bar could not show them). */
export function filtersFromUrl(schema: ListPage, params: URLSearchParams): FilterValues {
  const out: FilterValues = {};
  for (const f of schema.filters ?? []) {
    const v = params.get(`f.${f.field}.${f.op}`)?.trim();
    if (v) out[filterKey(f.field, f.op)] = v;
  }
  return out;
}

/** The list state `params` describe, the page's defaults for anything missing or not understood. */
export function listStateFromUrl(schema: ListPage, params: URLSearchParams): ListState {
  const s = initialListState(schema);
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    ...s,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: PAGE_SIZES.includes(size) || size === schema.pageSize ? size : s.size,
    sort: sortOf(schema, params.get('sort')) ?? s.sort,
    filters: filtersFromUrl(schema, params),
  };
}

/** `params` with the list's keys replaced by those of `state` (only what differs from the defaults). */
export function withListState(schema: ListPage, params: URLSearchParams, state: ListState): URLSearchParams {
  const next = new URLSearchParams();
  for (const [k, v] of params) if (!isListKey(k)) next.append(k, v);
  for (const f of schema.filters ?? []) {
    const v = state.filters[filterKey(f.field, f.op)]?.trim();
    if (v) next.set(`f.${f.field}.${f.op}`, v);
  }
  const d = initialListState(schema);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.size !== d.size) next.set('size', String(state.size));
  const sort = sortParam(state.sort);
  if (sort && sort !== sortParam(d.sort)) next.set('sort', sort);
  return next;
}

/** The list part of `params` in one comparable string. */
export function listUrlKey(schema: ListPage, params: URLSearchParams): string {
  return withListState(schema, new URLSearchParams(), listStateFromUrl(schema, params)).toString();
}
