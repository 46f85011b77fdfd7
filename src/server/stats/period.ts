// The year / month a stats page is narrowed to, as a half-open created_at range on the centre's
// calendar (business time, src/shared/time/business.ts) like the month and year groups, whatever the
// server's or the database session's time zone.
import { invalid } from '../http/errors.ts';
import { posInt, type Bag } from '../http/params.ts';
import { businessMonthRange, businessYearRange, type InstantRange } from '../../shared/time/business.ts';

export interface Period {
  /** Inclusive start, an ISO instant (UTC). */
  from: string;
  /** Exclusive end, likewise. */
  to: string;
  year: number;
  month: number | null;
}

const iso = (r: InstantRange): { from: string; to: string } => ({ from: new Date(r.start).toISOString(), to: new Date(r.end).toISOString() });

export function parsePeriod(query: Bag): Period | null {
  const year = posInt(query, 'year', '年份');
  const month = posInt(query, 'month', '月份');
  if (year !== undefined && (year < 1000 || year > 9998)) throw invalid('请输入正确的年份');
  if (month !== undefined && month > 12) throw invalid('请输入正确的月份');
  if (year === undefined) {
    if (month !== undefined) throw invalid('请先选择年份');
    return null;
  }
  if (month === undefined) return { ...iso(businessYearRange(year)), year, month: null };
  return { ...iso(businessMonthRange(year, month)), year, month };
}
