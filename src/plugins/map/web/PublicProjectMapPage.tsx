// 项目地图 for visitors (custom component "public_project_map", the public /project_map): the listed
// and trading projects the franchise entity declares public (x-public), on the map and in a list
// beside it. It reads only GET /api/public/records/franchise, so it works without a login and shows
// nothing else; picking a point or a row shows that project's public facts.
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import List from 'antd/es/list';
import Row from 'antd/es/row';
import Typography from 'antd/es/typography';
import { useMemo, useState } from 'react';
import { formatAmount, trimmedNumber } from '../../../shared/display/money.ts';
import type { PublicRecord } from '../../../shared/public-api.ts';
import { ErrorPanel, PageLoading, publicApi, queryKeys, type RendererProps, useApiQuery } from '../../../web/api.ts';
import { MapView } from './MapView.tsx';
import { readOptions, toPoints } from './options.ts';
import { FRANCHISE_FIELDS as F, MAP_ENTITIES } from '../shared/manifest.ts';

const ENTITY = MAP_ENTITIES.franchise;
// franchise has no boundary field: the default boundary field reads nothing, as before.
const OPTIONS = readOptions({ entity: ENTITY, mode: 'list', lonField: F.longitude, latField: F.latitude }, ENTITY, F.projectName);

function text(v: unknown): string {
  return typeof v === 'string' && v.trim() !== '' ? v : '-';
}

/** Figures as the other screens show them (thousands separators; money with two decimals); '-' for none. */
function figure(v: unknown, format: (v: string) => string): string | null {
  if (typeof v !== 'string') return null;
  try {
    return format(v);
  } catch {
    return null;
  }
}

function yuan(v: unknown): string {
  const t = figure(v, formatAmount);
  return t === null ? '-' : `${t} 元`;
}

function area(r: PublicRecord): string {
  const a = r.data[F.area];
  if (typeof a !== 'string' || a === '') return '-';
  // Text that is not a figure is shown as it is, as every screen shows it.
  const trimmed = figure(a, trimmedNumber) ?? a;
  return `${trimmed}${text(r.data[F.areaUnit]) === '-' ? '' : String(r.data[F.areaUnit])}`;
}

function Facts({ r }: { r: PublicRecord }) {
  return (
    <Descriptions size="small" column={1} title={text(r.data[F.projectName])}>
      <Descriptions.Item label="坐落位置">{text(r.data[F.location])}</Descriptions.Item>
      <Descriptions.Item label="面积">{area(r)}</Descriptions.Item>
      <Descriptions.Item label="流转方式">{text(r.data[F.transferMethod])}</Descriptions.Item>
      <Descriptions.Item label="流转期限">{text(r.data[F.termYears]) === '-' ? '-' : `${String(r.data[F.termYears])} 年`}</Descriptions.Item>
      <Descriptions.Item label="挂牌价">{yuan(r.data[F.listingPrice])}</Descriptions.Item>
    </Descriptions>
  );
}

export default function PublicProjectMapPage({ entry }: RendererProps) {
  const loaded = useApiQuery(queryKeys.publicRecords(ENTITY), () => publicApi.records(ENTITY));
  const [picked, setPicked] = useState<number | null>(null);
  const rows = useMemo(() => loaded.data?.list ?? [], [loaded.data]);
  const { points, missing } = useMemo(() => toPoints(rows, OPTIONS), [rows]);

  if (loaded.error && !loaded.data) {
    return <ErrorPanel status="warning" title="地图数据加载失败" error={loaded.error} onRetry={loaded.reload} />;
  }
  if (!loaded.data) return <PageLoading text="地图数据加载中…" />;
  const current = rows.find((r) => r.id === picked) ?? null;
  return (
    <Card title={entry.title} extra={<Typography.Text type="secondary">正在挂牌和交易中的项目，共 {loaded.data.total} 宗</Typography.Text>}>
      {loaded.data.total > rows.length ? <Alert type="warning" showIcon style={{ marginBottom: 8 }} title={`共 ${loaded.data.total} 宗项目，地图仅显示最新 ${rows.length} 宗`} /> : null}
      {rows.length === 0 ? (
        <Empty description="暂无公开挂牌的项目" />
      ) : (
        <Row gutter={16}>
          <Col span={16}>
            {missing > 0 ? <Typography.Paragraph type="secondary">{missing} 宗项目未填写经纬度，未在地图上显示。</Typography.Paragraph> : null}
            <MapView points={points} tileUrl={OPTIONS.tileUrl} attribution={OPTIONS.attribution} onOpen={(p) => setPicked(p.id)} activeId={picked ?? undefined} />
          </Col>
          <Col span={8}>
            {current ? (
              <Card size="small" style={{ marginBottom: 12 }}>
                <Facts r={current} />
              </Card>
            ) : null}
            <List
              size="small"
              bordered
              header="项目列表"
              dataSource={rows}
              renderItem={(r) => (
                <List.Item onClick={() => setPicked(r.id)} style={{ cursor: 'pointer', background: r.id === picked ? 'var(--ant-color-primary-bg, #e6f4ff)' : undefined }}>
                  <List.Item.Meta title={text(r.data[F.projectName])} description={`${text(r.data[F.location])} · ${area(r)} · ${yuan(r.data[F.listingPrice])}`} />
                </List.Item>
              )}
            />
          </Col>
        </Row>
      )}
    </Card>
  );
}
