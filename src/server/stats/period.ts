// The year / month a stats page is narrowed to, as a half-open created_at range on the centre's
// calendar (China time, UTC+8) like the month and year groups, whatever the server's time zone.
import { invalid } from '../http/errors.ts';
import { posInt, type Bag } from '../http/params.ts';

export interface Period {
  /** Inclusive start, an ISO time with the +08:00 offset. */
  from: string;
  /** Exclusive end, likewise. */
  to: string;
  year: number;
  month: number | null;
}

const day = (y: number, m: number): string => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01T00:00:00+08:00`;

export function parsePeriod(query: Bag): Period | null {
  const year = posInt(query, 'year', '年份');
  const month = posInt(query, 'month', '月份');
  if (year !== undefined && (year < 1000 || year > 9998)) throw invalid('请输入正确的年份');
  if (month !== undefined && month > 12) throw invalid('请输入正确的月份');
  if (year === undefined) {
    if (month !== undefined) throw invalid('请先选择年份');
    return null;
  }
  if (month === undefined) return { from: day(year, 1), to: day(year + 1, 1), year, month: null };
  return { from: day(year, month), to: month === 12 ? day(year + 1, 1) : day(year, month + 1), year, month };
}
