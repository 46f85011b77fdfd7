// Region codes (GB/T 2260 + township and village digits): the tree is in the database, but a code's
// ancestors and its level follow from its digits, so paths, prefixes and levels need no lookup.
//   province 510000 | city 510100 | county 510131 | township 510131101 | village 510131101201

export type RegionLevel = 1 | 2 | 3 | 4 | 5;
export const REGION_LEVEL_NAMES: Record<RegionLevel, string> = { 1: '省', 2: '市', 3: '区（县）', 4: '乡（镇）', 5: '村' };
/** The stats dimension keyword → level. */
export const REGION_LEVELS = { province: 1, city: 2, county: 3, township: 4, village: 5 } as const;
export type RegionLevelKey = keyof typeof REGION_LEVELS;

/** Significant digits of each level: a code's prefix of this length names its ancestor. */
const PREFIX: Record<RegionLevel, number> = { 1: 2, 2: 4, 3: 6, 4: 9, 5: 12 };

const CODE = /^(\d{6}|\d{9}|\d{12})$/;

export function isRegionCode(v: string): boolean {
  return CODE.test(v);
}

export function regionLevel(code: string): RegionLevel | null {
  if (!CODE.test(code)) return null;
  if (code.length === 12) return 5;
  if (code.length === 9) return 4;
  if (code.endsWith('0000')) return 1;
  if (code.endsWith('00')) return 2;
  return 3;
}

/** The code of the ancestor at `level` (or the code itself); null when the code is above that level. */
export function regionAncestor(code: string, level: RegionLevel): string | null {
  const own = regionLevel(code);
  if (own === null || own < level) return null;
  const prefix = code.slice(0, PREFIX[level]);
  return level <= 3 ? prefix.padEnd(6, '0') : prefix;
}

/** Province first, the code itself last: the cascader's value for a stored code. */
export function regionPath(code: string): string[] {
  const own = regionLevel(code);
  if (own === null) return [];
  const out: string[] = [];
  for (let l = 1; l <= own; l++) {
    const a = regionAncestor(code, l as RegionLevel);
    if (a !== null && out.at(-1) !== a) out.push(a);
  }
  return out;
}

/** The prefix every code at or below `code` starts with (a county includes its townships and villages). */
export function regionPrefix(code: string): string | null {
  const own = regionLevel(code);
  return own === null ? null : code.slice(0, PREFIX[own]);
}
