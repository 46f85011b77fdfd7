// Money as integer fen (bigint) and yuan text, both ways through the one decimal module: arithmetic stays
// in fen, text is only read and written here.
import { exactUnits, formatDecimal, readDecimal, round } from '../decimal/index.ts';

/**
 * Integer fen, exact. Throws RangeError for a value the decimal rule refuses and for amounts finer than a
 * fen ("1.005"); extra zeros are fine ("1.000" = 100 fen) since they lose nothing. Signed: for amounts the
 * system stored or computed (a person's typed amount goes through parseMoney).
 */
export function toFen(value: string | number): bigint {
  const d = readDecimal(value);
  if (d === null) throw new RangeError(`不是有效的金额: ${String(value)}`);
  const fen = exactUnits(d, 2);
  if (fen === null) throw new RangeError(`金额最多保留两位小数: ${String(value)}`);
  return fen;
}

/**
 * Integer fen for display, rounding half away from zero (四舍五入) past the second decimal. Display only:
 * money maths uses toFen, which refuses to round. 0.4321 -> 43, 1000054.4321 -> 100005443. Null for a
 * value that is not a decimal.
 */
export function roundToFen(value: string | number): bigint | null {
  const d = readDecimal(value);
  return d === null ? null : round(d, 2).units;
}

/** Integer fen -> "1004.56" / "-0.05" / "0.00": exact, always two decimals (what the server stores). */
export function fromFen(fen: bigint | number): string {
  if (typeof fen === 'number' && !Number.isSafeInteger(fen)) throw new RangeError(`分必须是整数: ${fen}`);
  return formatDecimal({ units: BigInt(fen), scale: 2 });
}

/** Integer fen -> "1,263,000.00" / "-0.01": two decimals and thousands separators, as every screen shows money. */
export function fenText(fen: bigint): string {
  return formatDecimal({ units: fen, scale: 2 }, { group: true });
}
