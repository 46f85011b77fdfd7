// The load guard of every single-record page (detail, approval, edit form, print): no ?id=, a failed or
// refused load, still loading; the page's content renders only with the record in hand.
import Button from 'antd/es/button';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RecordRow } from '../../../shared/api.ts';
import { ErrorPanel } from '../../engine/ErrorPanel.tsx';
import { PageLoading } from '../../engine/PageLoading.tsx';
import { StatusPanel } from '../../engine/StatusPanel.tsx';
import type { LoadedRecord } from './useRecord.ts';

export function RecordBoundary({ loaded, children }: { loaded: LoadedRecord; children: (row: RecordRow) => ReactNode }) {
  const navigate = useNavigate();
  const back = <Button onClick={() => navigate(-1)}>返回</Button>;
  if (loaded.id === null) return <StatusPanel status="info" title="未指定记录" subTitle="请从列表中选择一条记录" extra={back} />;
  // A refusal (100004) or a record gone (100003) is the server's words, as any other failure.
  if (loaded.error) return <ErrorPanel status="warning" title="数据加载失败" error={loaded.error} onRetry={loaded.reload} extra={back} />;
  if (!loaded.data) return <PageLoading text="数据加载中…" />;
  return <>{children(loaded.data)}</>;
}
