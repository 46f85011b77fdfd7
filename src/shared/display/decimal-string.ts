// Exact decimal reading of a string or number, so money never passes through float arithmetic.

export interface DecimalParts {
  negative: boolean;
  /** Integer digits without leading zeros ("0" for none). */
  int: string;
  /** Fraction digits as written, trailing zeros kept ("" for none). */
  frac: string;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Reads "1004.56", "-0.5", "+12", "1e21", 1004.56, -1e-7 ... exactly; null for anything else.
 * A number is read through String(n), the shortest decimal that round-trips, so 1004.56 stays 1004.56
 * (the float error only appears if you multiply by 100, which we never do).
 */
export function parseDecimal(value: string | number): DecimalParts | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const m = DECIMAL.exec(String(value).trim());
  if (!m) return null;
  let int = m[2] ?? '';
  let frac = m[3] ?? '';
  if (int === '' && frac === '') return null;
  const exp = Number(m[4] ?? '0');
  if (!Number.isSafeInteger(exp) || Math.abs(exp) > 1000) return null;
  // Shift the decimal point by the exponent, padding with zeros.
  if (exp > 0) {
    frac = frac.padEnd(exp, '0');
    int += frac.slice(0, exp);
    frac = frac.slice(exp);
  } else if (exp < 0) {
    int = int.padStart(-exp, '0');
    frac = int.slice(int.length + exp) + frac;
    int = int.slice(0, int.length + exp);
  }
  int = int.replace(/^0+/, '') || '0';
  return { negative: m[1] === '-', int, frac };
}

function isZero(p: DecimalParts): boolean {
  return p.int === '0' && /^0*$/.test(p.frac);
}

/**
 * Integer fen, exact. Throws RangeError for text that is not a number and for amounts finer than a fen
 * ("1.005"); extra zeros are fine ("1.000" = 100 fen) since they lose nothing.
 */
export function toFen(value: string | number): bigint {
  const p = parseDecimal(value);
  if (!p) throw new RangeError(`不是有效的金额: ${String(value)}`);
  if (/[1-9]/.test(p.frac.slice(2))) throw new RangeError(`金额最多保留两位小数: ${String(value)}`);
  const fen = BigInt(p.int) * 100n + BigInt(p.frac.slice(0, 2).padEnd(2, '0'));
  return p.negative ? -fen : fen;
}

/**
 * Integer fen for display, rounding half away from zero (四舍五入) past the second decimal. Display only:
 * money maths uses toFen, which refuses to round. 0.4321 -> 43, 1000054.4321 -> 100005443 (the cn2an
 * cases come out the same as its truncation). Null for text that is not a number.
 */
export function roundToFen(value: string | number): bigint | null {
  const p = parseDecimal(value);
  if (!p) return null;
  let fen = BigInt(p.int) * 100n + BigInt(p.frac.slice(0, 2).padEnd(2, '0'));
  if ((p.frac[2] ?? '0') >= '5') fen += 1n;
  return p.negative && !isZero(p) ? -fen : fen;
}

/** Integer fen -> "1004.56" / "-0.05" / "0.00": exact, always two decimals. */
export function fromFen(fen: bigint | number): string {
  if (typeof fen === 'number' && !Number.isSafeInteger(fen)) throw new RangeError(`分必须是整数: ${fen}`);
  const f = BigInt(fen);
  const abs = f < 0n ? -f : f;
  const yuan = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${f < 0n ? '-' : ''}${yuan}.${cents}`;
}

/** "1234567" -> "1,234,567". */
export function groupThousands(intDigits: string): string {
  return intDigits.replace(/\B(?=(\d{3})+$)/g, ',');
}
