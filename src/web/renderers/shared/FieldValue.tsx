// One record field shown through the shared display vocabulary (displayText), status as a tag.
import type { RecordRow } from '../../../shared/api.ts';
import { displayText } from '../../../shared/display/index.ts';
import type { DisplayHint, EntitySchema } from '../../../shared/schema/types.ts';
import { fieldHint, fieldValue } from './fields.ts';
import { StatusTag } from './StatusTag.tsx';

export interface FieldValueProps {
  entity: EntitySchema;
  row: RecordRow;
  field: string;
  display?: DisplayHint;
}

/** Plain text of a field, for places that cannot hold an element. */
export function fieldText(entity: EntitySchema, row: RecordRow, field: string, display?: DisplayHint): string {
  const hint = fieldHint(entity, field, display);
  return displayText(hint, fieldValue(row, field), {
    property: entity.properties[field],
    states: entity['x-workflow']?.states,
  });
}

export function FieldValue({ entity, row, field, display }: FieldValueProps) {
  const hint = fieldHint(entity, field, display);
  if (hint === 'status') {
    const value = fieldValue(row, field);
    return <StatusTag workflow={entity['x-workflow']} state={typeof value === 'string' ? value : null} />;
  }
  const text = fieldText(entity, row, field, display);
  return <>{text === '' ? '-' : text}</>;
}
