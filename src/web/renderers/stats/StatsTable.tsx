// One table per dimension: a row per group, a column per metric, and the overall figures as 合计.
// A region dimension whose field the page filters by (op eq) drills down: a group's name narrows the
// page to that region, so the finer levels' tables break it down.
import type { TableColumnsType } from 'antd';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { StatsGroup, StatsValue } from '../../../shared/api.ts';
import type { EntitySchema, StatsDimension, StatsMetric } from '../../../shared/schema/types.ts';
import { metricText, metricTitle } from './format.ts';

export interface StatsTableProps {
  dimension: StatsDimension;
  metrics: StatsMetric[];
  entity: EntitySchema;
  groups: StatsGroup[];
  totals: Record<string, StatsValue>;
  /** Narrows the page to this group's region (region dimensions above village level). */
  onDrill?: ((code: string) => void) | undefined;
}

export function StatsTable({ dimension, metrics, entity, groups, totals, onDrill }: StatsTableProps) {
  const columns: TableColumnsType<StatsGroup> = [
    {
      title: dimension.title,
      dataIndex: 'label',
      key: 'label',
      render: (label: string, g: StatsGroup) =>
        onDrill && g.key ? (
          <Typography.Link title={`下钻到${label}`} onClick={() => onDrill(g.key ?? '')}>
            {label}
          </Typography.Link>
        ) : (
          label
        ),
    },
    ...metrics.map((m) => ({
      title: metricTitle(m),
      key: m.key,
      align: 'right' as const,
      render: (_: unknown, g: StatsGroup) => metricText(m, entity, g.values[m.key]),
    })),
  ];
  return (
    <Table<StatsGroup>
      aria-label={`按${dimension.title}统计`}
      size="small"
      bordered
      pagination={false}
      rowKey={(g) => g.key ?? '\u0000empty'}
      columns={columns}
      dataSource={groups}
      title={() => <Typography.Text strong>按{dimension.title}统计</Typography.Text>}
      locale={{ emptyText: '暂无数据' }}
      summary={() =>
        groups.length > 0 ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
            {metrics.map((m, i) => (
              <Table.Summary.Cell key={m.key} index={i + 1} align="right">
                {metricText(m, entity, totals[m.key])}
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
