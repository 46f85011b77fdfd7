// 首页 (custom component "home"): who is working, for each overview the user may open (HOME.overviews,
// hidden stats pages) its records by state for a chosen year and month — one request per card — and a
// monthly chart of the first, the unread counts, and shortcuts to pending approvals and the user's lists.
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Statistic from 'antd/es/statistic';
import { useQueries } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { permittedPages, queryClient, queryKeys, type RendererProps, UNREAD_TYPES, useApiQuery, usePagePath, useSession, useUnreadCounts } from '../../../web/api.ts';
import { HOME, HOME_PAGES } from '../shared/manifest.ts';
import { OverviewCard } from './OverviewCard.tsx';
import { monthCounts, monthOptions, overview, periodQuery, yearOptions } from './summary.ts';

const MonthlyChart = lazy(() => import('./MonthlyChart.tsx'));

const AUDIT_PAGE_ID = HOME_PAGES.audit_list;

export default function HomePage(_props: RendererProps) {
  const navigate = useNavigate();
  const pagePath = usePagePath();
  const noticesOf = (type: number) => pagePath(HOME_PAGES.message_notification, { type });
  const info = useSession((s) => s.info);
  const meta = useSession((s) => s.meta);
  const principal = useSession((s) => s.principal);
  const unread = useUnreadCounts(useSession((s) => s.info?.userId));
  // Until the user picks a year, the latest year that has records.
  const [picked, setPicked] = useState<{ year: number | null } | null>(null);
  const [month, setMonth] = useState<number | null>(null);
  const years = useApiQuery(queryKeys.periodYears(), yearOptions).data ?? [];
  const year = picked ? picked.year : (years[0] ?? null);
  const setYear = (y: number | null) => {
    setPicked({ year: y });
    setMonth(null);
  };
  const monthsOf = useApiQuery(queryKeys.periodMonths(year ?? 0), () => monthOptions(year!), { enabled: year !== null, keepPrevious: false });
  const months = year === null ? [] : (monthsOf.data ?? []);

  const pages = useMemo(() => (meta ? permittedPages(principal, meta) : []), [meta, principal]);
  // Only the overviews this user may open: no request the server would refuse.
  const overviews = useMemo(() => HOME.overviews.flatMap((id) => pages.filter((p) => p.id === id)), [pages]);
  const listOf = (overviewId: string) => pages.find((p) => p.kind === 'list' && !p.hidden && p.menu !== undefined && p.menu === overviews.find((o) => o.id === overviewId)?.menu);
  const period = periodQuery(year, month);
  const results = useQueries({
    queries: overviews.map((o) => ({ queryKey: queryKeys.stats(o.id, period), queryFn: () => overview(o.id, year, month) })),
  }, queryClient);
  // The chart shows the first overview's months of the chosen year: the same request as its card when no
  // month is chosen (one request), else one more for the whole year.
  const chartPage = overviews[0];
  const yearly = useApiQuery(
    queryKeys.stats(chartPage?.id ?? '', periodQuery(year, null)),
    () => overview(chartPage!.id, year, null),
    { enabled: chartPage !== undefined && year !== null, keepPrevious: false },
  ).data;
  const monthly = yearly && year !== null ? monthCounts(yearly, year) : null;

  const audit = pages.find((p) => p.id === AUDIT_PAGE_ID);
  const shortcuts = pages.filter((p) => !p.hidden && p.kind !== 'custom' && p.id !== AUDIT_PAGE_ID).slice(0, 8);
  const roleTitle = (name: string | undefined) => meta?.menus.roles?.find((r) => r.name === name)?.title ?? name ?? '';

  return (
    <div className="home-page">
      <Card className="home-page__welcome">
        <h2>欢迎，{info?.name ?? ''}</h2>
        <p>
          {info?.siteName ?? ''}
          {info?.roles[0] ? ` · 当前角色：${roleTitle(info.roles[0])}` : ''}
        </p>
      </Card>

      <Card
        title="业务概况"
        extra={
          <span className="home-page__period">
            <Select<number | null>
              aria-label="年份"
              placeholder="年份"
              value={year}
              style={{ width: 110 }}
              options={[{ value: null, label: '全部年份' }, ...years.map((y) => ({ value: y, label: `${y}年` }))]}
              onChange={setYear}
            />
            <Select<number | null>
              aria-label="月份"
              placeholder="月份"
              value={month}
              disabled={year === null}
              style={{ width: 100 }}
              options={[{ value: null, label: '全年' }, ...months.map((m) => ({ value: m, label: `${m}月` }))]}
              onChange={setMonth}
            />
          </span>
        }
      >
        <div className="home-page__overviews">
          {overviews.map((o, i) => (
            <OverviewCard
              key={o.id}
              entry={o}
              list={listOf(o.id)}
              data={results[i]?.data}
              error={results[i]?.error ?? undefined}
              onOpen={(path) => navigate(path)}
            />
          ))}
        </div>
        {chartPage && year !== null && (
          <div className="home-page__chart">
            <div className="home-page__chart-title">{`${year}年各月新增${chartPage.title}`}</div>
            {monthly ? (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
                <MonthlyChart counts={monthly} label={`${year}年各月新增${chartPage.title}`} />
              </Suspense>
            ) : (
              <Skeleton active paragraph={{ rows: 4 }} />
            )}
          </div>
        )}
      </Card>

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title="消息提醒">
            <Row gutter={[16, 16]}>
              {UNREAD_TYPES.map((t, i) => (
                <Col key={t.type} span={8}>
                  <a
                    href={noticesOf(t.type) ?? undefined}
                    onClick={(e) => {
                      e.preventDefault();
                      const to = noticesOf(t.type);
                      if (to) navigate(to);
                    }}
                  >
                    <Statistic title={t.label} value={unread[i]} />
                  </a>
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="快捷入口">
            <div className="home-page__shortcuts">
              {/* No count here: the 待审核 figure is the overview's, shown once. */}
              {audit && (
                <button type="button" className="shortcut shortcut--primary" onClick={() => navigate(audit.path)}>
                  {audit.title}
                </button>
              )}
              {shortcuts.map((p) => (
                <button key={p.id} type="button" className="shortcut" onClick={() => navigate(p.path)}>
                  {p.title}
                </button>
              ))}
            </div>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
