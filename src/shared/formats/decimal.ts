// Number-like strings: the values are strings in the schema so that money and areas stay exact.

/**
 * Non-negative decimal with at most `places` decimals and no leading zero ("0.5" yes, "00.5", ".5",
 * "1." and "-1" no). The spec says "positive"; 0 is accepted because zero earnest money or a zero
 * rate are real values, and "must not be 0" is a minimum rule, not a format.
 */
export function decimalPattern(places: number): RegExp {
  return new RegExp(`^(0|[1-9]\\d*)(\\.\\d{1,${places}})?$`);
}

const DECIMAL2 = decimalPattern(2);
const DECIMAL4 = decimalPattern(4);
const DECIMAL6 = decimalPattern(6);

export const isDecimal2 = (v: string): boolean => DECIMAL2.test(v);
export const isDecimal4 = (v: string): boolean => DECIMAL4.test(v);
export const isDecimal6 = (v: string): boolean => DECIMAL6.test(v);

/** Any whole number, negative allowed, no leading zero and no "-0". */
export const isInteger = (v: string): boolean => /^(0|-?[1-9]\d*)$/.test(v);

/** 1, 2, 3 ... without a leading zero (spec rule 2): "0", "01", "1.0" and "-1" fail. */
export const isPositiveInteger = (v: string): boolean => /^[1-9]\d*$/.test(v);
