// The names of the value types: what a field holds and therefore how every screen shows, edits,
// filters, prints, counts and stores it. A field's type is derived from its JSON Schema (derive.ts);
// `x-display` on a property or `display` on a list column may name one explicitly as an override.
export const VALUE_TYPE_NAMES = [
  'text',
  'textarea',
  'integer',
  'number',
  'amount',
  'amount-capital',
  'decimal4',
  'decimal6',
  'area',
  'percent',
  'phone',
  'id-card',
  'credit-code',
  'date',
  'datetime',
  'relative-time',
  'enum',
  'dict',
  'status',
  'boolean',
  'region',
  'reference',
  'file',
  'image',
  'richtext',
  'serial',
] as const;

export type ValueTypeName = (typeof VALUE_TYPE_NAMES)[number];

export function isValueTypeName(name: string): name is ValueTypeName {
  return (VALUE_TYPE_NAMES as readonly string[]).includes(name);
}
