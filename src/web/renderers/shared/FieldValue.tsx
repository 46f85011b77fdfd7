// One record field shown through the shared display vocabulary (displayText), status as a tag.
import type { RecordRow } from '../../../shared/api.ts';
import { displayText } from '../../../shared/display/index.ts';
import type { DisplayHint, EntitySchema } from '../../../shared/schema/types.ts';
import { fieldHint, fieldValue } from './fields.ts';
import { StatusTag } from './StatusTag.tsx';
import { useDictionary, type DictLabels } from './dictionary.ts';

export interface FieldValueProps {
  entity: EntitySchema;
  row: RecordRow;
  field: string;
  display?: DisplayHint;
}

/** Plain text of a field, for places that cannot hold an element. */
export function fieldText(entity: EntitySchema, row: RecordRow, field: string, display?: DisplayHint, dict?: DictLabels): string {
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

export function FieldValue({ entity, row, field, display }: FieldValueProps) {
  const hint = fieldHint(entity, field, display);
  const dict = useDictionary(entity.properties[field]?.['x-dict']);
  if (hint === 'status') {
    const value = fieldValue(row, field);
    return <StatusTag workflow={entity['x-workflow']} state={typeof value === 'string' ? value : null} />;
  }
  const text = fieldText(entity, row, field, display, dict);
  return <>{text === '' ? '-' : text}</>;
}
