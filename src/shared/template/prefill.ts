// Create-from-another-record. A navigate action's `prefill` maps target form fields to source paths
// on the clicked row; the target page gets ?prefill.<field>=<value> and its create form starts with
// those values. Only text travels in a URL, so values are turned back into the field's type on arrival.
import type { RecordRow } from '../api.ts';
import { readDecimal } from '../decimal/parse.ts';
import { isSystemField, type EntitySchema } from '../schema/types.ts';

export const PREFILL_PREFIX = 'prefill.';

/** A source path the row can answer: a system column or a data field of the source entity. */
export function isPrefillSource(entity: EntitySchema, path: string): boolean {
  return isSystemField(path) || Object.hasOwn(entity.properties, path);
}

function asParam(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() === '' ? null : v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'boolean') return String(v);
  return null; // empty, or a structure a query parameter cannot carry faithfully
}

/** Query parameters (prefill.<target> -> value) for a row; empty source values are left out. */
export function prefillParams(prefill: Record<string, string>, row: RecordRow): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [target, source] of Object.entries(prefill)) {
    const raw: unknown = isSystemField(source) ? row[source] : row.data[source];
    const v = asParam(raw);
    if (v !== null) out[`${PREFILL_PREFIX}${target}`] = v;
  }
  return out;
}

function typed(type: string | undefined, text: string): unknown {
  switch (type) {
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : undefined;
    case 'integer':
    case 'number': {
      // The one decimal rule: "1e3" or "0x10" in an address is not a number here either.
      const d = readDecimal(text);
      return d !== null && (type === 'number' || d.scale === 0) ? Number(text) : undefined;
    }
    case 'string':
    case undefined:
      return text;
    default:
      return undefined; // arrays and objects are not prefilled
  }
}

/**
 * The initial data a create form takes from its URL: only fields the form shows and may write, each
 * converted to its property type (a value that does not convert is dropped, not guessed).
 */
export function readPrefill(search: URLSearchParams, fields: readonly string[], entity: EntitySchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const text = search.get(`${PREFILL_PREFIX}${f}`);
    const p = entity.properties[f];
    if (text === null || !p || p.readOnly) continue;
    const v = typed(p.type, text);
    if (v !== undefined) out[f] = v;
  }
  return out;
}
