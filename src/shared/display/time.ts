// parseTime / formatTime as vue-element-admin's src/utils/index.js (reference.md 1.8), typed, with `now`
// injectable. Both use the runtime's local time zone, as the original: they run in the browser.

export type TimeInput = Date | string | number | null | undefined;

const WEEKDAYS = '日一二三四五六';

/**
 * The original's reading of a time value:
 * - a Date is used as is;
 * - an all-digit string is read as an integer; other strings get "-" -> "/" (the Safari fix, which also
 *   makes "2018-07-13" local midnight rather than UTC) unless they are ISO with a "T", which Date reads
 *   natively and the replacement would break;
 * - a number whose decimal form has 10 digits is seconds.
 * Deviation: returns null for an invalid date instead of printing "NaN".
 */
export function toDate(time: Exclude<TimeInput, null | undefined>): Date | null {
  let t: string | number;
  if (time instanceof Date) return Number.isNaN(time.getTime()) ? null : time;
  if (typeof time === 'string') {
    if (/^[0-9]+$/.test(time)) t = parseInt(time, 10);
    else t = time.includes('T') ? time : time.replace(/-/g, '/');
  } else t = time;
  if (typeof t === 'number' && t.toString().length === 10) t *= 1000;
  const d = new Date(t);
  return Number.isNaN(d.getTime()) ? null : d;
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
  const parts: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
    a: date.getDay(),
  };
  // Same token regex as the original, including its quirk that {yy} reads as {y}.
  return format.replace(/{([ymdhisa])+}/g, (_, key: string) => {
    const value = parts[key] ?? 0;
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
  return `${d.getMonth() + 1}月${d.getDate()}日${d.getHours()}时${d.getMinutes()}分`;
}
