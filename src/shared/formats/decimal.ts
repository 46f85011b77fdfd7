// Number-like strings: the values are strings in the schema so that money and areas stay exact. Each
// format is the one decimal rule (src/shared/decimal) narrowed, so a value the form accepts is a value
// every screen can read.
import { parseDecimal, parseUnsigned } from '../decimal/index.ts';

/**
 * Non-negative decimal with at most `places` decimals and no leading zero ("0.5" yes, "00.5", ".5",
 * "1." and "-1" no). The spec says "positive"; 0 is accepted because zero earnest money or a zero
 * rate are real values, and "must not be 0" is a minimum rule, not a format.
 */
export function isDecimalText(v: string, places: number): boolean {
  return parseUnsigned(v, places) !== null;
}

export const isDecimal2 = (v: string): boolean => isDecimalText(v, 2);
export const isDecimal4 = (v: string): boolean => isDecimalText(v, 4);
export const isDecimal6 = (v: string): boolean => isDecimalText(v, 6);

/** Any whole number, negative allowed, no leading zero and no "-0". */
export const isInteger = (v: string): boolean => v !== '-0' && parseDecimal(v)?.scale === 0;

/** 1, 2, 3 ... without a leading zero (spec rule 2): "0", "01", "1.0" and "-1" fail. */
export const isPositiveInteger = (v: string): boolean => (parseUnsigned(v, 0)?.units ?? 0n) > 0n;
