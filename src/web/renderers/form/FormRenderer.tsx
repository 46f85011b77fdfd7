// Form page: create a record, or edit the one named by ?id= (mode 'auto' decides by the id).
import Card from 'antd/es/card';
import { LateAlert as Alert } from '../../engine/LateAlert.tsx';
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { RecordRow } from '../../../shared/api.ts';
import type { FormPage } from '../../../shared/schema/types.ts';
import { readPrefill } from '../../../shared/template/index.ts';
import { isEditable, stateTitle } from '../../../shared/workflow.ts';
import { usePagePath } from '../../engine/pagePath.ts';
import { useTags } from '../../stores/tags.ts';
import type { SchemaRendererProps } from '../../engine/types.ts';
import { RecordBoundary } from '../shared/RecordBoundary.tsx';
import { useRecord } from '../shared/useRecord.ts';
import { RecordForm } from './RecordForm.tsx';
import { fieldsForVariety } from '../../../shared/site/variety-fields.ts';
import { useSession } from '../../stores/session.ts';

export default function FormRenderer({ entry, schema, entity }: SchemaRendererProps<FormPage>) {
  const navigate = useNavigate();
  const location = useLocation();
  const pagePath = usePagePath();
  const loaded = useRecord(entity);
  const editing = schema.mode === 'edit' || (schema.mode === 'auto' && loaded.id !== null);
  // A new record may start from another one: ?prefill.<field>= (navigate actions with `prefill`).
  const [search] = useSearchParams();
  const prefillKey = search.toString();
  const prefill = useMemo(() => readPrefill(new URLSearchParams(prefillKey), schema.fields, entity), [prefillKey, schema.fields, entity]);
  const title = schema.title ?? entry.title;
  const chosenVariety = useSession((st) => st.variety);
  // Fields some varieties have (x-varieties): a record keeps its own variety, a new one takes the chosen one.
  const variety = editing ? (loaded.data?.variety ?? null) : entity['x-variety'] ? chosenVariety : null;
  const page = useMemo(() => ({ ...schema, fields: fieldsForVariety(entity, schema.fields, variety) }), [schema, entity, variety]);

  const form = (record: RecordRow | null) => {
    const onSaved = (saved: RecordRow) => {
      const next = schema.afterSave ? pagePath(schema.afterSave, { id: saved.id }) : null;
      if (next) {
        // The form's work is done: its tab closes and the saved record's page opens in its place.
        navigate(next, { replace: true });
        useTags.getState().close(location.pathname, next.split('?')[0] ?? next);
      } else if (!record) navigate(`${location.pathname}?id=${saved.id}`, { replace: true });
      else loaded.reload();
    };

    const wf = entity['x-workflow'];
    const locked = record !== null && record !== undefined && !isEditable(wf, record.status);
    return (
      <Card title={`${title}${editing ? '（编辑）' : '（新增）'}`}>
        {locked ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={`当前状态（${stateTitle(wf, record.status)}）不允许编辑`} /> : null}
        <RecordForm
          // A reloaded record (new version), or other prefill values, start a fresh form.
          key={record ? `${record.id}:${record.version}` : `new:${prefillKey}`}
          entity={entity}
          page={page}
          record={record ?? null}
          initialData={editing ? undefined : prefill}
          onSaved={onSaved}
          onReload={loaded.reload}
          locked={locked}
        />
      </Card>
    );
  };

  // An edit waits for its record (a form in mode 'edit' without ?id= says so); a new record needs none.
  return editing ? <RecordBoundary loaded={loaded}>{form}</RecordBoundary> : form(null);
}
