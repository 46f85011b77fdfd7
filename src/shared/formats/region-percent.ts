// Two formats of the value-type table: a percentage (0-100, two decimals) and a region code.
import { isRegionCode } from '../valuetypes/region.ts';
import { cmp, parseUnsigned, type Decimal } from '../decimal/index.ts';

const HUNDRED: Decimal = { units: 100n, scale: 0 };

export function isPercent(v: string): boolean {
  const d = parseUnsigned(v, 2);
  return d !== null && cmp(d, HUNDRED) <= 0;
}

export function isRegionCodeFormat(v: string): boolean {
  return isRegionCode(v);
}
