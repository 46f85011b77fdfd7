// Which SQL expression stands for a field name: system columns, or the JSON document's property.
// Names are checked against the entity schema and a strict pattern before they reach SQL text.
import { isSystemField, type EntitySchema } from '../../shared/schema/types.ts';
import { valueType, type SqlKind } from '../../shared/valuetypes/index.ts';
import { isSqlName } from '../db/sqlName.ts';

export type FieldKind = SqlKind;

export interface FieldSql {
  /** Expression with the field's own type (for order and comparisons). */
  expr: string;
  /** Expression as text (for eq/like/in on text). */
  text: string;
  kind: FieldKind;
  /** eq matches every stored code under the given one (regions). */
  prefix?: boolean;
  /** The column can never be NULL, so sorts need no NULLS clause and match plain btree indexes. */
  notNull?: boolean;
}


const SYSTEM: Record<string, FieldSql> = {
  id: { expr: 'id', text: 'id::text', kind: 'integer', notNull: true },
  status: { expr: 'status', text: 'status', kind: 'text' },
  siteId: { expr: 'site_id', text: 'site_id::text', kind: 'integer' },
  variety: { expr: 'variety', text: 'variety', kind: 'text' },
  version: { expr: 'version', text: 'version::text', kind: 'integer', notNull: true },
  createdAt: { expr: 'created_at', text: 'created_at::text', kind: 'timestamp', notNull: true },
  updatedAt: { expr: 'updated_at', text: 'updated_at::text', kind: 'timestamp', notNull: true },
};

/** null when the entity does not declare the field (the caller answers 100002). */
export function fieldSql(entity: EntitySchema, field: string): FieldSql | null {
  if (isSystemField(field)) return SYSTEM[field] ?? null;
  const prop = Object.hasOwn(entity.properties, field) ? entity.properties[field] : undefined;
  if (!prop || !isSqlName(field)) return null;
  if (prop.type === 'object' || prop.type === 'array') return null;
  const text = `(data->>'${field}')`;
  // The value-type table says how SQL reads the field (src/shared/valuetypes/table.ts).
  const sql = valueType(entity, field).sql;
  if (sql.kind === 'numeric' || sql.kind === 'integer') {
    // A stored value that is not a number sorts as NULL instead of failing the whole query.
    return { expr: `(CASE WHEN ${text} ~ '^-?[0-9]+(\\.[0-9]+)?$' THEN ${text}::numeric END)`, text, kind: 'numeric' };
  }
  return sql.prefix ? { expr: text, text, kind: 'text', prefix: true } : { expr: text, text, kind: 'text' };
}

export function fieldTitle(entity: EntitySchema, field: string): string {
  const titles: Record<string, string> = { id: '编号', status: '状态', siteId: '站点', variety: '交易品种', version: '版本', createdAt: '创建时间', updatedAt: '更新时间' };
  return titles[field] ?? entity.properties[field]?.title ?? field;
}
