// Numbers as entered: thousands separators, the decimals the user typed with trailing zeros trimmed
// ("45.3000" -> "45.3", "2400.00" -> "2,400"). Exact: the digits are read as text, never as a float.
import { groupThousands, parseDecimal } from '../display/decimal-string.ts';

/** Throws RangeError for text that is not a number (the caller shows the raw text instead). */
export function trimmedNumber(value: string | number): string {
  const p = parseDecimal(value);
  if (!p) throw new RangeError(`不是有效的数字: ${String(value)}`);
  const frac = p.frac.replace(/0+$/, '');
  const zero = p.int === '0' && frac === '';
  return `${p.negative && !zero ? '-' : ''}${groupThousands(p.int)}${frac ? `.${frac}` : ''}`;
}
