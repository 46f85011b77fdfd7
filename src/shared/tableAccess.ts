// Who may write which rows of a table-backed resource (x-table): one rule for the server, which refuses,
// and the browser, which hides 编辑/删除/新增 it would refuse. Rows without a site (a global table, or the
// global rows of a mixed one) belong to the all-sites administrator; site staff write their site's rows.
import { isAdmin, type Principal } from './permission.ts';
import type { EntitySchema } from './schema/types.ts';

export type TableDecl = NonNullable<EntitySchema['x-table']>;

/** May `p` change or delete a row owned by `rowSiteId` (null: global)? Records (no table) are not judged here. */
export function tableRowWritable(t: TableDecl | undefined, p: Principal, rowSiteId: number | null): boolean {
  if (!t || isAdmin(p)) return true;
  if (!t.site || rowSiteId === null) return false;
  return rowSiteId === p.siteId;
}

/** May `p` add rows at all (site staff only where rows belong to sites)? */
export function tableCreatable(t: TableDecl | undefined, p: Principal): boolean {
  return !t || isAdmin(p) || t.site !== undefined;
}

export const GLOBAL_ROWS_MESSAGE = '全局数据只能由系统管理员维护';
