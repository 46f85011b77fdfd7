// "date" and "date-time" formats. ajv on the server has no built-in formats (no ajv-formats), while rjsf's
// validator does; defining them here, and passing them to both, keeps the form and the API in agreement.
import { isCalendarDate } from './calendar.ts';

/**
 * YYYY-MM-DD, a real calendar date (what antd's DatePicker gives with valueFormat YYYY-MM-DD). Year 0000
 * is refused: PostgreSQL has no year zero, so a stored date could not be cast.
 */
export function isDateString(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  return m !== null && Number(m[1]) >= 1 && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/**
 * A real date, space or T, HH:mm or HH:mm:ss (optional fraction), optional Z or +hh:mm.
 * Wider than RFC 3339 on purpose: Chinese back offices send "2024-01-05 08:30:00" without a zone.
 */
export function isDateTimeString(v: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d)(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)?$/.exec(v);
  return m !== null && isDateString(m[1]!);
}
