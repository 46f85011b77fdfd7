// The workflow history of a record (who did what, from which state to which, with the opinion).
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Timeline from 'antd/es/timeline';
import Typography from 'antd/es/typography';
import type { HistoryRow } from '../../../shared/api.ts';
import { displayText } from '../../../shared/display/index.ts';
import type { EntitySchema } from '../../../shared/schema/types.ts';
import { stateTitle } from '../../../shared/workflow.ts';
import { ErrorPanel } from '../../engine/ErrorPanel.tsx';
import { records, type RecordId } from '../../engine/records.ts';
import { queryKeys } from '../../query/keys.ts';
import { useApiQuery } from '../../query/useApiQuery.ts';

export interface HistoryTimelineProps {
  entity: EntitySchema;
  id: RecordId;
  /** Changes whenever the record changes, so the history is fetched again after a transition. */
  version?: number;
}

function HistoryItems({ rows, entity }: { rows: HistoryRow[]; entity: EntitySchema }) {
  const wf = entity['x-workflow'];
  return (
    <Timeline
      items={rows.map((h) => ({
        key: h.id,
        color: wf?.transitions.find((t) => t.action === h.action)?.danger ? 'red' : 'blue',
        title: displayText('datetime', h.createdAt),
        content: (
          <>
            <Typography.Text strong>{h.actionTitle || h.action}</Typography.Text>
            <Typography.Text type="secondary">
              {' '}
              {h.userName}
              {h.fromStatus ? `：${stateTitle(wf, h.fromStatus)} → ${stateTitle(wf, h.toStatus)}` : `：${stateTitle(wf, h.toStatus)}`}
            </Typography.Text>
            {h.opinion ? <Typography.Paragraph style={{ margin: 0 }}>审核意见：{h.opinion}</Typography.Paragraph> : null}
          </>
        ),
      }))}
    />
  );
}

export function HistoryTimeline({ entity, id, version }: HistoryTimelineProps) {
  const history = useApiQuery(queryKeys.history(entity.name, id, version), () => records.history(entity.name, id));
  let body;
  if (history.error) {
    body = (
      <ErrorPanel status="warning" error={history.error} fallback="流程记录加载失败" onRetry={history.reload} />
    );
  } else if (!history.data) body = null;
  else if (history.data.length === 0) body = <Empty description="暂无流程记录" />;
  else body = <HistoryItems rows={history.data} entity={entity} />;
  return (
    <Card title="流程记录" size="small" loading={history.loading && !history.data}>
      {body}
    </Card>
  );
}
