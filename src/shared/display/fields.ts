// Reading a record's field and deciding how to show it: the same answer for list cell, detail, approval
// and the Excel export (server side).
import type { RecordRow } from '../api.ts';
import { isSystemField, type DisplayHint, type EntityProperty, type EntitySchema } from '../schema/types.ts';
import { displayText } from './index.ts';

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

const SYSTEM_HINTS: Record<string, DisplayHint> = {
  status: 'status',
  // Shown by name: callers pass varietyNames(menus) as the field's dictionary.
  variety: 'dict',
  createdAt: 'datetime',
  updatedAt: 'datetime',
};

export function fieldValue(row: RecordRow, field: string): unknown {
  return isSystemField(field) ? row[field] : row.data[field];
}

export function fieldTitle(entity: EntitySchema, field: string, override?: string): string {
  return override ?? entity.properties[field]?.title ?? SYSTEM_TITLES[field] ?? field;
}

export function fieldProperty(entity: EntitySchema, field: string): EntityProperty | undefined {
  return entity.properties[field];
}

/** The display hint: the page's override, then the property's x-display, then what the type implies. */
export function fieldHint(entity: EntitySchema, field: string, override?: DisplayHint): DisplayHint {
  if (override) return override;
  const p = entity.properties[field];
  if (p?.['x-display']) return p['x-display'];
  if (p?.['x-dict']) return 'dict';
  if (p?.enum && p['x-enumNames']) return 'enum';
  if (p?.type === 'boolean') return 'boolean';
  return SYSTEM_HINTS[field] ?? 'text';
}

/** Plain text of a field, as a list cell shows it (dict: code -> label of the field's dictionary). */
export function fieldText(entity: EntitySchema, row: RecordRow, field: string, display?: DisplayHint, dict?: Record<string, string>): string {
  const hint = fieldHint(entity, field, display);
  // An area is written with its record's unit, kept by convention in the sibling "<field>Unit".
  const unit = hint === 'area' ? row.data[`${field}Unit`] : undefined;
  return displayText(hint, fieldValue(row, field), {
    property: entity.properties[field],
    states: entity['x-workflow']?.states,
    dict,
    unit: typeof unit === 'string' ? unit : undefined,
  });
}
