// 首页 (custom component "home"): who is working, the figures for a chosen year and month, the unread
// counts, and shortcuts to pending approvals and the user's list pages.
import { Card, Col, Row, Select, Skeleton, Statistic } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RendererProps } from '../../../web/engine/types.ts';
import { useSession } from '../../../web/stores/session.ts';
import { badgeText, UNREAD_TYPES, useUnreadCounts } from '../../../web/stores/unread.ts';
import { permittedPages } from '../../../web/app/routes.ts';
import { queryKeys } from '../../../web/query/keys.ts';
import { useApiQuery } from '../../../web/query/useApiQuery.ts';
import { HOME } from '../shared/manifest.ts';
import { countRecords, monthlyCounts, monthOptions, periodFilter, SUMMARY_CARDS, yearOptions } from './summary.ts';

const MonthlyChart = lazy(() => import('./MonthlyChart.tsx'));

const NOTIFICATION_PATH = '/home/message_notification';
const AUDIT_PAGE_ID = 'audit_list';

export default function HomePage(_props: RendererProps) {
  const navigate = useNavigate();
  const info = useSession((s) => s.info);
  const meta = useSession((s) => s.meta);
  const principal = useSession((s) => s.principal);
  const unread = useUnreadCounts(useSession((s) => s.info?.userId));
  // Until the user picks a year, the latest year that has records.
  const [picked, setPicked] = useState<{ year: number | null } | null>(null);
  const [month, setMonthState] = useState<number | null>(null);
  const years = useApiQuery(queryKeys.periodYears(), yearOptions).data ?? [];
  const year = picked ? picked.year : (years[0] ?? null);
  const setYear = (y: number | null) => {
    setPicked({ year: y });
    setMonthState(null);
  };
  const setMonth = setMonthState;
  const monthsOf = useApiQuery(queryKeys.periodMonths(year ?? 0), () => monthOptions(year!), { enabled: year !== null, keepPrevious: false });
  const months = year === null ? [] : (monthsOf.data ?? []);
  const period = periodFilter(year, month);
  // Under the entity's key prefix, so a write to its records refreshes the figures.
  const counts =
    useApiQuery(
      [...queryKeys.entity(HOME.entity), 'home-counts', period ?? ''],
      // A card the user may not read (100004) shows "—" instead of failing the page.
      async () => {
        const values = await Promise.all(SUMMARY_CARDS.map((c) => countRecords(c, period).catch(() => null)));
        return Object.fromEntries(SUMMARY_CARDS.map((c, i) => [c.key, values[i] ?? null]));
      },
      { keepPrevious: false },
    ).data ?? null;
  const monthly =
    useApiQuery([...queryKeys.entity(HOME.entity), 'home-monthly', year ?? 0], () => monthlyCounts(year!), { enabled: year !== null, keepPrevious: false })
      .data ?? null;

  const pages = useMemo(() => (meta ? permittedPages(principal, meta) : []), [meta, principal]);
  const audit = pages.find((p) => p.id === AUDIT_PAGE_ID);
  const shortcuts = pages.filter((p) => !p.hidden && p.kind !== 'custom' && p.id !== AUDIT_PAGE_ID).slice(0, 8);


  return (
    <div className="home-page">
      <Card className="home-page__welcome">
        <h2>欢迎，{info?.name ?? ''}</h2>
        <p>
          {info?.siteName ?? ''}
          {info?.roles[0] ? ` · 当前角色：${info.roles[0]}` : ''}
        </p>
      </Card>

      <Card
        title="项目概况"
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
        {counts === null ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : (
          <Row gutter={[16, 16]}>
            {SUMMARY_CARDS.map((c) => (
              <Col key={c.key} xs={12} md={6}>
                <Statistic title={c.title} value={counts[c.key] ?? '—'} />
              </Col>
            ))}
          </Row>
        )}
        {year !== null && (
          <div className="home-page__chart">
            {monthly ? (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
                <MonthlyChart counts={monthly} label={`${year}年新增${SUMMARY_CARDS[0]!.title}`} />
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
                    href={`${NOTIFICATION_PATH}?type=${t.type}`}
                    onClick={(e) => {
                      e.preventDefault();
                      navigate(`${NOTIFICATION_PATH}?type=${t.type}`);
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
              {audit && (
                <button type="button" className="shortcut shortcut--primary" onClick={() => navigate(audit.path)}>
                  待审核项目
                  {unread[0] > 0 && <span className="shortcut__count">{badgeText(unread[0])}</span>}
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
