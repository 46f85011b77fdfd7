// The text of date and date-time fields, shared by the date picker and its stand-in (DateStandIn.tsx) so
// both keep and show a typed value alike: the shared reader src/shared/formats/date-input.ts (as Excel
// import uses) turns what was typed into what is stored.
import { parseTime } from '../../../../shared/display/time.ts';
import { parseDateInput, parseDateTimeInput } from '../../../../shared/formats/date-input.ts';

/** The stored text of a typed value: YYYY-MM-DD for a date, an ISO instant for a date-time (as the picker
 * stores it); undefined when the text is not a date. */
export function typedValue(text: string, showTime: boolean): string | undefined {
  if (showTime) {
    const t = parseDateTimeInput(text);
    // Without an offset, a date-time string is local time (as the picker reads it).
    return t ? new Date(t.replace(' ', 'T')).toISOString() : undefined;
  }
  return parseDateInput(text) ?? undefined;
}

/** What the field shows for a stored value (the picker's format): YYYY-MM-DD, or YYYY-MM-DD HH:mm:ss local. */
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
