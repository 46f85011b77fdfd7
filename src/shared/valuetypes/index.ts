// The value-type vocabulary: see table.ts (what each type declares) and derive.ts (which type a field has).
export { VALUE_TYPE_NAMES, isValueTypeName, type ValueTypeName } from './names.ts';
export { VALUE_TYPES } from './table.ts';
export { derivedTypeName, valueType, valueTypeName } from './derive.ts';
export { fieldContext, fieldText, LOOKUP_TYPES, neededLookups, rawFieldValue, type Lookups } from './field.ts';
export type { FilterWidget, SqlKind, ValueContext, ValueType } from './types.ts';
export { trimmedNumber } from '../display/money.ts';
export * from './region.ts';
