// Reading a record's field and deciding how to show it: the value-type table (src/shared/valuetypes)
// gives the same answer for list cell, detail, approval, print and stats.
import type { RecordRow } from '../../../shared/api.ts';
import type { DisplayHint, EntitySchema } from '../../../shared/schema/types.ts';
import { rawFieldValue, valueType, type ValueType } from '../../../shared/valuetypes/index.ts';

export { fieldProperty, fieldTitle } from '../../../shared/display/fields.ts';

export function fieldValue(row: RecordRow, field: string): unknown {
  return rawFieldValue(row, field);
}

/** The field's value type: the page's override, then the property's x-display, then what the schema implies. */
export function fieldType(entity: EntitySchema, field: string, override?: DisplayHint): ValueType {
  return valueType(entity, field, override);
}
