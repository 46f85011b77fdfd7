// The deal-balance widget of the settlement pages: what the deal's flows add up to, and whether they
// balance to the fen (the server refuses the approval otherwise).
//   "widgets": [{ "type": "deal-balance", "title": "资金平衡",
//                 "options": { "field": "listingId", "clearing": ["sellerReceivable", "centreIncome"], "doneStates": ["approved"] } }]
// Before the record reaches a done state, the clearing its approval will write (the named amounts) is
// shown as well: the difference after clearing must be zero for the approval to pass.
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Skeleton from 'antd/es/skeleton';
import { queryKeys, useApiQuery, type WidgetProps } from '../../../web/api.ts';
import { fen, yuan } from '../shared/balance.ts';
import { fundsApi } from './api.ts';
import { FUNDS } from '../shared/config.ts';
import { SETTLEMENT_FIELDS } from '../shared/manifest.ts';

interface Options {
  field?: string;
  clearing?: string[];
  doneStates?: string[];
}

export default function DealBalanceWidget({ record, widget }: WidgetProps) {
  const options = (widget.options ?? {}) as Options;
  const pending = !(options.doneStates ?? []).includes(record.status ?? '');
  const clearing = pending ? (options.clearing ?? []).reduce((sum, f) => sum + fen(record.data[f]), 0n) : 0n;
  const dealId = record.data[options.field ?? SETTLEMENT_FIELDS.listingId];
  const id = typeof dealId === 'string' || typeof dealId === 'number' ? String(dealId) : '';
  const q = useApiQuery(queryKeys.entityRead(FUNDS.entities.flow, 'deal-balance', id, record.version), () => fundsApi.deal(id), { enabled: id !== '' });
  const b = q.data;
  const after = b ? BigInt(b.differenceFen) - clearing : 0n;
  return (
    <Card title={widget.title ?? '资金平衡'} size="small" data-testid="deal-balance">
      {!id ? (
        <Alert type="info" title="未选择挂牌项目" />
      ) : !b ? (
        q.error ? <Alert type="error" title="资金平衡读取失败" /> : <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <>
          <Descriptions size="small" column={4} items={[
            { key: 'r', label: '收入（保证金 + 缴款）', children: `${b.received} 元` },
            { key: 'p', label: '付出（退还 + 价款支付）', children: `${b.paidOut} 元` },
            { key: 'i', label: '中心收入', children: `${b.income} 元` },
            { key: 'd', label: '差额', children: `${b.difference} 元` },
            ...(clearing > 0n ? [{ key: 'c', label: '待清分（价款支付 + 服务费）', children: `${yuan(clearing)} 元` }, { key: 'a', label: '清分后差额', children: `${yuan(after)} 元` }] : []),
          ]} />
          <Alert style={{ marginTop: 8 }} type={after === 0n ? 'success' : 'warning'} title={after === 0n ? `资金已平衡（共 ${b.flows} 笔流水${clearing > 0n ? '，审核通过时写入清分流水' : ''}）` : `资金未平衡，差额 ${yuan(after)} 元：审核通过前须确认缴款到账并处理全部保证金`} />
        </>
      )}
    </Card>
  );
}
