// One overview card of the home page: an entity's records by workflow state for the chosen period, from
// one stats request; its title opens the entity's list.
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import Statistic from 'antd/es/statistic';
import type { StatsResult } from '../../../shared/api.ts';
import type { PageEntry } from '../../../shared/schema/types.ts';
import { errorText } from '../../../web/api.ts';
import { stateCounts } from './summary.ts';

export interface OverviewCardProps {
  entry: PageEntry;
  /** The entity's list page, when the user may open it. */
  list: PageEntry | undefined;
  data: StatsResult | undefined;
  error: unknown;
  onOpen: (path: string) => void;
}

export function OverviewCard({ entry, list, data, error, onOpen }: OverviewCardProps) {
  const states = data ? stateCounts(data) : [];
  const total = data ? Number(data.metrics.count ?? 0) : 0;
  const title = list ? (
    <a
      href={list.path}
      onClick={(e) => {
        e.preventDefault();
        onOpen(list.path);
      }}
    >
      {entry.title}
    </a>
  ) : (
    entry.title
  );
  return (
    <Card title={title} extra={data ? `共 ${total} 条` : null} className="home-page__overview">
      {error ? (
        <Alert type="warning" showIcon title={errorText(error, '统计加载失败')} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : states.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
      ) : (
        <Row gutter={[16, 16]}>
          {states.map((s) => (
            <Col key={s.key} xs={12} md={8} xl={6}>
              <Statistic title={s.label} value={s.count} />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
