// A field's value type, derived from its schema. Rules, first match wins:
//   x-display (explicit override) | x-ref -> reference | x-dict -> dict | format region -> region
//   enum -> enum | type boolean -> boolean | x-upload -> image (only image kinds accepted) or file |
//   contentMediaType text/html -> richtext, image/* -> image, other -> file | format: decimal2 -> amount, decimal4 -> area when a unit sibling exists (areaUnitField) else
//   decimal4, decimal6, percent, integer / positive-integer -> integer, contact-phone / mobile -> phone,
//   id-card / id-or-org-code -> id-card, credit-code(-strict), date, date-time -> datetime | type integer -> integer, number -> number
//   | maxLength over 200 -> textarea | text.
// System columns: the type system.ts gives each.
import { acceptsOnlyImages } from '../files.ts';
import { isSystemField, type EntityProperty, type EntitySchema } from '../schema/types.ts';
import type { ValueTypeName } from './names.ts';
import { SYSTEM_COLUMNS } from './system.ts';
import { VALUE_TYPES } from './table.ts';
import type { ValueType } from './types.ts';

const BY_FORMAT: Record<string, ValueTypeName> = {
  decimal2: 'amount',
  decimal4: 'decimal4',
  decimal6: 'decimal6',
  percent: 'percent',
  integer: 'integer',
  'positive-integer': 'integer',
  'contact-phone': 'phone',
  mobile: 'phone',
  'id-card': 'id-card',
  // A person's or an organisation's number: shown like an ID number (upper case, a wide column).
  'id-or-org-code': 'id-card',
  'credit-code': 'credit-code',
  'credit-code-strict': 'credit-code',
  date: 'date',
  'date-time': 'datetime',
  region: 'region',
};

/** The type a stored format implies on its own (decimal2 -> amount), for rules about what is stored:
 *  a computed result, a rollup's operand. undefined: the format does not name one. */
export function formatType(format: string | undefined): ValueType | undefined {
  const name = format !== undefined && Object.hasOwn(BY_FORMAT, format) ? BY_FORMAT[format] : undefined;
  return name ? VALUE_TYPES[name] : undefined;
}

/** A text longer than this is edited in a textarea. */
const LONG_TEXT = 200;

/**
 * The sibling holding an area's unit: "<field>Unit", or "areaUnit" for a field named area… (areaWanted).
 * A decimal4 field with such a sibling is an area.
 */
export function areaUnitField(siblings: Record<string, unknown>, field: string): string | null {
  if (Object.hasOwn(siblings, `${field}Unit`)) return `${field}Unit`;
  if (field.startsWith('area') && Object.hasOwn(siblings, 'areaUnit')) return 'areaUnit';
  return null;
}

/** The type a property's schema implies, before any x-display override. */
export function derivedTypeName(p: EntityProperty, siblings?: Record<string, unknown>, field?: string): ValueTypeName {
  if (p['x-ref']) return 'reference';
  if (p['x-dict']) return 'dict';
  if (p.format === 'region') return 'region';
  if (p.enum) return 'enum';
  if (p.type === 'boolean') return 'boolean';
  const upload = p['x-upload'];
  if (upload) return acceptsOnlyImages(upload) ? 'image' : 'file';
  const media = p.contentMediaType;
  if (media) return media === 'text/html' ? 'richtext' : media.startsWith('image/') ? 'image' : 'file';
  if (p.format === 'decimal4' && field && siblings && areaUnitField(siblings, field)) return 'area';
  const byFormat = p.format ? BY_FORMAT[p.format] : undefined;
  if (byFormat) return byFormat;
  if (p.type === 'integer') return 'integer';
  if (p.type === 'number') return 'number';
  if (p.maxLength !== undefined && p.maxLength > LONG_TEXT) return 'textarea';
  return 'text';
}

/** The value type of an entity's field (a data property or a system column); `override` wins. */
export function valueTypeName(entity: EntitySchema, field: string, override?: ValueTypeName): ValueTypeName {
  if (override) return override;
  if (isSystemField(field)) return SYSTEM_COLUMNS[field].type;
  const p = Object.hasOwn(entity.properties, field) ? entity.properties[field] : undefined;
  if (!p) return 'text';
  return p['x-display'] ?? derivedTypeName(p, entity.properties, field);
}

export function valueType(entity: EntitySchema, field: string, override?: ValueTypeName): ValueType {
  return VALUE_TYPES[valueTypeName(entity, field, override)];
}
