// Business time: the one time zone the centres' calendar is kept in, whatever zone the server process,
// the database session or the browser runs in. "Which day / month / year is this instant", "which
// instants make up day / month / year X" and "this instant as wall-clock text" are answered here and
// nowhere else; every other module asks this one (docs/architecture.md, "Business time").
//
// The zone is a name (Asia/Shanghai by default; BUSINESS_TZ on the server, src/server/config.ts), read
// through Intl, so a zone with daylight saving works too. The process holds one zone: the server sets it
// at start from its configuration (buildApp), the browser from the server's app meta (AppMeta.timeZone);
// until then, and on pages without a session, the default applies.

export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Shanghai';

/** An IANA zone name (Asia/Shanghai, UTC, Etc/GMT-8): a letter first, so offsets such as "+08:00" are not names. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (building one costs far more than using it); throws RangeError for an unknown zone. */
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** True for a zone name this runtime knows (Intl's time zone data). */
export function isTimeZone(name: string): boolean {
  if (!ZONE_NAME.test(name)) return false;
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

let current = DEFAULT_BUSINESS_TIME_ZONE;

/** The business time zone of this process. */
export function businessTimeZone(): string {
  return current;
}

/** Sets the process's business time zone (server start, the browser's app meta). Throws for an unknown zone. */
export function setBusinessTimeZone(name: string): void {
  if (!isTimeZone(name)) throw new RangeError(`不是有效的时区：${name} / not a time zone: ${name}`);
  current = name;
}

/** A wall-clock reading: month 1-12, hour 0-23. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

/** A wall-clock reading of an instant, with its weekday (0 Sunday ... 6 Saturday). */
export interface WallTimeOf extends WallTime {
  weekday: number;
}

/** [start, end) in epoch milliseconds. */
export interface InstantRange {
  start: number;
  end: number;
}

/** Epoch ms of a wall-clock reading taken as UTC; overflowing fields roll over (day 32 is the 1st of next month). */
function utcOf(w: Pick<WallTime, 'year' | 'month' | 'day'> & Partial<WallTime>): number {
  const t = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  t.setUTCFullYear(w.year, w.month - 1, w.day);
  t.setUTCHours(w.hour ?? 0, w.minute ?? 0, w.second ?? 0, w.millisecond ?? 0);
  return t.getTime();
}

/** The zone's offset at instant `ms` as Intl reads it (~15 µs a call). */
function intlOffset(ms: number, zone: string): number {
  const w: WallTime = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0, millisecond: ((ms % 1000) + 1000) % 1000 };
  for (const p of formatter(zone).formatToParts(ms)) {
    if (p.type === 'year' || p.type === 'month' || p.type === 'day' || p.type === 'hour' || p.type === 'minute' || p.type === 'second') w[p.type] = Number(p.value);
  }
  return utcOf(w) - ms;
}

/**
 * Offsets per zone and span of 2^30 ms (about 12 days): the offset when it is the same at both ends of
 * the span (no zone changes its offset twice within 12 days), null when it changes inside (then every
 * instant asks Intl). A list or an export of thousands of times asks Intl a few times, not per cell.
 */
const SPAN = 2 ** 30;
const spans = new Map<string, Map<number, number | null>>();

/** How far the zone's wall clock is ahead of UTC at instant `ms`, in ms. */
export function zoneOffsetMs(ms: number, zone: string = current): number {
  let byZone = spans.get(zone);
  if (!byZone) spans.set(zone, (byZone = new Map<number, number | null>()));
  const span = Math.floor(ms / SPAN);
  let offset = byZone.get(span);
  if (offset === undefined) {
    const first = intlOffset(span * SPAN, zone);
    offset = first === intlOffset((span + 1) * SPAN - 1, zone) ? first : null;
    if (byZone.size >= 10_000) byZone.clear();
    byZone.set(span, offset);
  }
  return offset ?? intlOffset(ms, zone);
}

/** The wall clock in `zone` at instant `ms`. */
export function wallTime(ms: number, zone: string = current): WallTimeOf {
  const d = new Date(ms + zoneOffsetMs(ms, zone));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millisecond: d.getUTCMilliseconds(),
    weekday: d.getUTCDay(),
  };
}

/**
 * The instant a wall-clock reading in `zone` names. Where daylight saving skips or repeats an hour the
 * offset in force just before the change is used; zones without it (Asia/Shanghai) have one answer.
 */
export function businessInstant(w: Pick<WallTime, 'year' | 'month' | 'day'> & Partial<WallTime>, zone: string = current): number {
  const wall = utcOf(w);
  const guess = wall - zoneOffsetMs(wall, zone);
  return wall - zoneOffsetMs(guess, zone);
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

const dateText = (w: Pick<WallTime, 'year' | 'month' | 'day'>): string => `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;

/** The business day of an instant: YYYY-MM-DD. */
export function businessDate(ms: number, zone: string = current): string {
  return dateText(wallTime(ms, zone));
}

/** The business month of an instant: YYYY-MM. */
export function businessMonth(ms: number, zone: string = current): string {
  const w = wallTime(ms, zone);
  return `${pad(w.year, 4)}-${pad(w.month)}`;
}

/** The business year of an instant. */
export function businessYear(ms: number, zone: string = current): number {
  return wallTime(ms, zone).year;
}

/** Today in business time as a comparable yyyymmdd number (20240229). */
export function businessDayKey(ms: number, zone: string = current): number {
  const w = wallTime(ms, zone);
  return w.year * 10000 + w.month * 100 + w.day;
}

/** Year, month and day of a YYYY-MM-DD text naming a real date (year 1 or later), else null. */
function readDate(text: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const t = new Date(utcOf({ year, month, day }));
  return t.getUTCMonth() === month - 1 ? { year, month, day } : null;
}

/** The instants of business day YYYY-MM-DD; null when the text is not a real date. */
export function businessDayRange(date: string, zone: string = current): InstantRange | null {
  const d = readDate(date);
  if (!d) return null;
  return { start: businessInstant(d, zone), end: businessInstant({ ...d, day: d.day + 1 }, zone) };
}

/** The instants of business month `month` (1-12) of `year`. */
export function businessMonthRange(year: number, month: number, zone: string = current): InstantRange {
  return { start: businessInstant({ year, month, day: 1 }, zone), end: businessInstant({ year, month: month + 1, day: 1 }, zone) };
}

/** The instants of business year `year`. */
export function businessYearRange(year: number, zone: string = current): InstantRange {
  return { start: businessInstant({ year, month: 1, day: 1 }, zone), end: businessInstant({ year: year + 1, month: 1, day: 1 }, zone) };
}

/** An instant as business wall-clock text: YYYY-MM-DD HH:mm:ss. */
export function formatBusinessTime(ms: number, zone: string = current): string {
  const w = wallTime(ms, zone);
  return `${dateText(w)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** "+08:00" for an offset of eight hours east of UTC. */
function offsetText(offsetMs: number): string {
  const minutes = Math.round(offsetMs / 60_000);
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * An instant as ISO 8601 in business time with its offset and milliseconds
 * ("2026-11-20T09:05:00.250+08:00"): exact for any reader, and readable as wall-clock time.
 */
export function formatBusinessIso(ms: number, zone: string = current): string {
  const w = wallTime(ms, zone);
  return `${dateText(w)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}.${pad(w.millisecond, 3)}${offsetText(utcOf(w) - ms)}`;
}

const TIME_TEXT = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The instant a time text names: with Z or an offset exactly that instant; without one (the way back
 * offices write times: "2026-11-20 09:00:00", "2026-11-20") a business wall-clock time. Null for text
 * that is not a real date and time.
 */
export function parseBusinessTime(text: string, zone: string = current): number | null {
  const m = TIME_TEXT.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', offset] = m;
  const w: WallTime = { year: Number(y), month: Number(mo), day: Number(d), hour: Number(h), minute: Number(mi), second: Number(s), millisecond: Number(frac.padEnd(3, '0').slice(0, 3)) };
  if (!readDate(dateText(w)) || w.hour > 23 || w.minute > 59 || w.second > 59) return null;
  if (offset === undefined) return businessInstant(w, zone);
  if (offset === 'Z') return utcOf(w);
  const digits = offset.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return utcOf(w) - (offset.startsWith('-') ? -1 : 1) * minutes * 60_000;
}
