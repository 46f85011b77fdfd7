// The auction-bid widget: the live bidding board of an auction record (prices in yuan and capital
// numerals, countdown by the server's clock, delay note, bids polled every few seconds) and, while bidding
// and for users the schema grants it, the bid box. Declared in a page schema as
//   "widgets": [{ "type": "auction-bid", "options": { "bidRoles": ["operator"] } }]
// A page that declares no bidRoles (the public bidding notice) shows the board read-only, even to users
// who may bid on another page.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Divider from 'antd/es/divider';
import Typography from 'antd/es/typography';
import { useCallback, useEffect, useRef } from 'react';
import { bidRolesOf } from '../shared/permission.ts';
import { ErrorPanel, errorText, PageLoading, type WidgetProps } from '../../../web/api.ts';
import { BidForm } from './BidForm.tsx';
import { BidList } from './BidList.tsx';
import { BoardSummary } from './BoardSummary.tsx';
import { useAuctionBoard } from './useAuctionBoard.ts';
import { useServerClock } from './useServerClock.ts';
import { AUCTION } from '../shared/config.ts';

export default function AuctionBidWidget({ record, reload, widget }: WidgetProps) {
  const board = useAuctionBoard(record.id, reload);
  const now = useServerClock(board.offset);
  const offset = board.offset;
  const serverNow = useCallback(() => Date.now() + offset, [offset]);
  const { refresh } = board;
  // The page changed the record (a transition): read the board again at once (the first read is the hook's).
  const seenVersion = useRef(record.version);
  useEffect(() => {
    if (seenVersion.current === record.version) return;
    seenVersion.current = record.version;
    refresh();
  }, [record.version, refresh]);

  const title = widget.title ?? '网络竞价';
  const s = board.state;
  if (!s) {
    return (
      <Card title={title}>
        {board.error ? (
          <ErrorPanel status="warning" title="竞价信息加载失败" error={board.error} onRetry={board.refresh} />
        ) : (
          <PageLoading text="竞价信息加载中…" />
        )}
      </Card>
    );
  }
  // The bid box needs both: this page declares bidding (bidRoles), and the server's rule lets this user bid.
  const biddable = bidRolesOf(widget).length > 0 && s.canBid && s.online && s.status === AUCTION.states.bidding && !s.problem;
  return (
    <Card title={title} extra={<Button onClick={board.refresh}>刷新</Button>}>
      {board.error ? (
        <Typography.Paragraph type="warning">竞价信息刷新失败：{errorText(board.error)}（显示的是上次结果）</Typography.Paragraph>
      ) : null}
      <BoardSummary s={s} now={now} />
      {biddable ? <BidForm s={s} serverNow={serverNow} onPlaced={(r) => board.accept(r.state)} onRefused={board.refresh} /> : null}
      <Divider titlePlacement="start">出价记录</Divider>
      <BidList s={s} />
    </Card>
  );
}
