// Keyset paging: a cursor is the position (sort value, id) of a row in the list's order, so the next or
// previous page is an index range read instead of an OFFSET that walks every skipped row.
import { parseDecimal } from '../../shared/decimal/parse.ts';
import type { SqlParam } from '../db/types.ts';
import { invalid } from '../http/errors.ts';
import type { FieldSql } from './fields.ts';
import { orderSql, type ListSort } from './query.ts';

export interface Cursor {
  /** The row's sort value as PostgreSQL prints it (null when the row has none); absent for the id sort. */
  value: string | null;
  id: number;
}

/** The cursor names its sort so a cursor from another order is refused rather than misread. */
interface CursorBody {
  s: string;
  v: string | null;
  i: number;
}

function sortKey(sort: ListSort): string {
  return `${sort.desc ? '-' : ''}${sort.field}`;
}

export function encodeCursor(sort: ListSort, c: Cursor): string {
  const body: CursorBody = { s: sortKey(sort), v: c.value, i: c.id };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

const matches = (re: RegExp) => (v: string): boolean => re.test(v);

// A numeric sort value is PostgreSQL's numeric text, which the one decimal rule reads.
const VALUE_SHAPE: Record<FieldSql['kind'], (v: string) => boolean> = {
  numeric: (v) => parseDecimal(v) !== null,
  integer: matches(/^-?\d{1,15}$/),
  timestamp: matches(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/),
  text: matches(/^[\s\S]{0,2000}$/),
};

const BAD_CURSOR = '分页位置无效，请回到第一页';

/** A cursor from the query string, checked against the current sort and the field's value shape. */
export function decodeCursor(sort: ListSort, raw: string): Cursor {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid(BAD_CURSOR);
  }
  if (!body || typeof body !== 'object') throw invalid(BAD_CURSOR);
  const { s, v, i } = body as Partial<CursorBody>;
  if (s !== sortKey(sort) || typeof i !== 'number' || !Number.isSafeInteger(i) || i < 1) throw invalid(BAD_CURSOR);
  if (v !== null && (typeof v !== 'string' || !VALUE_SHAPE[sort.f.kind](v))) throw invalid(BAD_CURSOR);
  return { value: v ?? null, id: i };
}

const CAST: Record<FieldSql['kind'], string> = { numeric: '::numeric', integer: '::bigint', timestamp: '::timestamptz', text: '::text' };

/** One range read of the list: rows matching `where` (extra conditions), read in `orderBy`, with its own parameters. */
export interface Segment {
  where: string;
  params: SqlParam[];
  orderBy: string;
}

/**
 * The rows after the cursor in the list's order (`forward`) or before it (read in reverse, the caller
 * flips them back), as one or two index range reads: a row comparison `(expr, id) > (v, id)` serves as an
 * index bound, and rows with a NULL sort value, which no comparison reaches, come in a second read at the
 * end where the order puts them. `base` are the list's own parameters; each segment appends its own.
 */
export function keysetSegments(sort: ListSort, cursor: Cursor, forward: boolean, base: readonly SqlParam[]): Segment[] {
  // Reading backwards is reading forwards in the opposite order.
  const desc = forward ? sort.desc : !sort.desc;
  const cmp = desc ? '<' : '>';
  const n = base.length;
  const withId = [...base, cursor.id];
  const idRef = `$${n + 1}::bigint`;
  if (sort.field === 'id') return [{ where: `id ${cmp} ${idRef}`, params: withId, orderBy: `id ${desc ? 'DESC' : 'ASC'}` }];
  const expr = sort.f.expr;
  const order = orderSql(sort, desc);
  const nullsOrder = `id ${desc ? 'DESC' : 'ASC'}`;
  if (cursor.value === null) {
    // Descending lists end with the NULLs; ascending lists start with them, then the values.
    const inNulls: Segment = { where: `${expr} IS NULL AND id ${cmp} ${idRef}`, params: withId, orderBy: nullsOrder };
    return desc ? [inNulls] : [inNulls, { where: `${expr} IS NOT NULL`, params: [...base], orderBy: order }];
  }
  const byValue: Segment = {
    where: `(${expr}, id) ${cmp} ($${n + 2}${CAST[sort.f.kind]}, ${idRef})`,
    params: [...withId, cursor.value],
    orderBy: order,
  };
  return desc && !sort.f.notNull ? [byValue, { where: `${expr} IS NULL`, params: [...base], orderBy: nullsOrder }] : [byValue];
}
