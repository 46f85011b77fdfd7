// The map with its data: record mode draws the given record; list mode loads up to 200 records of the
// entity (the schema's fixed filters plus the URL's f.* filters) and draws those with a position.
// Loading, refusals, empty results and records without coordinates each say so; the map stays usable.
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Typography from 'antd/es/typography';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ListResult, RecordRow } from '../../../shared/api.ts';
import { ErrorPanel, PageLoading, queryKeys, records, useApiQuery, usePagePath } from '../../../web/api.ts';
import { MapView, type MapPoint } from './MapView.tsx';
import { LIST_LIMIT, toPoints, urlFilters, type MapOptions } from './options.ts';

export interface MapPanelProps {
  title: string;
  options: MapOptions;
  /** Record mode: the page's record. */
  record?: RecordRow | undefined;
}

function useOpen(detailPage: string): (p: MapPoint) => void {
  const navigate = useNavigate();
  const pagePath = usePagePath();
  return (p) => {
    const url = pagePath(detailPage, { id: p.id });
    if (url) navigate(url);
  };
}

function Drawn({ rows, options, activeId, total }: { rows: readonly RecordRow[]; options: MapOptions; activeId?: number | undefined; total?: number }) {
  const open = useOpen(options.detailPage);
  const { points, missing } = useMemo(() => toPoints(rows, options), [rows, options]);
  return (
    <>
      {total !== undefined && total > rows.length ? (
        <Alert type="warning" showIcon style={{ marginBottom: 8 }} title={`共 ${total} 条记录，地图仅显示前 ${rows.length} 条`} />
      ) : null}
      {missing > 0 ? (
        <Typography.Paragraph type="secondary">
          {options.mode === 'record' ? '该记录未填写经纬度，地图上无法标出位置。' : `${missing} 条记录未填写经纬度，未在地图上显示。`}
        </Typography.Paragraph>
      ) : null}
      <MapView points={points} tileUrl={options.tileUrl} attribution={options.attribution} onOpen={open} activeId={activeId} />
    </>
  );
}

function ListMap({ options }: { options: MapOptions }) {
  const { search } = useLocation();
  const filters = useMemo(() => ({ ...options.filters, ...urlFilters(search) }), [options.filters, search]);
  const query = { page: 1, size: LIST_LIMIT, ...filters };
  const loaded = useApiQuery(queryKeys.list(options.entity, query), () => records.list(options.entity, query));
  if (loaded.error && !loaded.data) {
    return <ErrorPanel status="warning" title="地图数据加载失败" error={loaded.error} onRetry={loaded.reload} />;
  }
  const data: ListResult | undefined = loaded.data;
  if (!data) return <PageLoading text="地图数据加载中…" />;
  return (
    <>
      {data.list.length === 0 ? <Empty description="暂无记录" style={{ marginBottom: 8 }} /> : null}
      <Drawn rows={data.list} options={options} total={data.total} />
    </>
  );
}

export function MapPanel({ title, options, record }: MapPanelProps) {
  const rows = useMemo(() => (record ? [record] : []), [record]);
  return (
    <Card title={title}>
      {options.mode === 'list' ? <ListMap options={options} /> : <Drawn rows={rows} options={options} activeId={record?.id} />}
    </Card>
  );
}
