// A table-backed resource (an entity declaring x-table): how its rows map to the API's RecordRow, and
// which SQL stands for a field. Column names reach SQL only from the declaration, which the checker
// (src/shared/check/table-resource.ts) and the start-up check (./verify.ts) have both validated.
import type { RecordRow } from '../../shared/api.ts';
import { isAdmin, type Principal } from '../../shared/permission.ts';
import type { EntitySchema } from '../../shared/schema/types.ts';
import { valueType } from '../../shared/valuetypes/index.ts';
import type { FieldSql } from '../records/fields.ts';
import type { ListSource, Params } from '../records/query.ts';

export type { TableDecl } from '../../shared/tableAccess.ts';
import type { TableDecl } from '../../shared/tableAccess.ts';

export function tableOf(entity: EntitySchema): TableDecl | undefined {
  return entity['x-table'];
}

/** The SELECT list: id, the mapped columns (aliased to their property), then site, version, time. */
export function selectColumns(t: TableDecl): string {
  const cols = ['id', ...Object.entries(t.columns).map(([prop, col]) => `${col} AS "${prop}"`)];
  if (t.site) cols.push(`${t.site} AS "__site"`);
  if (t.version) cols.push(`${t.version} AS "__version"`);
  if (t.updatedAt) cols.push(`${t.updatedAt} AS "__updated"`);
  return cols.join(', ');
}

export type TableDbRow = Record<string, unknown> & { id: number | string };

function iso(v: unknown): string {
  if (v instanceof Date) return v.toISOString();
  return typeof v === 'string' && v ? new Date(v).toISOString() : '';
}

export function toRow(t: TableDecl, r: TableDbRow): RecordRow {
  const data: Record<string, unknown> = {};
  for (const prop of Object.keys(t.columns)) {
    const v = r[prop];
    if (v !== null && v !== undefined) data[prop] = typeof v === 'bigint' ? Number(v) : v;
  }
  const site = t.site ? r.__site : null;
  const updated = iso(r.__updated);
  return {
    id: Number(r.id),
    status: null,
    siteId: site === null || site === undefined ? null : Number(site),
    variety: null,
    version: t.version ? Number(r.__version) : 1,
    createdAt: updated,
    updatedAt: updated,
    data,
  };
}

/** The field expressions of a table: its columns typed as the value-type table says. */
function tableField(entity: EntitySchema, name: string): FieldSql | null {
  const t = tableOf(entity);
  if (!t) return null;
  if (name === 'id') return { expr: 'id', text: 'id::text', kind: 'integer', notNull: true };
  if (name === 'siteId') return t.site ? { expr: t.site, text: `${t.site}::text`, kind: 'integer' } : null;
  if (name === 'version') return t.version ? { expr: t.version, text: `${t.version}::text`, kind: 'integer' } : null;
  const col = Object.hasOwn(t.columns, name) ? t.columns[name] : undefined;
  if (!col) return null;
  const sql = valueType(entity, name).sql;
  if (sql.kind === 'numeric' || sql.kind === 'integer') return { expr: col, text: `${col}::text`, kind: 'numeric' };
  if (sql.kind === 'timestamp') return { expr: col, text: `${col}::text`, kind: 'timestamp' };
  return { expr: col, text: `${col}::text`, kind: 'text', ...(sql.prefix ? { prefix: true } : {}) };
}

/**
 * Who sees which rows: the all-sites administrator every row; site staff their site's rows and, where
 * the table has global rows, those too; a table without a site column is global and read by all.
 */
export function siteScope(t: TableDecl, principal: Principal, p: Params): string[] {
  if (!t.site || isAdmin(principal)) return [];
  const own = principal.siteId === null ? 'false' : `${t.site} = ${p.add(principal.siteId)}`;
  return [t.global ? `(${t.site} IS NULL OR ${own})` : own];
}

export const TABLE_SOURCE: ListSource = {
  field: tableField,
  scope: (entity, principal, p) => {
    const t = tableOf(entity);
    return t ? siteScope(t, principal, p) : ['false'];
  },
};
