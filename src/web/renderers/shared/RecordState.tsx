// Loading and failure states of a single-record page (detail, approval, edit form).
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../engine/errorText.ts';
import { PageLoading } from '../../engine/PageLoading.tsx';
import { StatusPanel } from '../../engine/StatusPanel.tsx';

export function RecordLoading() {
  return <PageLoading text="数据加载中…" />;
}

export function RecordFailed({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const navigate = useNavigate();
  return (
    <StatusPanel
      status="warning"
      title="数据加载失败"
      subTitle={errorText(error)}
      extra={
        <>
          {onRetry ? <Button onClick={onRetry}>重试</Button> : null}
          <Button onClick={() => navigate(-1)}>返回</Button>
        </>
      }
    />
  );
}

export function RecordMissing() {
  const navigate = useNavigate();
  return <StatusPanel status="info" title="未指定记录" subTitle="请从列表中选择一条记录" extra={<Button onClick={() => navigate(-1)}>返回</Button>} />;
}
