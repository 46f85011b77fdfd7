// Turning the GROUPING SETS rows into the response: which dimension a row belongs to, display order,
// and zero rows for the months (years) with no records, so a line over time has no silent gaps.
import type { EntitySchema, StatsDimension, StatsMetric } from '../../shared/schema/types.ts';
import type { StatsGroup, StatsValue } from '../../shared/api.ts';
import type { DimensionLabels } from './labels.ts';
import type { Period } from './period.ts';
import { metricScale } from './sql.ts';

export type StatsRow = Record<string, unknown>;

/** count: integer; sum: exact decimal text. Drivers may hand numbers back as strings or bigints. */
function valueOf(m: StatsMetric, raw: unknown): StatsValue {
  if (m.agg === 'count') return Number(raw ?? 0);
  return typeof raw === 'string' ? raw : String(raw ?? '0');
}

export function zeroOf(entity: EntitySchema, m: StatsMetric): StatsValue {
  if (m.agg === 'count') return 0;
  const scale = metricScale(entity, m) ?? 0;
  return scale > 0 ? `0.${'0'.repeat(scale)}` : '0';
}

export function rowValues(metrics: StatsMetric[], row: StatsRow): Record<string, StatsValue> {
  return Object.fromEntries(metrics.map((m, i) => [m.key, valueOf(m, row[`m${i}`])]));
}

/** Index of the dimension a row groups by; -1 for the overall row (every GROUPING bit set). */
export function rowDimension(dimensions: StatsDimension[], row: StatsRow): number {
  return dimensions.findIndex((_, i) => Number(row[`g${i}`]) === 0);
}

function nextKey(time: 'month' | 'year', key: string): string {
  if (time === 'year') return String(Number(key) + 1);
  const [y = 0, m = 0] = key.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** Every key from the first to the last; a whole chosen year for months. Bounded so bad data cannot blow up. */
function timeKeys(time: 'month' | 'year', present: string[], period: Period | null): string[] {
  const sorted = [...present].sort();
  let first = sorted[0];
  let last = sorted.at(-1);
  if (time === 'month' && period && period.month === null) {
    first = `${period.year}-01`;
    last = `${period.year}-12`;
  }
  if (first === undefined || last === undefined) return [];
  const out: string[] = [];
  for (let k = first; k <= last && out.length < 1200; k = nextKey(time, k)) out.push(k);
  return out;
}

export function orderGroups(
  d: StatsDimension,
  labels: DimensionLabels,
  found: Map<string | null, Record<string, StatsValue>>,
  zero: Record<string, StatsValue>,
  period: Period | null,
): StatsGroup[] {
  const group = (key: string | null, values: Record<string, StatsValue>): StatsGroup => ({ key, label: labels.label(key), values });
  const keys = [...found.keys()].filter((k): k is string => k !== null);
  let ordered: string[];
  if (d.time) {
    ordered = timeKeys(d.time, keys, period);
  } else {
    const rank = new Map(labels.order.map((k, i) => [k, i]));
    ordered = keys.sort((a, b) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity) || (a < b ? -1 : a > b ? 1 : 0));
  }
  const out = ordered.map((k) => group(k, found.get(k) ?? { ...zero }));
  const empty = found.get(null);
  if (empty) out.push(group(null, empty)); // "not filled" last
  return out;
}
