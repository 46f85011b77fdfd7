// Detail page: read-only sections of the record named by ?id=, its state, actions, the records that
// refer to it (`related`) and history.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import { useNavigate } from 'react-router-dom';
import type { DetailPage } from '../../../shared/schema/types.ts';
import { useAppMeta, usePrincipal } from '../../engine/session.ts';
import type { SchemaRendererProps } from '../../engine/types.ts';
import { SchemaWidgets } from '../../engine/widgets.ts';
import { ActionButtons } from '../shared/ActionButtons.tsx';
import { visibleActions } from '../shared/actions.ts';
import { DetailSections } from '../shared/DetailSections.tsx';
import { ChangeLog } from '../shared/ChangeLog.tsx';
import { HistoryTimeline } from '../shared/HistoryTimeline.tsx';
import { RelatedList } from '../shared/RelatedList.tsx';
import { RecordBoundary } from '../shared/RecordBoundary.tsx';
import { RecordNumber } from '../shared/RecordNumber.tsx';
import { StatusTag } from '../shared/StatusTag.tsx';
import { useActionRunner } from '../shared/useActionRunner.tsx';
import { useRecord } from '../shared/useRecord.ts';

export default function DetailRenderer({ entry, schema, entity, file }: SchemaRendererProps<DetailPage>) {
  const navigate = useNavigate();
  const principal = usePrincipal();
  const meta = useAppMeta();
  const loaded = useRecord(entity);
  const runner = useActionRunner(entity, (action) => {
    // A deleted record has nothing left to show; anything else changed it, so show the new state.
    if (action.type === 'delete') navigate(-1);
    else loaded.reload();
  });

  const title = schema.title ?? entry.title;
  return (
    <RecordBoundary loaded={loaded}>
      {(row) => {
        const actions = visibleActions(schema.actions, row, { principal, meta, entry, schema, entity });
        return (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Card
              title={
                <Space>
                  {title}
                  <StatusTag workflow={entity['x-workflow']} state={row.status} />
                  <RecordNumber id={row.id} />
                </Space>
              }
              extra={
                <Space>
                  <ActionButtons actions={actions} entity={entity} row={row} onRun={runner.run} />
                  <Button onClick={() => navigate(-1)}>返回</Button>
                </Space>
              }
            >
              <DetailSections sections={schema.sections} entity={entity} row={row} />
            </Card>
            <SchemaWidgets widgets={schema.widgets} entity={entity} record={row} page={schema} reload={loaded.reload} file={file} />
            {(schema.related ?? []).map((r) => (
              <RelatedList key={r.list} related={r} row={row} onChange={loaded.reload} />
            ))}
            {schema.history ? <HistoryTimeline entity={entity} id={row.id} version={row.version} /> : null}
            {schema.history ? <ChangeLog entity={entity} id={row.id} version={row.version} /> : null}
            {runner.element}
          </Space>
        );
      }}
    </RecordBoundary>
  );
}
