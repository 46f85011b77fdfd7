// Exact arithmetic on decimals: results keep every digit; only `round` drops any, and says how.
import type { Decimal } from './types.ts';

/** The units at a scale ≥ d.scale. */
export function rescale(d: Decimal, scale: number): bigint {
  return d.units * 10n ** BigInt(scale - d.scale);
}

function align(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const s = Math.max(a.scale, b.scale);
  return [rescale(a, s), rescale(b, s), s];
}

export function add(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = align(a, b);
  return { units: x + y, scale };
}

export function sub(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = align(a, b);
  return { units: x - y, scale };
}

export function mul(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

export function cmp(a: Decimal, b: Decimal): number {
  const [x, y] = align(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Rounds half away from zero (四舍五入) to `places` decimals; fewer decimals are padded. */
export function round(d: Decimal, places: number): Decimal {
  if (d.scale <= places) return { units: rescale(d, places), scale: places };
  const div = 10n ** BigInt(d.scale - places);
  const neg = d.units < 0n;
  const abs = neg ? -d.units : d.units;
  let q = abs / div;
  if ((abs % div) * 2n >= div) q += 1n;
  return { units: neg ? -q : q, scale: places };
}

/** The units at `places` decimals when nothing is lost ("1.000" at 2 -> 100n), else null ("1.005"). */
export function exactUnits(d: Decimal, places: number): bigint | null {
  if (d.scale <= places) return rescale(d, places);
  const div = 10n ** BigInt(d.scale - places);
  return d.units % div === 0n ? d.units / div : null;
}
