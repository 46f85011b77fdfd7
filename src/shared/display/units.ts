// Unit list filter (spec section 9, domain.md "Numbers and units").

/** The business type whose unit list must not offer land-area units. */
export const LAND_UNITS_HIDDEN_FOR = '1005';
const LAND_UNITS: ReadonlySet<string> = new Set(['亩', '平方米']);

/**
 * Units from querySystemUnit, minus 亩 and 平方米 for business type 1005 (compared as text, since the type
 * arrives as "1005" or 1005). Other types get the list unchanged (a copy, so callers may sort it).
 */
export function filterUnits<T extends { unitName: string }>(units: readonly T[], businessType: string | number | null | undefined): T[] {
  if (String(businessType ?? '') !== LAND_UNITS_HIDDEN_FOR) return [...units];
  return units.filter((u) => !LAND_UNITS.has(u.unitName.trim()));
}
