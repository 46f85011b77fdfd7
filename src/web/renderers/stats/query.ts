// What the stats page sends: the chosen period and the filter bar's values (keyed like the list's).
// The page's fixed filters are not sent: the server reads them from the page schema itself.
import type { StatsPage } from '../../../shared/schema/types.ts';
import { filterKey, type FilterValues } from '../list/query.ts';
import type { StatsQuery } from './api.ts';

export interface StatsState {
  year: number | null;
  month: number | null;
  filters: FilterValues;
}

export function buildStatsQuery(schema: StatsPage, state: StatsState): StatsQuery {
  const query: StatsQuery = {};
  if (state.year !== null) {
    query.year = state.year;
    if (state.month !== null) query.month = state.month;
  }
  for (const f of schema.filters ?? []) {
    const v = state.filters[filterKey(f.field, f.op)]?.trim();
    if (v) query[`f.${f.field}.${f.op}`] = v;
  }
  return query;
}
