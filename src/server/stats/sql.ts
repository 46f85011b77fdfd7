// The one SQL statement behind a stats page. The WHERE clause is the list query's (site scope, f.* filters
// through the safe field mapper) plus the page's fixed filters and the chosen period; every metric is
// computed overall and per dimension in a single scan with GROUPING SETS, so totals and groups always
// come from the same snapshot. Field names reach SQL text only through fieldSql; values are parameters.
import type { Principal } from '../../shared/permission.ts';
import type { EntitySchema, StatsDimension, StatsMetric, StatsPage } from '../../shared/schema/types.ts';
import type { SqlParam } from '../db/types.ts';
import type { Bag } from '../http/params.ts';
import { valueType } from '../../shared/valuetypes/derive.ts';
import { REGION_LEVELS } from '../../shared/valuetypes/region.ts';
import { fieldSql } from '../records/fields.ts';
import { buildListSql } from '../records/query.ts';
import { withFixedFilters } from '../records/fixedFilters.ts';
import type { Period } from './period.ts';
import { businessTimeZone } from '../../shared/time/business.ts';

export interface StatsSql {
  sql: string;
  params: SqlParam[];
}

/** Decimal places of a summed field's value type: sums are rounded to them so "0.00" stays "0.00". */
export function metricScale(entity: EntitySchema, metric: StatsMetric): number | undefined {
  return metric.field && Object.hasOwn(entity.properties, metric.field) ? valueType(entity, metric.field).sql.scale : undefined;
}

/**
 * created_at on the centre's calendar: business time (src/shared/time/business.ts) whatever the server's
 * or the database session's zone, so a record made at 07:00 on 1 March in China counts in March. `zone`
 * gives the placeholder of the zone name's parameter (added on first use): the name never reaches SQL text.
 */
const businessTime = (zone: () => string): string => `(created_at AT TIME ZONE ${zone()}::text)`;

/** The group key of a dimension as text; an empty string counts as "not filled" like a missing one. */
export function dimensionExpr(entity: EntitySchema, d: StatsDimension, zone: () => string): string {
  if (d.time === 'month') return `to_char(${businessTime(zone)}, 'YYYY-MM')`;
  if (d.time === 'year') return `to_char(${businessTime(zone)}, 'YYYY')`;
  const f = d.field ? fieldSql(entity, d.field) : null;
  // The check command refuses such a page at start; reaching here is a programming error.
  if (!f) throw new Error(`统计维度 ${d.key} 的字段不可用：${d.field ?? '（未填写）'}`);
  if (d.level) return regionLevelExpr(f.text, REGION_LEVELS[d.level]);
  return `NULLIF(${f.text}, '')`;
}

/**
 * A region code grouped at a level: its ancestor's code at that level (a village counts for its county);
 * NULL for a code above the level. Mirrors regionAncestor in src/shared/valuetypes/region.ts.
 */
export function regionLevelExpr(text: string, level: 1 | 2 | 3 | 4 | 5): string {
  const code = `NULLIF(${text}, '')`;
  switch (level) {
    case 1:
      return `rpad(left(${code}, 2), 6, '0')`;
    case 2:
      return `CASE WHEN ${code} ~ '^[0-9]{2}0000$' THEN NULL ELSE rpad(left(${code}, 4), 6, '0') END`;
    case 3:
      return `CASE WHEN length(${code}) = 6 AND ${code} ~ '00$' THEN NULL ELSE left(${code}, 6) END`;
    case 4:
      return `CASE WHEN length(${code}) >= 9 THEN left(${code}, 9) END`;
    case 5:
      return `CASE WHEN length(${code}) = 12 THEN ${code} END`;
  }
}

function metricValueExpr(entity: EntitySchema, m: StatsMetric): string {
  const f = m.field ? fieldSql(entity, m.field) : null;
  // The field's value type says whether it may be summed, as it does for the check (src/shared/check/stats.ts).
  if (!f || !m.field || !valueType(entity, m.field).summable) throw new Error(`统计指标 ${m.key} 的字段不可求和：${m.field ?? '（未填写）'}`);
  // fieldSql's numeric expression is NULL for a stored value that is not a number, which sum skips.
  return f.kind === 'integer' ? `${f.expr}::numeric` : f.expr;
}

function aggregateExpr(entity: EntitySchema, m: StatsMetric, i: number): string {
  if (m.agg === 'count') return 'count(*)::int';
  const scale = metricScale(entity, m);
  const sum = `COALESCE(sum(v${i}), 0)`;
  // numeric sum is exact; as text it reaches the browser without a float in between.
  return `${scale === undefined ? sum : `round(${sum}, ${scale})`}::text`;
}

/** The caller's list filters under the page's fixed ones, which they cannot widen. */
function filterQuery(page: StatsPage, query: Bag): Bag {
  return withFixedFilters(Object.fromEntries(Object.entries(query).filter(([k]) => k.startsWith('f.'))), page.fixedFilters);
}

export function buildStatsSql(entity: EntitySchema, page: StatsPage, principal: Principal, query: Bag, period: Period | null): StatsSql {
  const list = buildListSql(entity, principal, filterQuery(page, query));
  const params: SqlParam[] = [...list.params];
  const where = [list.where];
  if (period) {
    params.push(period.from, period.to);
    where.push(`created_at >= $${params.length - 1}::timestamptz AND created_at < $${params.length}::timestamptz`);
  }
  // A parameter PostgreSQL never sees used is an error ("could not determine data type"): added on first use.
  let zonePlaceholder: string | undefined;
  const zone = (): string => (zonePlaceholder ??= `$${params.push(businessTimeZone())}`);
  const dims = page.dimensions.map((d, i) => `${dimensionExpr(entity, d, zone)} AS d${i}`);
  const values = page.metrics.flatMap((m, i) => (m.agg === 'sum' ? [`${metricValueExpr(entity, m)} AS v${i}`] : []));
  const inner = ['1 AS one', ...dims, ...values].join(', ');
  const outer = [
    ...page.dimensions.map((_, i) => `GROUPING(d${i}) AS g${i}, d${i}`),
    ...page.metrics.map((m, i) => `${aggregateExpr(entity, m, i)} AS m${i}`),
  ].join(', ');
  const sets = [...page.dimensions.map((_, i) => `(d${i})`), '()'].join(', ');
  const sql = `SELECT ${outer} FROM (SELECT ${inner} FROM records WHERE ${where.join(' AND ')}) s GROUP BY GROUPING SETS (${sets})`;
  return { sql, params };
}
