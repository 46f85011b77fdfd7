// HTTP contract of the lookups the value types need: reference pickers and labels, region names.
export const LOOKUP_API = {
  /** GET ?from=<entity>.<field>&q=&page=&size= : targets the field may point at (its x-ref filter, the caller's site). */
  refOptions: '/api/refs/options',
  /** GET ?entity=&ids=1,2 : labels of records of `entity` the caller may read. */
  refLabels: '/api/refs/labels',
  /** GET ?codes=510131,510131101201 : names of the codes and of all their ancestors. */
  regionNames: '/api/common/regionNames',
} as const;

export interface RefOption {
  id: number;
  label: string;
  /** The referring field's x-ref copy: form field -> the target's value, filled in on pick. */
  copy?: Record<string, unknown>;
}

export interface RefOptionsResult {
  list: RefOption[];
  total: number;
  page: number;
  size: number;
}

export interface RefLabelsResult {
  /** id -> label; ids the caller may not read or that do not exist are absent. */
  labels: Record<string, string>;
  /** The detail page of the target entity the caller may open (its page id), else null. */
  page: string | null;
}
