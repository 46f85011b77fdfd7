// Two formats of the value-type table: a percentage (0-100, two decimals) and a region code.
import { isRegionCode } from '../valuetypes/region.ts';
import { isDecimal2 } from './decimal.ts';

export function isPercent(v: string): boolean {
  return isDecimal2(v) && Number(v) >= 0 && Number(v) <= 100;
}

export function isRegionCodeFormat(v: string): boolean {
  return isRegionCode(v);
}
