// One card per metric with its overall figure (e.g. 成交金额 1,234,567.89 元).
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Statistic from 'antd/es/statistic';
import type { StatsValue } from '../../../shared/api.ts';
import type { EntitySchema, StatsMetric } from '../../../shared/schema/types.ts';
import { metricText } from './format.ts';

export interface StatsCardsProps {
  metrics: StatsMetric[];
  entity: EntitySchema;
  values: Record<string, StatsValue>;
}

export function StatsCards({ metrics, entity, values }: StatsCardsProps) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {metrics.map((m) => (
        <Col key={m.key} xs={24} sm={12} lg={6}>
          <Card size="small" data-testid={`stats-card-${m.key}`}>
            {/* Pre-formatted text: Statistic would otherwise re-read the exact string as a float. */}
            <Statistic title={m.title} value={metricText(m, entity, values[m.key])} suffix={m.unit} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
