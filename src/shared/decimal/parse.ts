// The one decimal parser. Every decimal the engine reads — a typed amount, a stored field, an expression
// constant, a fee row, a filter value, a JS number — is read here, by one rule:
//
//   optional "-", digits without a leading zero ("0" alone is fine), optional "." and at least one digit.
//
// Refused everywhere: exponents ("1e3": a slip of the keyboard turns 1000 into 1e30, and money text never
// needs them), "+", thousands separators ("1,000": 1,000 reads as one thousand or as one in some locales),
// leading zeros ("007"), bare points (".5", "1."), full-width digits and surrounding blanks (readers of
// typed text trim first). "-0" is zero. Text keeps its written scale ("1.50" has two decimals).
import type { Decimal } from './types.ts';

const PLAIN = /^(-?)(0|[1-9]\d*)(?:\.(\d+))?$/;

/** Plain decimal text -> an exact decimal; null for anything the rule above refuses. */
export function parseDecimal(text: string): Decimal | null {
  const m = PLAIN.exec(text);
  if (!m) return null;
  const frac = m[3] ?? '';
  const units = BigInt(m[2]! + frac);
  return { units: m[1] === '-' ? -units : units, scale: frac.length };
}

/**
 * An amount-like text: the same rule, without a sign (not even on zero) and with at most `places`
 * decimals written ("1.000" is refused at 2 places: the field declares how it is written).
 */
export function parseUnsigned(text: string, places: number): Decimal | null {
  if (text.startsWith('-')) return null;
  const d = parseDecimal(text);
  return d !== null && d.scale <= places ? d : null;
}

/**
 * Any value as a decimal: text trimmed, then parsed; a bigint as an integer; a finite JS number as the
 * decimal it denotes (an integer exactly, otherwise its shortest round-trip text, which is plain for every
 * fraction from 1e-6 up); null for anything else, including 1e-7 (no exponents, here either).
 */
export function readDecimal(value: unknown): Decimal | null {
  if (typeof value === 'string') return parseDecimal(value.trim());
  if (typeof value === 'bigint') return { units: value, scale: 0 };
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (Number.isInteger(value)) return { units: BigInt(value), scale: 0 };
  return parseDecimal(String(value));
}
