// Dates as people type them: 2027-01-01, 2027/1/1, 2027.1.1, 2027年1月1日, 20270101. One reader for the
// form's date picker (kept on blur) and for Excel import, so both understand the same spellings.
import { isCalendarDate } from './calendar.ts';

const pad = (n: number): string => String(n).padStart(2, '0');

/** YYYY-MM-DD for a typed date, or null when the text is not a real calendar date. */
export function parseDateInput(text: string): string | null {
  const t = text.trim();
  const m = /^(\d{4})(?:[-/.年]\s*(\d{1,2})[-/.月]\s*(\d{1,2})日?|(\d{2})(\d{2}))$/.exec(t);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2] ?? m[4]);
  const d = Number(m[3] ?? m[5]);
  return isCalendarDate(y, mo, d) ? `${y}-${pad(mo)}-${pad(d)}` : null;
}

/**
 * YYYY-MM-DD HH:mm:ss for a typed date-time (the date in any spelling above, then an optional
 * HH:mm or HH:mm:ss), or null.
 */
export function parseDateTimeInput(text: string): string | null {
  const t = text.trim();
  const m = /^(\S+?)(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(t);
  if (!m) return null;
  const date = parseDateInput(m[1]!);
  if (!date) return null;
  const [h, mi, s] = [Number(m[2] ?? 0), Number(m[3] ?? 0), Number(m[4] ?? 0)];
  if (h > 23 || mi > 59 || s > 59) return null;
  return `${date} ${pad(h)}:${pad(mi)}:${pad(s)}`;
}
