// Prices, times and the delay rule of the auction, with the countdown (by the server's clock).
import Alert from 'antd/es/alert';
import Descriptions from 'antd/es/descriptions';
import Statistic from 'antd/es/statistic';
import Typography from 'antd/es/typography';
import type { AuctionState } from '../shared/api.ts';
import { parseAuctionTime } from '../shared/index.ts';
import { amountToCapital, formatAmount } from '../../../shared/display/index.ts';
import { beijingTime } from './time.ts';
import { countdownText } from './useServerClock.ts';
import { AUCTION } from '../shared/config.ts';

function yuan(v: string | null): string {
  return v ? `${formatAmount(v)} 元` : '—';
}

function delayRule(s: AuctionState): string {
  if (s.delayWindowMinutes <= 0) return '无延时规则';
  return `结束前 ${s.delayWindowMinutes} 分钟内有人出价，结束时间延长至出价时间后 ${s.delayMinutes} 分钟`;
}

/** The headline: countdown while live, the result once decided. */
function Headline({ s, now }: { s: AuctionState; now: number }) {
  const start = parseAuctionTime(s.startTime);
  const end = parseAuctionTime(s.endTime);
  switch (s.status) {
    case AUCTION.states.bidding:
      if (end !== null && end >= now) return <Statistic title="距竞价结束" value={countdownText(end - now)} />;
      return <Alert type="info" showIcon title="竞价时间已到，等待系统确定竞得人…" />;
    case AUCTION.states.published:
      if (!s.online) return <Alert type="info" showIcon title="现场竞价项目：竞价结果由工作人员在“线下竞价”中录入" />;
      if (start !== null && start > now) return <Statistic title="距竞价开始" value={countdownText(start - now)} />;
      return <Alert type="info" showIcon title="竞价即将开始…" />;
    case AUCTION.states.ended:
      return <Alert type="success" showIcon title={`竞价已结束：竞得人 ${s.winnerName ?? '—'}，成交价 ${yuan(s.finalPrice)}`} />;
    case AUCTION.states.failed:
      return <Alert type="warning" showIcon title="竞价已流拍" />;
    default:
      return <Alert type="info" showIcon title="竞价项目发布后方可出价" />;
  }
}

export function BoardSummary({ s, now }: { s: AuctionState; now: number }) {
  const delayed = s.delayCount > 0;
  return (
    <>
      {s.problem ? <Alert type="error" showIcon title={`竞价规则有误，暂不能出价：${s.problem}`} style={{ marginBottom: 16 }} /> : null}
      <div style={{ marginBottom: 16 }}>
        <Headline s={s} now={now} />
      </div>
      <Descriptions
        bordered
        size="small"
        column={2}
        items={[
          {
            key: 'current',
            label: '当前价',
            span: 2,
            children: s.currentPrice ? (
              <>
                <Typography.Text strong style={{ fontSize: 18 }} data-testid="auction-current-price">
                  {yuan(s.currentPrice)}
                </Typography.Text>{' '}
                <Typography.Text type="secondary">{amountToCapital(s.currentPrice, { prefix: '人民币' })}</Typography.Text>
              </>
            ) : (
              <Typography.Text type="secondary">暂无出价</Typography.Text>
            ),
          },
          { key: 'start', label: '起始价', children: yuan(s.startPrice) },
          { key: 'inc', label: '加价幅度', children: yuan(s.increment) },
          { key: 'min', label: '最低应价', children: s.minimumBid ? yuan(s.minimumBid) : '—' },
          { key: 'count', label: '出价次数', children: `${s.bidCount} 次` },
          { key: 'from', label: '开始时间', children: beijingTime(s.startTime) },
          {
            key: 'to',
            label: '结束时间',
            children: (
              <>
                {beijingTime(s.endTime)}
                {delayed ? (
                  <Typography.Text type="warning">
                    {' '}
                    （原定 {beijingTime(s.scheduledEndTime)}，已延时 {s.delayCount} 次）
                  </Typography.Text>
                ) : null}
              </>
            ),
          },
          { key: 'delay', label: '延时规则', span: 2, children: delayRule(s) },
        ]}
      />
    </>
  );
}
