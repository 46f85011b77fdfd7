// Links to a list filtered by a record: a column's `link` and a navigate action's `filter` name filters
// of the target list page and where on the current row their values come from (like `prefill`). The
// target list reads them from its address (`f.<field>.<op>`, the records API's own keys), shows them in
// its filter bar and sends them as ordinary request filters; the server lays the page's fixed filters
// over them, so a link can narrow a list but never widen it.
import type { RecordRow } from './api.ts';
import { isSystemField, type LinkFilter } from './schema/types.ts';

/** A link filter key (`field` or `field.op`) as the target's field and comparison. */
export function linkFilterKey(key: string): { field: string; op: string } {
  const dot = key.indexOf('.');
  return dot < 0 ? { field: key, op: 'eq' } : { field: key.slice(0, dot), op: key.slice(dot + 1) };
}

function asText(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() === '' ? null : v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'boolean') return String(v);
  return null;
}

/**
 * The address query (`f.<field>.<op>` -> value) of a link from `row`, or null when a source is empty:
 * a link without its filter would open the whole list, which is not what it promises.
 */
export function linkFilterParams(filter: LinkFilter, row: RecordRow): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [key, source] of Object.entries(filter)) {
    const v = asText(isSystemField(source) ? row[source] : row.data[source]);
    if (v === null) return null;
    const { field, op } = linkFilterKey(key);
    out[`f.${field}.${op}`] = v;
  }
  return out;
}
