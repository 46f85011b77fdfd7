// Stats page: period and filters on top, then a card per metric, a chart per `charts` entry and a table
// per dimension, all from one GET /api/stats/:pageId computed by SQL on the server.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import { useCallback, useMemo, useState } from 'react';
import type { StatsPage } from '../../../shared/schema/types.ts';
import { ErrorPanel } from '../../engine/ErrorPanel.tsx';
import { PageLoading } from '../../engine/PageLoading.tsx';
import type { SchemaRendererProps } from '../../engine/types.ts';
import { queryKeys } from '../../query/keys.ts';
import { useApiQuery } from '../../query/useApiQuery.ts';
import { FilterBar } from '../list/FilterBar.tsx';
import { useFilterState } from '../list/useFilterState.ts';
import { filterKey, type FilterValues } from '../list/query.ts';
import { regionPath } from '../../../shared/valuetypes/region.ts';
import { regionKeys, regionNames } from '../shared/regions.ts';
import { statsApi } from './api.ts';
import { isEmptyResult } from './format.ts';
import { PeriodPicker } from './PeriodPicker.tsx';
import { buildStatsQuery, type StatsState } from './query.ts';
import { StatsCards } from './StatsCards.tsx';
import { StatsTable } from './StatsTable.tsx';
import { late } from '../../engine/late.tsx';

// echarts is large: it loads only when a page actually draws a chart.
const StatsChart = late(() => import('./StatsChart.tsx'), () => <Skeleton active paragraph={{ rows: 6 }} />).component;
const NO_CODES: string[] = [];

export default function StatsRenderer({ entry, schema, entity }: SchemaRendererProps<StatsPage>) {
  const [state, setState] = useState<StatsState>({ year: null, month: null, filters: {} });
  const filter = useFilterState(useCallback((filters: FilterValues) => setState((s) => ({ ...s, filters })), []));
  const query = useMemo(() => buildStatsQuery(schema, state), [schema, state]);
  const result = useApiQuery(queryKeys.stats(entry.id, query), () => statsApi.figures(entry.id, query));
  const data = result.data;

  const narrow = filter.apply;
  // Drill-down along the region tree: a region dimension filtered by the same field (eq).
  const drillable = (d: StatsPage['dimensions'][number]) =>
    d.field !== undefined && d.level !== undefined && d.level !== 'village' && (schema.filters ?? []).some((f) => f.field === d.field && f.op === 'eq');
  const drillTo = (field: string) => (code: string) => narrow({ ...state.filters, [filterKey(field, 'eq')]: code });
  const drilled = (schema.filters ?? []).find((f) => f.op === 'eq' && schema.dimensions.some((d) => drillable(d) && d.field === f.field) && state.filters[filterKey(f.field, 'eq')]);
  const drilledCode = drilled ? (state.filters[filterKey(drilled.field, 'eq')] ?? '') : '';
  const drilledNames = regionNames.useLabels(drilledCode ? regionKeys([drilledCode]) : NO_CODES);
  const drilledText = regionPath(drilledCode).map((c) => drilledNames[c] ?? c).join(' / ');
  const up = () => {
    if (!drilled) return;
    const path = regionPath(drilledCode);
    const parent = path.length > 1 ? path[path.length - 2] : undefined;
    const next = { ...state.filters };
    if (parent) next[filterKey(drilled.field, 'eq')] = parent;
    else delete next[filterKey(drilled.field, 'eq')];
    narrow(next);
  };

  const metricOf = (key: string) => schema.metrics.find((m) => m.key === key);
  const charts = (schema.charts ?? []).flatMap((c) => {
    const metric = metricOf(c.metric);
    return metric ? [{ spec: c, metric }] : [];
  });

  let body;
  if (result.error) {
    body = (
      <ErrorPanel status="warning" title="统计数据加载失败" error={result.error} onRetry={result.reload} />
    );
  } else if (!data) {
    body = <PageLoading text="统计中…" />;
  } else if (isEmptyResult(data.metrics)) {
    body = <Empty description="暂无数据" style={{ padding: 48 }} />;
  } else {
    body = (
      <Spin spinning={result.loading} description="统计中…">
        <StatsCards metrics={schema.metrics} entity={entity} values={data.metrics} />
        {charts.length > 0 && (
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            {charts.map(({ spec, metric }, i) => (
              <Col key={i} xs={24} xl={12}>
                <Card size="small" title={spec.title}>
                  <StatsChart chart={spec} metric={metric} entity={entity} groups={data.groups[spec.dimension] ?? []} />
                </Card>
              </Col>
            ))}
          </Row>
        )}
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {schema.dimensions.map((d) => (
            <StatsTable
              key={d.key}
              dimension={d}
              metrics={schema.metrics}
              entity={entity}
              groups={data.groups[d.key] ?? []}
              totals={data.metrics}
              onDrill={drillable(d) && d.field ? drillTo(d.field) : undefined}
            />
          ))}
        </Space>
      </Spin>
    );
  }

  return (
    <Card
      title={schema.title ?? entry.title}
      extra={<PeriodPicker year={state.year} month={state.month} onChange={(year, month) => setState((s) => ({ ...s, year, month }))} />}
    >
      <FilterBar
        filters={schema.filters ?? []}
        entity={entity}
        {...filter.bar}
      />
      {drilled ? (
        <Space style={{ marginBottom: 12 }}>
          <span>当前地区：{drilledText}</span>
          <Button size="small" onClick={up}>
            返回上级
          </Button>
        </Space>
      ) : null}
      {body}
    </Card>
  );
}
