// parseTime / formatTime as vue-element-admin's src/utils/index.js (reference.md 1.8), typed, with `now`
// injectable. Deviation: both read and show business time (src/shared/time/business.ts) where the
// original used the runtime's local zone, so the browser, the server's Excel export and printed sheets
// show one instant as the same text whatever zone each runs in.
import { parseBusinessTime, wallTime } from '../time/business.ts';

export type TimeInput = Date | string | number | null | undefined;

const WEEKDAYS = '日一二三四五六';

/**
 * The original's reading of a time value:
 * - a Date is used as is;
 * - an all-digit string is read as an integer; a date or date-time string ("2018-07-13 17:54:01",
 *   "2018/07/13", "2018-07-13T17:54:01") without a zone is business wall-clock time (the original read it
 *   in the runtime's zone), with Z or an offset that instant; other strings as Date reads them;
 * - a number whose decimal form has 10 digits is seconds.
 * Deviation: returns null for an invalid date instead of printing "NaN".
 */
export function toDate(time: Exclude<TimeInput, null | undefined>): Date | null {
  let t: string | number;
  if (time instanceof Date) return Number.isNaN(time.getTime()) ? null : time;
  if (typeof time === 'string') {
    if (/^[0-9]+$/.test(time)) t = parseInt(time, 10);
    else {
      const ms = parseBusinessTime(time);
      if (ms !== null) return new Date(ms);
      t = time;
    }
  } else t = time;
  if (typeof t === 'number' && t.toString().length === 10) t *= 1000;
  const d = new Date(t);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Business wall-clock parts of a date, and its weekday (0 = Sunday). */
function parts(date: Date): { y: number; m: number; d: number; h: number; i: number; s: number; a: number } {
  const w = wallTime(date.getTime());
  return { y: w.year, m: w.month, d: w.day, h: w.hour, i: w.minute, s: w.second, a: w.weekday };
}

/**
 * parseTime(time, fmt = '{y}-{m}-{d} {h}:{i}:{s}'): tokens {y}{m}{d}{h}{i}{s} zero-padded to 2, {a} the
 * weekday as 日一二三四五六. Null for no value or a falsy one (so 0 -> null, as the original), and for an
 * invalid date.
 */
export function parseTime(time?: TimeInput, cFormat?: string): string | null {
  if (!time) return null;
  const date = toDate(time);
  if (!date) return null;
  const format = cFormat || '{y}-{m}-{d} {h}:{i}:{s}';
  const values: Record<string, number> = parts(date);
  // Same token regex as the original, including its quirk that {yy} reads as {y}.
  return format.replace(/{([ymdhisa])+}/g, (_, key: string) => {
    const value = values[key] ?? 0;
    if (key === 'a') return WEEKDAYS[value] ?? '';
    return value.toString().padStart(2, '0');
  });
}

/**
 * Relative time: diff = (now - t) / 1000 s; < 30 刚刚 (also for future times); < 3600 ceil(diff/60)分钟前;
 * < 86400 ceil(diff/3600)小时前; < 172800 1天前; otherwise parseTime(t, option) when an option is given,
 * else M月D日H时m分 without padding (7月13日17时54分). Because of ceil: 30 s -> 1分钟前, 61 s -> 2分钟前,
 * 3601 s -> 2小时前, as the original.
 * Deviations: non-digit strings are read like parseTime (the original's `+time` made "2018-07-13 17:54:01"
 * NaN, and its 10-char rule turned "2018-07-13" into 2018 seconds); an invalid time gives "".
 */
export function formatTime(time: Exclude<TimeInput, null | undefined>, option?: string, now: number = Date.now()): string {
  const d = toDate(time);
  if (!d) return '';
  const diff = (now - d.getTime()) / 1000;
  if (diff < 30) return '刚刚';
  if (diff < 3600) return `${Math.ceil(diff / 60)}分钟前`;
  if (diff < 3600 * 24) return `${Math.ceil(diff / 3600)}小时前`;
  if (diff < 3600 * 24 * 2) return '1天前';
  if (option) return parseTime(d, option) ?? '';
  const p = parts(d);
  return `${p.m}月${p.d}日${p.h}时${p.i}分`;
}
