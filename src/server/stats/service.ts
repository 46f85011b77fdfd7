// A stats page's figures: every metric overall and per dimension, over the records the caller may see
// (site isolation and filters as in lists), with labels and in display order. The route
// (src/server/routes/stats.ts) has already checked that the caller may open the page.
import type { StatsGroup, StatsResult, StatsValue } from '../../shared/api.ts';
import type { EntitySchema, StatsPage } from '../../shared/schema/types.ts';
import type { Actor, AppContext } from '../context.ts';
import type { Bag } from '../http/params.ts';
import { orderGroups, rowDimension, rowValues, zeroOf, type StatsRow } from './groups.ts';
import { dimensionLabels } from './labels.ts';
import { parsePeriod } from './period.ts';
import { buildStatsSql } from './sql.ts';

export async function computeStats(ctx: AppContext, actor: Actor, entity: EntitySchema, page: StatsPage, query: Bag): Promise<StatsResult> {
  const period = parsePeriod(query);
  const { sql, params } = buildStatsSql(entity, page, actor, query, period);
  const rows = await ctx.db.query<StatsRow>(sql, params);

  const zero = Object.fromEntries(page.metrics.map((m) => [m.key, zeroOf(entity, m)]));
  const found = page.dimensions.map(() => new Map<string | null, Record<string, StatsValue>>());
  let metrics: Record<string, StatsValue> = { ...zero };
  for (const row of rows) {
    const i = rowDimension(page.dimensions, row);
    const values = rowValues(page.metrics, row);
    if (i < 0) metrics = values;
    else {
      const key = row[`d${i}`];
      found[i]!.set(key === null || key === undefined ? null : String(key), values);
    }
  }
  const groups: Record<string, StatsGroup[]> = {};
  for (const [i, d] of page.dimensions.entries()) {
    const labels = await dimensionLabels(ctx, entity, d, [...found[i]!.keys()].filter((k): k is string => k !== null));
    groups[d.key] = orderGroups(d, labels, found[i]!, zero, period);
  }
  return { metrics, groups };
}
