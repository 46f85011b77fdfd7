// @vitest-environment jsdom
// The stats renderer against a mocked Http: cards and tables show the server's exact figures, the period
// and filters reach the query, and loading, empty and error states (with 重试) are shown.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StatsResult } from '../../../../src/shared/api.ts';
import type { EntitySchema, StatsPage } from '../../../../src/shared/schema/types.ts';
import StatsRenderer from '../../../../src/web/renderers/stats/StatsRenderer.tsx';
import { entryOf, fakeHttp, resetHttp, schemaOf, answerWithFakeHttp } from '../fixtures.ts';

answerWithFakeHttp();
// jsdom has no canvas: the chart chunk is replaced by its title, which is what the page decides.
vi.mock('../../../../src/web/renderers/stats/StatsChart.tsx', () => ({
  default: ({ chart }: { chart: { title: string; type: string } }) => <div data-testid="chart">{`${chart.type}:${chart.title}`}</div>,
}));

const contract = JSON.parse(readFileSync(join(process.cwd(), 'schemas/entities/contract.json'), 'utf8')) as EntitySchema;
const money = schemaOf<StatsPage>('stats_money');
const entry = entryOf('stats_money');
const STATS = '/api/stats/stats_money';

const RESULT: StatsResult = {
  metrics: { dealAmount: '1234718.11', dealCount: 6 },
  groups: {
    county: [
      { key: '510131', label: '蒲江县', values: { dealAmount: '1234568.00', dealCount: 2 } },
      { key: null, label: '未填写', values: { dealAmount: '150.11', dealCount: 4 } },
    ],
    variety: [{ key: 'TDJYQ', label: '土地经营权', values: { dealAmount: '1234718.11', dealCount: 6 } }],
    transferMethod: [],
    month: [{ key: '2019-03', label: '2019年3月', values: { dealAmount: '1234718.11', dealCount: 6 } }],
    year: [{ key: '2019', label: '2019年', values: { dealAmount: '1234718.11', dealCount: 6 } }],
  },
};

// antd's select dropdown measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

// A busy machine renders antd slowly; the default 1 s wait makes these tests flaky, not stricter.
const SLOW = { timeout: 15000 };

let stats: (params: Record<string, unknown>) => Promise<StatsResult>;

function statsCalls(): Record<string, unknown>[] {
  return fakeHttp.get.mock.calls.filter(([url]) => url === STATS).map(([, params]) => params ?? {});
}

function renderStats() {
  return render(<StatsRenderer entry={entry} schema={money} entity={contract} file={entry.schema ?? ''} />);
}

beforeEach(() => {
  resetHttp();
  stats = async () => RESULT;
  fakeHttp.get.mockImplementation(async (url, params) => {
    if (url === STATS) return stats(params ?? {});
    if (url === '/api/homepageSummary/yearOptions') return [2020, 2019];
    if (url === '/api/homepageSummary/monthOptions') return [3, 11];
    if (url === '/api/common/regionNames') return { '510000': '四川省', '510100': '成都市', '510131': '蒲江县' };
    throw new Error(`unexpected ${url}`);
  });
});
afterEach(cleanup);

describe('stats renderer', () => {
  it('shows each metric as a card, amounts with thousands separators, and a chart per schema chart', async () => {
    renderStats();
    const amount = await screen.findByTestId('stats-card-dealAmount', undefined, SLOW);
    expect(amount.textContent).toContain('成交金额');
    expect(amount.textContent).toContain('1,234,718.11');
    expect(amount.textContent).toContain('元');
    expect(screen.getByTestId('stats-card-dealCount').textContent).toContain('6');
    expect((await screen.findAllByTestId('chart', undefined, SLOW)).map((c) => c.textContent)).toEqual(money.charts!.map((c) => `${c.type}:${c.title}`));
    expect(statsCalls()[0]).toEqual({});
  });

  it('shows a table per dimension with labels, exact figures and the total', async () => {
    renderStats();
    const table = await screen.findByRole('table', { name: '按区（县）统计' }, SLOW);
    const rows = within(table).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toContainEqual(expect.stringContaining('蒲江县1,234,568.002'));
    expect(rows).toContainEqual(expect.stringContaining('未填写150.114'));
    expect(rows).toContainEqual(expect.stringContaining('合计1,234,718.116'));
    expect(within(table).getByText('成交金额（元）')).toBeTruthy();
    // An empty dimension says so instead of showing a blank table.
    const methods = screen.getByRole('table', { name: '按流转方式统计' });
    expect(within(methods).getByText('暂无数据')).toBeTruthy();
  });

  it('asks again with the chosen year and month, and with the filter bar values', async () => {
    renderStats();
    await screen.findByTestId('stats-card-dealAmount', undefined, SLOW);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '年份' }));
    fireEvent.click(await screen.findByTitle('2019年', undefined, SLOW));
    await waitFor(() => expect(statsCalls().at(-1)).toEqual({ year: 2019 }), SLOW);
    await waitFor(() => expect(fakeHttp.get).toHaveBeenCalledWith('/api/homepageSummary/monthOptions', { year: 2019 }), SLOW);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '月份' }));
    fireEvent.click(await screen.findByTitle('3月', undefined, SLOW));
    await waitFor(() => expect(statsCalls().at(-1)).toEqual({ year: 2019, month: 3 }), SLOW);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '流转方式' }));
    fireEvent.click(await screen.findByTitle('出租', undefined, SLOW));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(statsCalls().at(-1)).toEqual({ year: 2019, month: 3, 'f.transferMethod.eq': '出租' }), SLOW);
  });

  it('shows a loading state, then 暂无数据 when nothing matched', async () => {
    let answer: (r: StatsResult) => void = () => undefined;
    stats = () => new Promise((resolve) => (answer = resolve));
    renderStats();
    expect(await screen.findByText('统计中…', undefined, SLOW)).toBeTruthy();
    answer({ metrics: { dealAmount: '0.00', dealCount: 0 }, groups: {} });
    expect(await screen.findByText('暂无数据', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('stats-card-dealAmount')).toBeNull();
  });

  it('shows the server refusal with 重试, and retries', async () => {
    stats = async () => {
      throw new Error('未授权');
    };
    renderStats();
    expect(await screen.findByText('统计数据加载失败', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText('未授权')).toBeTruthy();
    stats = async () => RESULT;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByTestId('stats-card-dealAmount', undefined, SLOW)).toBeTruthy();
  });

  it('drills down along the region tree from a region table and back up', async () => {
    renderStats();
    const table = await screen.findByRole('table', { name: '按区（县）统计' }, SLOW);
    fireEvent.click(within(table).getByTitle('下钻到蒲江县'));
    await waitFor(() => expect(statsCalls().at(-1)).toEqual({ 'f.county.eq': '510131' }), SLOW);
    expect(await screen.findByText('当前地区：四川省 / 成都市 / 蒲江县', undefined, SLOW)).toBeTruthy();
    // The empty group cannot be drilled into.
    expect(within(table).queryByTitle('下钻到未填写')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /返回上级/ }));
    await waitFor(() => expect(statsCalls().at(-1)).toEqual({ 'f.county.eq': '510100' }), SLOW);
    expect(await screen.findByText('当前地区：四川省 / 成都市', undefined, SLOW)).toBeTruthy();
  });
});
