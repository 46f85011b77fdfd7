// The text of date and date-time fields, shared by the date picker and its stand-in (DateStandIn.tsx) so
// both keep and show a typed value alike: the shared reader src/shared/formats/date-input.ts (as Excel
// import uses) turns what was typed into what is stored. Date-times are shown and typed in business time
// (src/shared/time/business.ts), as lists and exports show them, whatever the browser's zone.
import { parseTime } from '../../../../shared/display/time.ts';
import { parseDateInput, parseDateTimeInput } from '../../../../shared/formats/date-input.ts';
import { formatBusinessTime, parseBusinessTime } from '../../../../shared/time/business.ts';

/** The stored instant (ISO) of a business wall-clock text YYYY-MM-DD HH:mm:ss; undefined when it is none. */
export function instantOfWallText(text: string): string | undefined {
  const ms = parseBusinessTime(text);
  return ms === null ? undefined : new Date(ms).toISOString();
}

/**
 * The wall-clock text the picker shows for a stored date-time (YYYY-MM-DD HH:mm:ss in business time), which
 * dayjs reads as its local wall clock; the stored text itself when it is no time.
 */
export function wallTextOf(value: string): string {
  const ms = parseBusinessTime(value);
  return ms === null ? value : formatBusinessTime(ms);
}

/** The stored text of a typed value: YYYY-MM-DD for a date, an ISO instant for a date-time (as the picker
 * stores it); undefined when the text is not a date. */
export function typedValue(text: string, showTime: boolean): string | undefined {
  if (showTime) {
    const t = parseDateTimeInput(text);
    // Without an offset, a date-time string is business wall-clock time (as the picker shows it).
    return t ? instantOfWallText(t) : undefined;
  }
  return parseDateInput(text) ?? undefined;
}

/** What the field shows for a stored value (the picker's format): YYYY-MM-DD, or YYYY-MM-DD HH:mm:ss business time. */
export function shownDate(value: unknown, showTime: boolean): string {
  if (typeof value !== 'string' || value === '') return '';
  return showTime ? (parseTime(value) ?? value) : value;
}

/**
 * Takes typed text into the field (on leaving it, or Enter): the stored value when the text reads as a
 * date (onChange when it differs), else the field keeps what it had. Returns the field's value after.
 */
export function commitTyped(text: string, value: unknown, showTime: boolean, onChange: (v: string) => void): unknown {
  const next = text.trim() === '' ? undefined : typedValue(text, showTime);
  if (next !== undefined && next !== value) onChange(next);
  return next ?? value;
}

export const datePlaceholder = (showTime: boolean): string => (showTime ? '如 2027-01-01 09:00' : '如 2027-01-01');
