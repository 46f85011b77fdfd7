// @vitest-environment jsdom
// A lookup the server refuses shows the server's msg exactly once: the home page's year and month
// choices, the region picker, a stats page (its period choices and its figures) and the bell. The real
// request layer and QueryClient run over a fake transport, so both the message and any repetition of the
// request are what the app would do.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMON_API, statsPath, type RegionEntry, type StatsResult } from '../../../src/shared/api.ts';
import type { EntitySchema, StatsPage } from '../../../src/shared/schema/types.ts';
import { LOOKUP_API } from '../../../src/shared/valuetypes/api.ts';
import HomePage from '../../../src/plugins/home/web/HomePage.tsx';
import { queryClient } from '../../../src/web/query/client.ts';
import { queryKeys } from '../../../src/web/query/keys.ts';
import { installFeedback } from '../../../src/web/request/feedback.ts';
import { RegionCascader } from '../../../src/web/renderers/shared/RegionCascader.tsx';
import StatsRenderer from '../../../src/web/renderers/stats/StatsRenderer.tsx';
import { useSession } from '../../../src/web/stores/session.ts';
import { useUnreadCounts } from '../../../src/web/stores/unread.ts';
import { admin, entryOf, meta, schemaOf } from '../renderers/fixtures.ts';
import { fakeFeedback } from '../request/fakes.ts';

/** What the fake server answers for a path (with its query), and every path asked, in order. */
const server = vi.hoisted(() => ({
  answer: (_path: string, _params: Record<string, unknown>): unknown => ({ code: '200', msg: '成功', data: null }),
  asked: [] as string[],
}));

vi.mock('../../../src/web/request/http.ts', async () => {
  const { createClient } = await import('../../../src/web/request/client.ts');
  const { mainProfile } = await import('../../../src/web/request/profiles.ts');
  const adapter: AxiosAdapter = async (config) => {
    const path = config.url ?? '';
    server.asked.push(path);
    const data = server.answer(path, (config.params ?? {}) as Record<string, unknown>);
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  const browser = { pathname: () => '/home', search: () => '', reload: () => undefined, assign: () => undefined };
  // The app's own Feedback port (installFeedback below), as in the browser.
  return { http: createClient(mainProfile, { adapter, browser }) };
});
// jsdom has no canvas: the charts are replaced by their titles.
vi.mock('../../../src/plugins/home/web/MonthlyChart.tsx', () => ({ default: ({ label }: { label: string }) => <div>{label}</div> }));
vi.mock('../../../src/web/renderers/stats/StatsChart.tsx', () => ({ default: ({ chart }: { chart: { title: string } }) => <div>{chart.title}</div> }));

const ok = (data: unknown) => ({ code: '200', msg: '成功', data });
const refused = (msg: string) => ({ code: '500', msg, data: null });
const EMPTY_STATS: StatsResult = { metrics: { count: 0 }, groups: {} };

/** Answers of a working server for everything these pages ask. */
function working(path: string, params: Record<string, unknown>): unknown {
  if (path === COMMON_API.yearOptions) return ok([2026, 2025]);
  if (path === COMMON_API.monthOptions) return ok([3, 11]);
  if (path.startsWith('/api/stats/')) return ok(EMPTY_STATS);
  if (path.startsWith('/unread/')) return ok([0, 0, 0]);
  if (path === COMMON_API.provinces) return ok([{ id: 510000, parentId: null, name: '四川省', level: 1, hasChildren: true }] satisfies RegionEntry[]);
  if (path === COMMON_API.childRegions && params.locId === '510000') return ok([{ id: 510100, parentId: 510000, name: '成都市', level: 2, hasChildren: true }] satisfies RegionEntry[]);
  if (path === LOOKUP_API.regionNames) return ok({});
  return ok(null);
}

let feedback: ReturnType<typeof fakeFeedback>;
let uninstall: () => void;
const initialSession = useSession.getState();

beforeEach(() => {
  server.asked = [];
  server.answer = working;
  feedback = fakeFeedback();
  uninstall = installFeedback(feedback);
  useSession.setState({
    meta,
    principal: admin,
    info: { userId: 1, username: 'admin', name: '管理员', avatar: '', introduction: '', roles: ['admin'], menuNames: [], siteId: null, siteName: '', userType: 0 },
  });
});
afterEach(() => {
  cleanup();
  uninstall();
  queryClient.clear();
  useSession.setState(initialSession, true);
});

const messages = () => feedback.error.mock.calls.map(([text]) => text);
const askedFor = (path: string) => server.asked.filter((p) => p === path).length;
/** The query has given up (TanStack reports an error only once every retry has failed). */
const settled = (key: readonly unknown[]) => waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('error'), { timeout: 15_000 });

describe('home page', () => {
  const renderHome = () =>
    render(
      <MemoryRouter>
        <HomePage entry={entryOf('home')} />
      </MemoryRouter>,
    );

  it('shows the server’s msg once when the year choices are refused', async () => {
    server.answer = (path, params) => (path === COMMON_API.yearOptions ? refused('年份数据暂不可用') : working(path, params));
    renderHome();
    await settled(queryKeys.periodYears());
    await waitFor(() => expect(messages()).toEqual(['年份数据暂不可用']));
    expect(askedFor(COMMON_API.yearOptions)).toBe(1);
  });

  it('shows the server’s msg once when a year’s months are refused', async () => {
    server.answer = (path, params) => (path === COMMON_API.monthOptions ? refused('月份数据暂不可用') : working(path, params));
    renderHome();
    await settled(queryKeys.periodMonths(2026));
    await waitFor(() => expect(messages()).toEqual(['月份数据暂不可用']));
    expect(askedFor(COMMON_API.monthOptions)).toBe(1);
  });
});

describe('region picker', () => {
  it('shows the server’s msg once when the provinces are refused, and says the regions did not load', async () => {
    server.answer = (path, params) => (path === COMMON_API.provinces ? refused('地区数据暂不可用') : working(path, params));
    render(<RegionCascader aria-label="所在地区" onChange={() => {}} />);
    await screen.findByText('地区加载失败');
    expect(messages()).toEqual(['地区数据暂不可用']);
    expect(askedFor(COMMON_API.provinces)).toBe(1);
  });

  it('shows the server’s msg once when a level’s children are refused, and that level stops loading', async () => {
    server.answer = (path, params) => (path === COMMON_API.childRegions ? refused('下级地区暂不可用') : working(path, params));
    render(<RegionCascader aria-label="所在地区" onChange={() => {}} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '所在地区' }));
    fireEvent.click(await screen.findByText('四川省', { selector: '.ant-cascader-menu-item-content' }));
    await waitFor(() => expect(messages()).toEqual(['下级地区暂不可用']));
    await waitFor(() => expect(document.querySelector('.ant-cascader-menu-item-loading-icon')).toBeNull());
    expect(askedFor(COMMON_API.childRegions)).toBe(1);
  });
});

describe('stats page', () => {
  const contract = JSON.parse(readFileSync(join(process.cwd(), 'schemas/entities/contract.json'), 'utf8')) as EntitySchema;
  const entry = entryOf('stats_money');
  const renderStats = () => render(<StatsRenderer entry={entry} schema={schemaOf<StatsPage>('stats_money')} entity={contract} file={entry.schema ?? ''} />);

  it('shows the server’s msg once when the year choices are refused (no retry of a refused lookup)', async () => {
    server.answer = (path, params) => (path === COMMON_API.yearOptions ? refused('年份数据暂不可用') : working(path, params));
    renderStats();
    await settled(queryKeys.periodYears());
    await waitFor(() => expect(messages()).toEqual(['年份数据暂不可用']));
    expect(askedFor(COMMON_API.yearOptions)).toBe(1);
  });

  it('shows refused figures once, on the page with 重试, asked once', async () => {
    server.answer = (path, params) => (path === statsPath('stats_money') ? refused('统计服务暂不可用') : working(path, params));
    renderStats();
    await settled(queryKeys.stats('stats_money', {}));
    expect(await screen.findByText('统计服务暂不可用')).toBeTruthy();
    expect(screen.getAllByText('统计服务暂不可用')).toHaveLength(1);
    expect(messages()).toEqual([]);
    expect(askedFor(statsPath('stats_money'))).toBe(1);
  });
});

describe('the bell', () => {
  function Bell() {
    const counts = useUnreadCounts(1);
    return <span>{counts.join(',')}</span>;
  }

  it('shows the server’s msg once when the unread counts are refused', async () => {
    server.answer = (path, params) => (path.startsWith('/unread/') ? refused('未读消息暂不可用') : working(path, params));
    render(<Bell />);
    await settled(queryKeys.unread(1));
    await waitFor(() => expect(messages()).toEqual(['未读消息暂不可用']));
    expect(askedFor('/unread/1')).toBe(1);
  });
});
