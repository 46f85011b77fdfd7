// A field's title, for every screen and the Excel export. How a value is shown is the value-type table's
// (src/shared/valuetypes): one rule for cell, detail, print, stats and export.
import { isSystemField, type EntityProperty, type EntitySchema } from '../schema/types.ts';
import { SYSTEM_COLUMNS } from '../valuetypes/system.ts';

export function fieldTitle(entity: EntitySchema, field: string, override?: string): string {
  return override ?? entity.properties[field]?.title ?? (isSystemField(field) ? SYSTEM_COLUMNS[field].title : undefined) ?? field;
}

export function fieldProperty(entity: EntitySchema, field: string): EntityProperty | undefined {
  return entity.properties[field];
}
