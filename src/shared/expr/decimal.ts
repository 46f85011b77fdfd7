// Exact decimal arithmetic on bigint units, for the expression language.
import type { Dec } from './types.ts';

const PLAIN = /^(-?)(0|[1-9]\d*)(?:\.(\d+))?$/;

export function readDec(v: unknown): Dec | null {
  if (typeof v === 'bigint') return { units: v, scale: 0 };
  if (typeof v === 'number') return Number.isSafeInteger(v) ? { units: BigInt(v), scale: 0 } : null;
  if (typeof v !== 'string') return null;
  const m = PLAIN.exec(v.trim());
  if (!m) return null;
  const frac = m[3] ?? '';
  const units = BigInt(m[2]! + frac);
  return { units: m[1] === '-' ? -units : units, scale: frac.length };
}

export function rescale(d: Dec, scale: number): bigint {
  return d.units * 10n ** BigInt(scale - d.scale);
}

export function align(a: Dec, b: Dec): [bigint, bigint, number] {
  const s = Math.max(a.scale, b.scale);
  return [rescale(a, s), rescale(b, s), s];
}

export const add = (a: Dec, b: Dec): Dec => {
  const [x, y, scale] = align(a, b);
  return { units: x + y, scale };
};

export const sub = (a: Dec, b: Dec): Dec => {
  const [x, y, scale] = align(a, b);
  return { units: x - y, scale };
};

export const mul = (a: Dec, b: Dec): Dec => ({ units: a.units * b.units, scale: a.scale + b.scale });

export function cmp(a: Dec, b: Dec): number {
  const [x, y] = align(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Rounds half away from zero to `places` decimals (places ≥ scale just rescales). */
export function round(d: Dec, places: number): Dec {
  if (d.scale <= places) return { units: rescale(d, places), scale: places };
  const div = 10n ** BigInt(d.scale - places);
  const neg = d.units < 0n;
  const abs = neg ? -d.units : d.units;
  let q = abs / div;
  if ((abs % div) * 2n >= div) q += 1n;
  return { units: neg ? -q : q, scale: places };
}

/** Plain text with exactly `places` decimals ("1263000.00"). */
export function decText(d: Dec, places: number): string {
  const r = round(d, places);
  const neg = r.units < 0n;
  const abs = (neg ? -r.units : r.units).toString();
  if (places === 0) return `${neg ? '-' : ''}${abs}`;
  const s = abs.padStart(places + 1, '0');
  return `${neg ? '-' : ''}${s.slice(0, -places)}.${s.slice(-places)}`;
}
