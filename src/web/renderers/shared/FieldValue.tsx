// One record field shown through the shared display vocabulary (displayText), status as a tag.
import type { RecordRow } from '../../../shared/api.ts';
import type { DisplayHint, EntitySchema } from '../../../shared/schema/types.ts';
import { fieldHint, fieldText, fieldValue } from './fields.ts';
import { StatusTag } from './StatusTag.tsx';
import { useMemo } from 'react';
import { varietyNames } from '../../../shared/names.ts';
import { useAppMeta } from '../../engine/session.ts';
import { useDictionary } from './dictionary.ts';

export interface FieldValueProps {
  entity: EntitySchema;
  row: RecordRow;
  field: string;
  display?: DisplayHint;
}

export { fieldText };

export function FieldValue({ entity, row, field, display }: FieldValueProps) {
  const hint = fieldHint(entity, field, display);
  const meta = useAppMeta();
  const codes = useDictionary(entity.properties[field]?.['x-dict']);
  const varieties = useMemo(() => varietyNames(meta?.menus), [meta]);
  const dict = field === 'variety' ? varieties : codes;
  if (hint === 'status') {
    const value = fieldValue(row, field);
    return <StatusTag workflow={entity['x-workflow']} state={typeof value === 'string' ? value : null} />;
  }
  const text = fieldText(entity, row, field, display, dict);
  return <>{text === '' ? '-' : text}</>;
}
