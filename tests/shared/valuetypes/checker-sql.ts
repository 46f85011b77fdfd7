// Helpers of the value-type agreement tests: the checker's verdict on one list or stats page over one
// entity, and the SQL the server builds for the same filters, sorts and sums.
import type { CheckContext } from '../../../src/shared/check/context.ts';
import { checkEnvironment } from '../../../src/shared/check/environment.ts';
import { checkFilterOps } from '../../../src/shared/check/filter-ops.ts';
import type { ValidProject } from '../../../src/shared/check/project.ts';
import { checkSortColumns } from '../../../src/shared/check/sort-columns.ts';
import { checkStatsPage } from '../../../src/shared/check/stats.ts';
import type { Principal } from '../../../src/shared/permission.ts';
import type { EntitySchema, FilterOp, ListPage, PageSchema, StatsPage } from '../../../src/shared/schema/types.ts';
import { buildListSql } from '../../../src/server/records/query.ts';
import { buildStatsSql } from '../../../src/server/stats/sql.ts';

export const ADMIN: Principal = { userId: 1, roles: ['admin'], menuNames: [], siteId: null };

function context(e: EntitySchema): CheckContext {
  return {
    issues: [],
    entities: new Map([[e.name, { file: `schemas/entities/${e.name}.json`, schema: e }]]),
    entitiesKnown: true,
    pageIds: undefined,
    menuNames: undefined,
    roleNames: undefined,
    env: checkEnvironment(),
  };
}

function project(page: PageSchema): ValidProject {
  return { entities: [], pages: [['page.json', page]], pagesFile: undefined, menus: undefined, schemaFile: () => ({ state: 'missing' }) };
}

/** The checker's messages for a list page filtering `field` by `op`. */
export function filterIssues(e: EntitySchema, field: string, op: FilterOp): string[] {
  const ctx = context(e);
  const page: ListPage = { kind: 'list', entity: e.name, columns: [{ field }], filters: [{ field, op }] };
  checkFilterOps(ctx, project(page));
  return ctx.issues.map((i) => i.message);
}

/** The checker's messages for a list page offering to sort by `field`. */
export function sortIssues(e: EntitySchema, field: string): string[] {
  const ctx = context(e);
  const page: ListPage = { kind: 'list', entity: e.name, columns: [{ field, sortable: true }] };
  checkSortColumns(ctx, project(page));
  return ctx.issues.map((i) => i.message);
}

export function sumPage(e: EntitySchema, field: string): StatsPage {
  return { kind: 'stats', entity: e.name, metrics: [{ key: 's', title: '合计', agg: 'sum', field }], dimensions: [{ key: 'm', title: '月份', time: 'month' }] };
}

/** The checker's messages for a stats page summing `field`. */
export function sumIssues(e: EntitySchema, field: string): string[] {
  const ctx = context(e);
  checkStatsPage(ctx, 'page.json', sumPage(e, field), e);
  return ctx.issues.map((i) => i.message);
}

/** Whether the stats SQL sums `field` (it throws for a field it may not sum). */
export function statsSqlSums(e: EntitySchema, field: string): boolean {
  try {
    return /sum\(v0\)/.test(buildStatsSql(e, sumPage(e, field), ADMIN, {}, null).sql);
  } catch {
    return false;
  }
}

/** The WHERE the list builds for one filter (without the entity scope). */
export function filterWhere(e: EntitySchema, field: string, op: FilterOp, value: string): string {
  return buildListSql(e, ADMIN, { [`f.${field}.${op}`]: value }).where;
}
