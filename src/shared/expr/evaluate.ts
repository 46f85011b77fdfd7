// Evaluation of expressions and conditions over a record (see types.ts for the language).
import * as D from '../decimal/index.ts';
import type { Cond, Dec, Expr, Resolve, Value } from './types.ts';
import { feeFor, feeTableName, VARIETY_NAME, type FeeRow } from '../fees/index.ts';

function isDec(v: Value): v is Dec {
  return v !== null && typeof v === 'object';
}

function valueOf(raw: unknown): Value {
  if (raw === undefined || raw === null || raw === '') return null;
  const d = D.readDecimal(raw);
  if (d) return d;
  return typeof raw === 'string' ? raw : null;
}

function decs(items: Expr[], resolve: Resolve): Dec[] | null {
  const out: Dec[] = [];
  for (const e of items) {
    const v = evaluate(e, resolve);
    if (!isDec(v)) return null;
    out.push(v);
  }
  return out;
}

function fold(items: Expr[], resolve: Resolve, f: (a: Dec, b: Dec) => Dec): Value {
  const ds = decs(items, resolve);
  if (!ds || ds.length === 0) return null;
  return ds.slice(1).reduce(f, ds[0]!);
}

export function evaluate(e: Expr, resolve: Resolve): Value {
  if ('field' in e) {
    const v = valueOf(resolve(e.field));
    return v ?? (e.default !== undefined ? valueOf(e.default) : null);
  }
  if ('const' in e) return valueOf(e.const);
  if ('add' in e) return fold(e.add, resolve, D.add);
  if ('sub' in e) return fold(e.sub, resolve, D.sub);
  if ('mul' in e) return fold(e.mul, resolve, D.mul);
  if ('round' in e) {
    const v = evaluate(e.round, resolve);
    return isDec(v) ? D.round(v, e.places ?? 2) : null;
  }
  if ('min' in e) return fold(e.min, resolve, (a, b) => (D.cmp(a, b) <= 0 ? a : b));
  if ('max' in e) return fold(e.max, resolve, (a, b) => (D.cmp(a, b) >= 0 ? a : b));
  if ('if' in e) {
    const c = test(e.if[0], resolve);
    if (c === null) return null;
    return evaluate(c ? e.if[1] : e.if[2], resolve);
  }
  if ('fee' in e) {
    const amount = evaluate(e.fee.amount, resolve);
    const rows = resolve(feeTableName(e.fee.table, e.fee.payer));
    if (!isDec(amount) || !Array.isArray(rows)) return null;
    const variety = resolve(VARIETY_NAME);
    return feeFor(rows as FeeRow[], amount, typeof variety === 'string' ? variety : null);
  }
  return null;
}

/** -1/0/1, or null when either side is missing or the kinds differ (a decimal against text). */
function compare(pair: [Expr, Expr], resolve: Resolve): number | null {
  const a = evaluate(pair[0], resolve);
  const b = evaluate(pair[1], resolve);
  if (a === null || b === null) return null;
  if (isDec(a) && isDec(b)) return D.cmp(a, b);
  // Dates and date-times are ISO text, whose order is the text order.
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return null;
}

/** true / false, or null when an operand is missing (the rule does not apply). */
export function test(c: Cond, resolve: Resolve): boolean | null {
  if ('present' in c) return valueOf(resolve(c.present)) !== null;
  if ('not' in c) {
    const v = test(c.not, resolve);
    return v === null ? null : !v;
  }
  if ('and' in c) {
    const vs = c.and.map((x) => test(x, resolve));
    if (vs.includes(false)) return false;
    return vs.includes(null) ? null : true;
  }
  if ('or' in c) {
    const vs = c.or.map((x) => test(x, resolve));
    if (vs.includes(true)) return true;
    return vs.includes(null) ? null : false;
  }
  const [op, pair] = Object.entries(c)[0] as [string, [Expr, Expr]];
  const r = compare(pair, resolve);
  if (r === null) return null;
  switch (op) {
    case 'gt':
      return r > 0;
    case 'gte':
      return r >= 0;
    case 'lt':
      return r < 0;
    case 'lte':
      return r <= 0;
    case 'eq':
      return r === 0;
    case 'ne':
      return r !== 0;
    default:
      return null;
  }
}

/** A resolver over a plain record: "a" reads data.a; "a.b" reads data.a.b when a is an object. */
export function recordResolver(data: Record<string, unknown>, refs?: Resolve): Resolve {
  return (name) => {
    if (Object.hasOwn(data, name)) return data[name];
    if ((name.includes('.') || name.startsWith('@')) && refs) return refs(name);
    return undefined;
  };
}
