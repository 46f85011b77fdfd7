// Read-only sections of a record (detail and approval pages), values through the shared display vocabulary.
import { fieldForVariety } from '../../../shared/site/variety-fields.ts';
import Descriptions from 'antd/es/descriptions';
import type { RecordRow } from '../../../shared/api.ts';
import type { DetailSection, EntitySchema } from '../../../shared/schema/types.ts';
import { fieldTitle } from './fields.ts';
import { FieldValue } from './FieldValue.tsx';

export function DetailSections({ sections, entity, row }: { sections: DetailSection[]; entity: EntitySchema; row: RecordRow }) {
  // Fields other varieties have (x-varieties) are left out; a section left with none is not shown.
  const shown = sections
    .map((s) => ({ ...s, fields: s.fields.filter((f) => !entity['x-variety'] || fieldForVariety(entity.properties[f], row.variety)) }))
    .filter((s) => s.fields.length > 0);
  return (
    <>
      {shown.map((s, i) => (
        <Descriptions
          key={`${s.title}-${i}`}
          title={s.title}
          bordered
          size="small"
          column={s.columns ?? 2}
          style={{ marginBottom: 24 }}
          items={s.fields.map((f) => ({
            key: f,
            label: fieldTitle(entity, f),
            children: <FieldValue entity={entity} row={row} field={f} />,
          }))}
        />
      ))}
    </>
  );
}
