// Cross-references of a stats page: what the server will put into SQL (summed fields' value types must be summable,
// grouping fields must exist and be scalar) and what the renderer will look up (chart keys).
import { isSystemField, type EntitySchema, type StatsPage } from '../schema/types.ts';
import { valueType } from '../valuetypes/derive.ts';
import { VALUE_TYPES } from '../valuetypes/table.ts';
import { didYouMean, pointer } from './util.ts';
import { checkStateRef, has, isReadableField, report, unknownFieldMessage, type CheckContext } from './context.ts';

/** The value types a stats page may sum, named in the message: the rows that say so. */
const SUMMABLE_TITLES = Object.values(VALUE_TYPES).filter((t) => t.summable).map((t) => t.title);

function checkUniqueKeys(ctx: CheckContext, file: string, list: 'metrics' | 'dimensions', keys: string[]): void {
  const seen = new Map<string, number>();
  keys.forEach((k, i) => {
    const first = seen.get(k);
    if (first !== undefined) report(ctx, file, pointer(list, i, 'key'), `键 "${k}" 重复（首次出现在 /${list}/${first}）`);
    else seen.set(k, i);
  });
}

function checkMetrics(ctx: CheckContext, file: string, page: StatsPage, e: EntitySchema): void {
  page.metrics.forEach((m, i) => {
    if (m.agg === 'count') {
      // A count counts records; a field here would suggest "count of non-empty values", which it is not.
      if (m.field !== undefined) report(ctx, file, pointer('metrics', i, 'field'), 'count 指标统计记录数，不应填写 field');
      return;
    }
    if (m.field === undefined) return report(ctx, file, pointer('metrics', i), 'sum 指标需要 field（要求和的数值字段）');
    const at = pointer('metrics', i, 'field');
    if (!has(e.properties, m.field)) return report(ctx, file, at, unknownFieldMessage(e, m.field, false));
    // The field's value type decides, as it does for the server's SQL (src/server/stats/sql.ts).
    const vt = valueType(e, m.field);
    if (!vt.summable) {
      const why = vt.numeric ? `是${vt.title}字段，不能求和` : '不是数值字段，不能求和';
      report(ctx, file, at, `字段 "${m.field}" ${why}（可求和的值类型：${SUMMABLE_TITLES.join('、')}）`);
    }
  });
}

function checkDimensions(ctx: CheckContext, file: string, page: StatsPage, e: EntitySchema): void {
  page.dimensions.forEach((d, i) => {
    if ((d.field === undefined) === (d.time === undefined)) {
      return report(ctx, file, pointer('dimensions', i), '维度需要且只能填写 field 与 time 之一');
    }
    if (d.field === undefined) return;
    const at = pointer('dimensions', i, 'field');
    if (!isReadableField(e, d.field)) return report(ctx, file, at, unknownFieldMessage(e, d.field, true));
    const type = isSystemField(d.field) ? undefined : e.properties[d.field]?.type;
    if (type === 'object' || type === 'array') report(ctx, file, at, `字段 "${d.field}" 是 ${type}，不能按它分组`);
  });
}

function checkCharts(ctx: CheckContext, file: string, page: StatsPage): void {
  const metrics = page.metrics.map((m) => m.key);
  const dims = page.dimensions.map((d) => d.key);
  (page.charts ?? []).forEach((c, i) => {
    if (!metrics.includes(c.metric)) {
      report(ctx, file, pointer('charts', i, 'metric'), `指标 "${c.metric}" 未在 metrics 中声明${didYouMean(c.metric, metrics)}`);
    }
    if (!dims.includes(c.dimension)) {
      report(ctx, file, pointer('charts', i, 'dimension'), `维度 "${c.dimension}" 未在 dimensions 中声明${didYouMean(c.dimension, dims)}`);
    }
  });
}

function checkFilters(ctx: CheckContext, file: string, page: StatsPage, e: EntitySchema): void {
  (page.filters ?? []).forEach((f, i) => {
    if (!isReadableField(e, f.field)) report(ctx, file, pointer('filters', i, 'field'), unknownFieldMessage(e, f.field, true));
  });
  for (const [k, v] of Object.entries(page.fixedFilters ?? {})) {
    if (!isReadableField(e, k)) {
      report(ctx, file, pointer('fixedFilters', k), unknownFieldMessage(e, k, true));
      continue;
    }
    // A fixed status filter naming no real state would make every figure silently zero.
    if (k === 'status') {
      (Array.isArray(v) ? v : [v]).forEach((s, j) =>
        checkStateRef(ctx, file, Array.isArray(v) ? pointer('fixedFilters', k, j) : pointer('fixedFilters', k), e, s));
    }
  }
}

export function checkStatsPage(ctx: CheckContext, file: string, page: StatsPage, e: EntitySchema): void {
  checkUniqueKeys(ctx, file, 'metrics', page.metrics.map((m) => m.key));
  checkUniqueKeys(ctx, file, 'dimensions', page.dimensions.map((d) => d.key));
  checkMetrics(ctx, file, page, e);
  checkDimensions(ctx, file, page, e);
  checkCharts(ctx, file, page);
  checkFilters(ctx, file, page, e);
}
