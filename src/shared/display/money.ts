// Amounts with thousands separators and plain numbers, from strings, exactly.
import { fromFen, groupThousands, parseDecimal, roundToFen } from './decimal-string.ts';

export { fromFen, parseDecimal, roundToFen, toFen } from './decimal-string.ts';

/**
 * 1234567.8 -> "1,234,567.80"; "-0.5" -> "-0.50". Always two decimals, half away from zero past the
 * second (same rounding as amountToCapital, so figures and capitals on one contract agree).
 * Throws RangeError for text that is not a number; displayText falls back to the raw text.
 */
export function formatAmount(value: string | number): string {
  const fen = roundToFen(value);
  if (fen === null) throw new RangeError(`不是有效的金额: ${String(value)}`);
  const s = fromFen(fen);
  const negative = s.startsWith('-');
  const [int = '0', frac = '00'] = (negative ? s.slice(1) : s).split('.');
  return `${negative ? '-' : ''}${groupThousands(int)}.${frac}`;
}

/**
 * A number with thousands separators and its decimals as given ("12345.6780" -> "12,345.6780"): areas
 * keep the 4 decimals they were entered with. Throws RangeError for text that is not a number.
 */
export function formatNumber(value: string | number): string {
  const p = parseDecimal(value);
  if (!p) throw new RangeError(`不是有效的数字: ${String(value)}`);
  const zero = p.int === '0' && /^0*$/.test(p.frac);
  return `${p.negative && !zero ? '-' : ''}${groupThousands(p.int)}${p.frac ? `.${p.frac}` : ''}`;
}
