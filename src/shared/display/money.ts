// Amounts and plain numbers as text, exactly, through the one decimal module.
import { formatDecimal, readDecimal, type Decimal } from '../decimal/index.ts';

export { fromFen, roundToFen, toFen } from '../money/fen.ts';

function decimalOf(value: string | number, noun = '数字'): Decimal {
  const d = readDecimal(value);
  if (d === null) throw new RangeError(`不是有效的${noun}: ${String(value)}`);
  return d;
}

/**
 * 1234567.8 -> "1,234,567.80"; "-0.5" -> "-0.50". Always two decimals, half away from zero past the
 * second (same rounding as amountToCapital, so figures and capitals on one contract agree).
 * Throws RangeError for a value that is not a decimal; displayText falls back to the raw text.
 */
export function formatAmount(value: string | number): string {
  return formatDecimal(decimalOf(value, '金额'), { places: 2, group: true });
}

/**
 * A number with thousands separators and its decimals as given ("12345.6780" -> "12,345.6780"): areas
 * keep the 4 decimals they were entered with. Throws RangeError for a value that is not a decimal.
 */
export function formatNumber(value: string | number): string {
  return formatDecimal(decimalOf(value), { group: true });
}

/**
 * Numbers as entered, trailing zeros trimmed: "45.3000" -> "45.3", "2400.00" -> "2,400". Throws
 * RangeError for a value that is not a decimal (the caller shows the raw text instead).
 */
export function trimmedNumber(value: string | number): string {
  return formatDecimal(decimalOf(value), { group: true, trim: true });
}
