// The year / month a stats page is narrowed to, as a half-open created_at range. Dates are read in the
// session's time zone, as the year and month options (homepageSummary) and the list's date filters are,
// so a month offered there counts exactly the records these figures count.
import { invalid } from '../http/errors.ts';
import { posInt, type Bag } from '../http/params.ts';

export interface Period {
  /** Inclusive start, "YYYY-MM-DD". */
  from: string;
  /** Exclusive end, "YYYY-MM-DD". */
  to: string;
  year: number;
  month: number | null;
}

const day = (y: number, m: number): string => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;

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
