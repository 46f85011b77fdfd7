// The home page's figures: counts of franchise listings for a year/month from the records API.
// The entity and its states come from the plugin's declaration (../shared/manifest.ts).
import { API, COMMON_API, type ListResult } from '../../../shared/api.ts';
import { http } from '../../../web/request/http.ts';
import { HOME } from '../shared/manifest.ts';

export interface SummaryCard {
  key: string;
  title: string;
  /** Status filter; absent = all records. */
  status?: string;
}

export const SUMMARY_ENTITY = HOME.entity;

export const SUMMARY_CARDS: SummaryCard[] = [
  { key: 'all', title: '出让/出租项目' },
  { key: 'pending', title: '待审核项目', status: HOME.states.pending },
  { key: 'listed', title: '已挂牌项目', status: HOME.states.listed },
  { key: 'traded', title: '已成交项目', status: HOME.states.traded },
];

/** "YYYY-MM-DD,YYYY-MM-DD" covering the year, or one month of it. */
export function periodFilter(year: number | null, month: number | null): string | undefined {
  if (year === null) return undefined;
  if (month === null) return `${year}-01-01,${year}-12-31`;
  const last = new Date(year, month, 0).getDate();
  const mm = String(month).padStart(2, '0');
  return `${year}-${mm}-01,${year}-${mm}-${last}`;
}

export async function countRecords(card: SummaryCard, period: string | undefined): Promise<number> {
  const params: Record<string, unknown> = { page: 1, size: 1 };
  if (card.status) params['f.status.eq'] = card.status;
  if (period) params['f.createdAt.between'] = period;
  const r = await http.get<ListResult>(API.records(SUMMARY_ENTITY), params, { silent: true });
  return r.total;
}

export const yearOptions = () => http.get<number[]>(COMMON_API.yearOptions, undefined, { silent: true });
export const monthOptions = (year: number) => http.get<number[]>(COMMON_API.monthOptions, { year }, { silent: true });

/** New listings in each month of a year (twelve counts); a failed month counts 0. */
export async function monthlyCounts(year: number): Promise<number[]> {
  const card = SUMMARY_CARDS[0]!;
  return Promise.all(
    Array.from({ length: 12 }, (_, i) => countRecords(card, periodFilter(year, i + 1)).catch(() => 0)),
  );
}
