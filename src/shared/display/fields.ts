// A field's title, for every screen and the Excel export. How a value is shown is the value-type table's
// (src/shared/valuetypes): one rule for cell, detail, print, stats and export.
import type { EntityProperty, EntitySchema } from '../schema/types.ts';

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

export function fieldTitle(entity: EntitySchema, field: string, override?: string): string {
  return override ?? entity.properties[field]?.title ?? SYSTEM_TITLES[field] ?? field;
}

export function fieldProperty(entity: EntitySchema, field: string): EntityProperty | undefined {
  return entity.properties[field];
}
