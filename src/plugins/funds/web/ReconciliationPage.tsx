// 对账 (custom component "fund_reconciliation"): per account, for a chosen period, the opening balance, what
// came in and went out, the closing balance, what the open deals still hold, and the difference (zero when
// every closed deal left nothing behind).
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import DatePicker from 'antd/es/date-picker';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { queryKeys, type RendererProps, useApiQuery } from '../../../web/api.ts';
import type { AccountRow } from '../shared/balance.ts';
import { fundsApi } from './api.ts';
import { FUNDS } from '../shared/config.ts';

const right = { align: 'right' as const };

export default function ReconciliationPage(_props: RendererProps) {
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const from = range?.[0]?.format('YYYY-MM-DD') ?? '';
  const to = range?.[1]?.format('YYYY-MM-DD') ?? '';
  const q = useApiQuery(queryKeys.entityRead(FUNDS.entities.flow, 'reconciliation', from, to), () => fundsApi.reconciliation(from, to));
  const rows = q.data ?? [];
  return (
    <Card title="对账" extra={<Space><span>期间</span><DatePicker.RangePicker value={range} onChange={(v) => setRange(v ? [v[0], v[1]] : null)} allowEmpty={[true, true]} /></Space>}>
      {q.error ? <Alert type="error" title="对账数据读取失败" style={{ marginBottom: 12 }} /> : null}
      <Table<AccountRow>
        rowKey="account"
        loading={q.loading && !q.data}
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: '暂无资金账户' }}
        columns={[
          { title: '资金账户', dataIndex: 'title' },
          { title: '期初余额（元）', dataIndex: 'opening', ...right },
          { title: '本期收入（元）', dataIndex: 'in', ...right },
          { title: '本期支出（元）', dataIndex: 'out', ...right },
          { title: '期末余额（元）', dataIndex: 'closing', ...right },
          { title: '未结项目留存 / 中心收入（元）', dataIndex: 'held', ...right },
          { title: '差额（元）', dataIndex: 'difference', ...right, render: (d: string) => <Tag color={/^-?0\.00$/.test(d) ? 'success' : 'error'}>{d}</Tag> },
        ]}
      />
    </Card>
  );
}
