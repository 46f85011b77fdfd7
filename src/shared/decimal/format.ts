// The one decimal formatter: every figure on screen, in an export, a printed sheet or a message is
// written here, so the same value reads the same everywhere.
import { round } from './arith.ts';
import type { Decimal } from './types.ts';

export interface DecimalFormat {
  /** Exactly this many decimals, rounded half away from zero; absent: the decimals the value has. */
  places?: number;
  /** Thousands separators in the integer part ("1,234,567"). */
  group?: boolean;
  /** Trailing zeros of the fraction dropped ("45.3000" -> "45.3", "2400.00" -> "2400"). */
  trim?: boolean;
}

/** "1234567" -> "1,234,567"; by hand, since toLocaleString loads locale data on its first call. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** A decimal as text: "-" only for a value below zero, never "-0"; no exponent however large. */
export function formatDecimal(d: Decimal, f: DecimalFormat = {}): string {
  const r = f.places === undefined ? d : round(d, f.places);
  const neg = r.units < 0n;
  const digits = (neg ? -r.units : r.units).toString().padStart(r.scale + 1, '0');
  const int = digits.slice(0, digits.length - r.scale);
  let frac = digits.slice(digits.length - r.scale);
  if (f.trim) frac = frac.replace(/0+$/, '');
  const body = `${f.group ? grouped(int) : int}${frac ? `.${frac}` : ''}`;
  return neg ? `-${body}` : body;
}
