// Metric values as text: sums arrive as exact decimal strings and are formatted without passing through
// a float (amounts with two decimals and thousands separators); counts are grouped integers.
import type { StatsValue } from '../../../shared/api.ts';
import { formatNumber } from '../../../shared/display/index.ts';
import type { EntitySchema, StatsMetric } from '../../../shared/schema/types.ts';
import { valueType, VALUE_TYPES } from '../../../shared/valuetypes/index.ts';

export function metricText(metric: StatsMetric, entity: EntitySchema, value: StatsValue | undefined): string {
  if (value === undefined) return '—';
  if (metric.agg === 'count') return formatNumber(value);
  // The summed field's value type (or the metric's own), so a sum reads like the values it adds up.
  const vt = metric.display ? VALUE_TYPES[metric.display] : metric.field ? valueType(entity, metric.field) : VALUE_TYPES.number;
  // The unit is shown beside the figure (card suffix, column title), so it is not repeated here.
  return vt.text(value, {}) || '0';
}

/** Column / card title with its unit: 成交金额（元）. */
export function metricTitle(metric: StatsMetric): string {
  return metric.unit ? `${metric.title}（${metric.unit}）` : metric.title;
}

/** A value for a chart axis; display only, the exact figure is in the table and tooltip. */
export function chartNumber(value: StatsValue | undefined): number {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/** No record matched: every metric is zero (months are zero-filled, so groups alone do not tell). */
export function isEmptyResult(metrics: Record<string, StatsValue>): boolean {
  return Object.values(metrics).every((v) => Number(v) === 0);
}
