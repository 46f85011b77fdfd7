// Reading a record's field and deciding how to show it: the value-type table (src/shared/valuetypes)
// gives the same answer for list cell, detail, approval, print and stats.
import type { RecordRow } from '../../../shared/api.ts';
import type { DisplayHint, EntityProperty, EntitySchema } from '../../../shared/schema/types.ts';
import { rawFieldValue, valueType, type ValueType } from '../../../shared/valuetypes/index.ts';

/** Titles of the system columns, which have no entry in the entity's properties. */
const SYSTEM_TITLES: Record<string, string> = {
  id: '编号',
  status: '状态',
  siteId: '站点',
  variety: '交易品种',
  version: '版本',
  createdAt: '创建时间',
  updatedAt: '更新时间',
};

export function fieldValue(row: RecordRow, field: string): unknown {
  return rawFieldValue(row, field);
}

export function fieldTitle(entity: EntitySchema, field: string, override?: string): string {
  return override ?? entity.properties[field]?.title ?? SYSTEM_TITLES[field] ?? field;
}

export function fieldProperty(entity: EntitySchema, field: string): EntityProperty | undefined {
  return entity.properties[field];
}

/** The field's value type: the page's override, then the property's x-display, then what the schema implies. */
export function fieldType(entity: EntitySchema, field: string, override?: DisplayHint): ValueType {
  return valueType(entity, field, override);
}
