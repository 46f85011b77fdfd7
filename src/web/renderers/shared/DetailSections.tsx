// Read-only sections of a record (detail and approval pages), values through the shared display vocabulary.
import { Descriptions } from 'antd';
import type { RecordRow } from '../../../shared/api.ts';
import type { DetailSection, EntitySchema } from '../../../shared/schema/types.ts';
import { fieldTitle } from './fields.ts';
import { FieldValue } from './FieldValue.tsx';

export function DetailSections({ sections, entity, row }: { sections: DetailSection[]; entity: EntitySchema; row: RecordRow }) {
  return (
    <>
      {sections.map((s, i) => (
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
