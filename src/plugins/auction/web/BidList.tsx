// The bids, latest first; the first row leads (or won, once the auction has ended).
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { AuctionBidRow, AuctionState } from '../shared/api.ts';
import { formatAmount } from '../../../shared/display/index.ts';
import { beijingTime } from './time.ts';
import { AUCTION } from '../shared/config.ts';

export function BidList({ s }: { s: AuctionState }) {
  const leadTag = s.status === AUCTION.states.ended ? <Tag color="green">竞得</Tag> : s.status === AUCTION.states.bidding ? <Tag color="blue">领先</Tag> : null;
  return (
    <>
      <Table<AuctionBidRow>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ y: 320 }}
        dataSource={s.bids}
        locale={{ emptyText: '暂无出价记录' }}
        columns={[
          { title: '竞买号牌', dataIndex: 'bidNumber', width: 100, render: (v: string) => v || '—' },
          {
            title: '竞买人',
            dataIndex: 'bidderName',
            render: (v: string, r) => (
              <>
                {v} {r.id === s.bids[0]?.id ? leadTag : null}
              </>
            ),
          },
          { title: '出价金额（元）', dataIndex: 'amount', align: 'right', width: 160, render: (v: string) => formatAmount(v) },
          { title: '出价时间', dataIndex: 'bidTime', width: 180, render: (v: string) => beijingTime(v) },
          { title: '方式', dataIndex: 'channel', width: 80 },
        ]}
      />
      {s.bidCount > s.bids.length ? (
        <Typography.Text type="secondary">
          共 {s.bidCount} 次出价，仅显示最近 {s.bids.length} 次；全部记录见“出价记录”。
        </Typography.Text>
      ) : null}
    </>
  );
}
