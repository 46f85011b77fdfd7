// Stats pages: each metric (count, or sum of a numeric field) in total and grouped by each dimension,
// computed by SQL over the records the caller may see (site isolation as in lists).
import type { StatsGroup, StatsResult } from '../../shared/api.ts';
import type { EntitySchema, StatsDimension, StatsMetric, StatsPage } from '../../shared/schema/types.ts';
import type { Actor } from '../context.ts';
import type { Db, SqlParam } from '../db/types.ts';
import { invalid } from '../http/errors.ts';
import { type Bag, posInt } from '../http/params.ts';
import { fieldSql } from '../records/fields.ts';
import { buildListSql } from '../records/query.ts';

function metricSql(entity: EntitySchema, m: StatsMetric): string {
  if (m.agg === 'count') return 'count(*)::float8';
  const f = m.field ? fieldSql(entity, m.field) : null;
  if (!f || f.kind === 'text' || f.kind === 'timestamp') throw invalid(`统计指标“${m.title}”不能对该字段求和`);
  // numeric sum, then float8 for JSON: exact to the fen for any realistic amount.
  return `coalesce(sum(${f.expr}), 0)::float8`;
}

function dimensionSql(entity: EntitySchema, d: StatsDimension): string {
  if (d.time === 'month') return `to_char(created_at, 'YYYY-MM')`;
  if (d.time === 'year') return `to_char(created_at, 'YYYY')`;
  const f = d.field ? fieldSql(entity, d.field) : null;
  if (!f) throw invalid(`统计维度“${d.title}”的字段不存在`);
  return f.text;
}

/** The page's fixed filters become f.<field>.eq / .in, applied whatever the caller sends. */
function withFixed(page: StatsPage, query: Bag): Bag {
  const out: Bag = {};
  for (const [k, v] of Object.entries(query)) if (k.startsWith('f.')) out[k] = v;
  for (const [field, v] of Object.entries(page.fixedFilters ?? {})) {
    if (Array.isArray(v)) out[`f.${field}.in`] = v.join(',');
    else out[`f.${field}.eq`] = v;
  }
  return out;
}

export async function computeStats(db: Db, actor: Actor, entity: EntitySchema, page: StatsPage, query: Bag): Promise<StatsResult> {
  const q = buildListSql(entity, actor, withFixed(page, query));
  const params: SqlParam[] = [...q.params];
  let where = q.where;
  const year = posInt(query, 'year', '年份');
  const month = posInt(query, 'month', '月份');
  if (month !== undefined && (month > 12 || year === undefined)) throw invalid('请选择正确的年份和月份');
  if (year !== undefined) {
    params.push(year);
    where += ` AND extract(year FROM created_at)::int = $${params.length}`;
  }
  if (month !== undefined) {
    params.push(month);
    where += ` AND extract(month FROM created_at)::int = $${params.length}`;
  }
  const cols = page.metrics.map((m, i) => `${metricSql(entity, m)} AS m${i}`).join(', ');
  const valuesOf = (row: Record<string, unknown>): Record<string, number> =>
    Object.fromEntries(page.metrics.map((m, i) => [m.key, Number(row[`m${i}`] ?? 0)]));

  const totals = await db.query<Record<string, unknown>>(`SELECT ${cols} FROM records WHERE ${where}`, params);
  const groups: Record<string, StatsGroup[]> = {};
  for (const d of page.dimensions) {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT ${dimensionSql(entity, d)} AS k, ${cols} FROM records WHERE ${where} GROUP BY 1 ORDER BY 1 NULLS LAST`,
      params,
    );
    groups[d.key] = rows.map((r) => ({ key: r.k === null || r.k === undefined ? null : String(r.k), values: valuesOf(r) }));
  }
  return { totals: valuesOf(totals[0] ?? {}), groups };
}
