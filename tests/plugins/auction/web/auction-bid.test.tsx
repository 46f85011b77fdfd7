// @vitest-environment jsdom
// The widget registry's error panel, and the auction-bid widget against a fake server.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuctionState, BidResult } from '../../../../src/plugins/auction/shared/api.ts';
import { formatAuctionTime } from '../../../../src/plugins/auction/shared/index.ts';
import type { RecordRow } from '../../../../src/shared/api.ts';
import type { DetailPage, EntitySchema } from '../../../../src/shared/schema/types.ts';
import { ApiError } from '../../../../src/web/request/types.ts';
import { SchemaWidgets } from '../../../../src/web/engine/widgets.ts';
import AuctionBidWidget from '../../../../src/plugins/auction/web/AuctionBidWidget.tsx';
import { queryClient } from '../../../../src/web/query/client.ts';

const http = vi.hoisted(() => ({
  get: vi.fn<(url: string, params?: unknown, options?: unknown) => Promise<unknown>>(),
  post: vi.fn<(url: string, body?: Record<string, unknown>, mode?: string, options?: unknown) => Promise<unknown>>(),
}));
vi.mock('../../../../src/web/request/http.ts', () => ({ http }));
// The error panel names files to admins only.
const who = vi.hoisted(() => ({ principal: null as null | { userId: number; roles: string[]; menuNames: string[]; siteId: number | null } }));
vi.mock('../../../../src/web/engine/session.ts', () => ({ usePrincipal: () => who.principal, useAppMeta: () => null }));

// antd's table measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

const entity = { name: 'auction', title: '竞价项目', type: 'object', properties: {} } as EntitySchema;
const page: DetailPage = { kind: 'detail', entity: 'auction', sections: [], widgets: [{ type: 'auction-bid' }] };
const record: RecordRow = { id: 7, status: 'bidding', siteId: 1, variety: null, version: 3, createdAt: '', updatedAt: '', data: {} };

// The widget reads Date.now() for its countdown: frozen (timers stay real) so the test shows an exact time.
const NOW = Date.UTC(2026, 10, 21, 2, 5, 0);

function board(o: Partial<AuctionState> = {}): AuctionState {
  const now = NOW;
  return {
    id: 7,
    status: 'bidding',
    version: 3,
    online: true,
    startPrice: '66000.00',
    increment: '500.00',
    currentPrice: '66000.00',
    minimumBid: '66500.00',
    startTime: formatAuctionTime(now - 3_600_000),
    endTime: formatAuctionTime(now + 170_000),
    scheduledEndTime: formatAuctionTime(now + 170_000),
    delayWindowMinutes: 5,
    delayMinutes: 5,
    delayCount: 0,
    serverNow: now,
    bidCount: 1,
    bids: [{ id: 1, enrollId: 11, bidNumber: '002', bidderName: '王建国', amount: '66000.00', bidTime: '2026-11-21T02:02:45.000Z', channel: '网络' }],
    winnerName: null,
    finalPrice: null,
    canBid: true,
    enrolments: [
      { id: 11, bidderName: '王建国', bidNumber: '002', eligible: true, reason: null },
      { id: 12, bidderName: '丰禾合作社', bidNumber: '001', eligible: true, reason: null },
      { id: 13, bidderName: '张明', bidNumber: '', eligible: false, reason: '该竞买人的报名尚未审核通过，不能出价' },
    ],
    problem: null,
    ...o,
  };
}

function show(state: AuctionState, reload = vi.fn()) {
  http.get.mockResolvedValue(state);
  render(<AuctionBidWidget entity={entity} record={record} page={page} reload={reload} widget={{ type: 'auction-bid', title: '网络竞价', options: { bidRoles: ['operator'] } }} />);
  return reload;
}

async function pickBidder(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '竞买人' }));
  const options = await screen.findAllByText(new RegExp(name), { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[0]!);
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  // The board is cached per auction in the shared query client: each case starts without it.
  queryClient.clear();
  http.get.mockReset();
  http.post.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('widget registry', () => {
  it('shows an error panel naming the schema position for an unknown widget type (to admins)', () => {
    who.principal = { userId: 1, roles: ['admin'], menuNames: [], siteId: null };
    render(
      <SchemaWidgets widgets={[{ type: 'no-such-widget' }]} entity={entity} record={record} page={page} reload={() => undefined} file="schemas/pages/x/detail.json" />,
    );
    expect(screen.getByText('未注册的部件类型：no-such-widget')).toBeTruthy();
    expect(screen.getByTestId('error-location').textContent).toContain('/widgets/0/type');
    who.principal = null;
  });
});

describe('auction-bid widget', () => {
  it('shows prices with capital numerals, the countdown, the delay rule and the bids', async () => {
    show(board());
    expect((await screen.findByTestId('auction-current-price')).textContent).toBe('66,000.00 元');
    expect(screen.getByText('人民币陆万陆仟元整')).toBeTruthy();
    expect(screen.getByText('距竞价结束')).toBeTruthy();
    expect(screen.getByText('02:50')).toBeTruthy();
    expect(screen.getByText('结束前 5 分钟内有人出价，结束时间延长至出价时间后 5 分钟')).toBeTruthy();
    const bids = document.querySelector<HTMLElement>('.ant-table')!;
    expect(within(bids).getByText('王建国')).toBeTruthy();
    expect(within(bids).getByText('领先')).toBeTruthy();
    // Beijing time whatever the browser's zone, as the record's zoneless times read.
    expect(within(bids).getByText('2026-11-21 10:02:45')).toBeTruthy();
    expect(http.get).toHaveBeenCalledWith('/api/auction/7/state', undefined, { silent: true });
    // The amount is prefilled with the lowest acceptable bid.
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: '出价金额' }).value).toBe('66500.00');
  });

  it('pre-checks with the shared rules, confirms, then bids and shows the new board', async () => {
    const reload = show(board());
    await screen.findByTestId('auction-current-price');
    fireEvent.click(screen.getByRole('button', { name: '出 价' }));
    expect((await screen.findByTestId('bid-problem')).textContent).toBe('请选择竞买人');
    await pickBidder('丰禾合作社');
    fireEvent.change(screen.getByRole('spinbutton', { name: '出价金额' }), { target: { value: '66700' } });
    fireEvent.click(screen.getByRole('button', { name: '出 价' }));
    expect((await screen.findByTestId('bid-problem')).textContent).toBe('出价必须为起始价加整数倍的加价幅度（加价幅度 500.00 元）');
    expect(http.post).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('spinbutton', { name: '出价金额' }), { target: { value: '67000' } });
    fireEvent.click(screen.getByRole('button', { name: '出 价' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确定以 67,000.00 元（人民币陆万柒仟元整）为“丰禾合作社”出价吗/)).toBeTruthy();
    const after = board({ version: 4, currentPrice: '67000.00', minimumBid: '67500.00', bidCount: 2 });
    http.post.mockResolvedValue({ bid: after.bids[0]!, state: after } satisfies BidResult);
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    // The confirm dialog's close and the re-render are slow on a loaded machine.
    await waitFor(() => expect(screen.getByTestId('auction-current-price').textContent).toBe('67,000.00 元'), { timeout: 10_000 });
    expect(http.post).toHaveBeenCalledWith('/api/auction/7/bid', { enrollId: 12, amount: '67000.00' }, 'json', { silent: true });
    // The record changed under the page: it is told to reload.
    expect(reload).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: '出价金额' }).value).toBe('67500.00'));
  });

  it('shows the server refusal in its own words', async () => {
    show(board());
    await screen.findByTestId('auction-current-price');
    await pickBidder('丰禾合作社');
    http.post.mockRejectedValue(new ApiError('100002', '出价必须不低于当前价加加价幅度（最低 67,000.00 元）'));
    fireEvent.click(screen.getByRole('button', { name: '出 价' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(screen.getByTestId('bid-problem').textContent).toBe('出价必须不低于当前价加加价幅度（最低 67,000.00 元）'));
  });

  it('offers no bid box without the grant, and shows the result once ended', async () => {
    show(board({ canBid: false, enrolments: [] }));
    await screen.findByTestId('auction-current-price');
    expect(screen.queryByRole('spinbutton', { name: '出价金额' })).toBeNull();
    cleanup();
    // A page without bidRoles (the bidding notice) is read-only even for a user who may bid elsewhere.
    http.get.mockResolvedValue(board());
    render(<AuctionBidWidget entity={entity} record={record} page={page} reload={() => undefined} widget={{ type: 'auction-bid' }} />);
    await screen.findByTestId('auction-current-price');
    expect(screen.queryByRole('spinbutton', { name: '出价金额' })).toBeNull();
    cleanup();
    show(board({ status: 'ended', winnerName: '王建国', finalPrice: '66000.00' }));
    expect(await screen.findByText('竞价已结束：竞得人 王建国，成交价 66,000.00 元')).toBeTruthy();
    expect(screen.getByText('竞得')).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: '出价金额' })).toBeNull();
  });

  it('shows a load failure with a retry', async () => {
    http.get.mockRejectedValue(new ApiError('100004', '未授权'));
    render(<AuctionBidWidget entity={entity} record={record} page={page} reload={() => undefined} widget={{ type: 'auction-bid' }} />);
    expect(await screen.findByText('竞价信息加载失败')).toBeTruthy();
    expect(screen.getByText('未授权')).toBeTruthy();
  });
});
