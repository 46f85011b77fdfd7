// Service fees from a fee table (收费标准): rows per site and variety, each an amount bracket with a rate, an
// optional minimum and maximum, and who pays. Written once here; the expression language's `fee` operation
// (x-computed) uses it in the form and on the server. Exact decimals, rounded to the fen, never floats.
import * as D from '../decimal/index.ts';
import type { Dec } from '../expr/types.ts';

/** One row of a fee table as stored (decimal text; empty bounds are open). */
export interface FeeRow {
  payer?: unknown;
  tradeVariety?: unknown;
  lower?: unknown;
  upper?: unknown;
  rate?: unknown;
  minFee?: unknown;
  maxFee?: unknown;
}

const dec = (v: unknown): Dec | null => (v === undefined || v === null || v === '' ? null : D.readDecimal(v));

/** The row whose bracket holds `amount` (lower ≤ amount < upper); a variety's own rows before the all-variety ones. */
export function feeRowFor(rows: readonly FeeRow[], amount: Dec, variety?: string | null): FeeRow | null {
  const fits = (r: FeeRow): boolean => {
    const lo = dec(r.lower);
    const hi = dec(r.upper);
    return (lo === null || D.cmp(amount, lo) >= 0) && (hi === null || D.cmp(amount, hi) < 0);
  };
  const own = rows.filter((r) => variety && r.tradeVariety === variety && fits(r));
  if (own.length > 0) return own[0]!;
  return rows.find((r) => (r.tradeVariety === undefined || r.tradeVariety === null || r.tradeVariety === '') && fits(r)) ?? null;
}

/** amount × rate rounded half away from zero to the fen, then held within [minFee, maxFee]; null without a row. */
export function feeFor(rows: readonly FeeRow[], amount: Dec, variety?: string | null): Dec | null {
  const row = feeRowFor(rows, amount, variety);
  const rate = row ? dec(row.rate) : null;
  if (!row || rate === null) return null;
  let fee = D.round(D.mul(amount, rate), 2);
  const lo = dec(row.minFee);
  const hi = dec(row.maxFee);
  if (lo !== null && D.cmp(fee, lo) < 0) fee = D.round(lo, 2);
  if (hi !== null && D.cmp(fee, hi) > 0) fee = D.round(hi, 2);
  return fee;
}

/** The resolver name under which a record's evaluation finds a fee table's rows for one payer. */
export const feeTableName = (table: string, payer: string): string => `@fee:${table}:${payer}`;

/** The resolver name of the record's variety (fee rows of that variety win over the all-variety rows). */
export const VARIETY_NAME = '@variety';
