// A page's fixed filters laid over a request's list filters. Same-key filters of the request are replaced
// and every other one is ANDed, so a request can narrow what the page shows but never widen it.
import type { Bag } from '../http/params.ts';

export type FixedFilters = Readonly<Record<string, string | readonly string[]>>;

export function withFixedFilters(query: Bag, fixed: FixedFilters | undefined): Bag {
  const out: Bag = { ...query };
  for (const [field, value] of Object.entries(fixed ?? {})) {
    if (typeof value === 'string') out[`f.${field}.eq`] = value;
    else out[`f.${field}.in`] = value.join(',');
  }
  return out;
}
