// Which SQL expression stands for a field name: system columns, or the JSON document's property.
// Names are checked against the entity schema and a strict pattern before they reach SQL text.
import { isSystemField, type EntitySchema, type SystemField } from '../../shared/schema/types.ts';
import { SYSTEM_COLUMNS } from '../../shared/valuetypes/system.ts';
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

/** A system column as SQL reads it (src/shared/valuetypes/system.ts describes each once). */
export function systemSql(field: SystemField): FieldSql {
  const c = SYSTEM_COLUMNS[field];
  const text = c.sql === 'text' ? c.column : `${c.column}::text`;
  return { expr: c.column, text, kind: c.sql, ...(c.notNull ? { notNull: true } : {}) };
}

/** null when the entity does not declare the field (the caller answers 100002). */
export function fieldSql(entity: EntitySchema, field: string): FieldSql | null {
  if (isSystemField(field)) return systemSql(field);
  const prop = Object.hasOwn(entity.properties, field) ? entity.properties[field] : undefined;
  if (!prop || !isSqlName(field)) return null;
  if (prop.type === 'object' || prop.type === 'array') return null;
  const text = `(data->>'${field}')`;
  // The value-type table says how SQL reads the field (src/shared/valuetypes/table.ts).
  const vt = valueType(entity, field);
  if (vt.numeric) {
    // A stored value that is not a number sorts as NULL instead of failing the whole query.
    return { expr: `(CASE WHEN ${text} ~ '^-?[0-9]+(\\.[0-9]+)?$' THEN ${text}::numeric END)`, text, kind: 'numeric' };
  }
  return vt.sql.prefix ? { expr: text, text, kind: 'text', prefix: true } : { expr: text, text, kind: 'text' };
}

export { fieldTitle } from '../../shared/display/fields.ts';
