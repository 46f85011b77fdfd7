// Calendar helpers shared by the ID-card rule and the date formats.
import { businessDayKey } from '../time/business.ts';

/** True when y-m-d is a real Gregorian date (Feb 29 only in leap years, no Feb 30, no month 13). */
export function isCalendarDate(y: number, m: number, d: number): boolean {
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d)) return false;
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= daysInMonth(y, m);
}

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function daysInMonth(y: number, m: number): number {
  if (m === 2) return isLeapYear(y) ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

/**
 * Today in business time (src/shared/time/business.ts) as a yyyymmdd number, for "birth date not in the
 * future". Why business time and not the machine's zone: the form runs in a browser in China and the API
 * may run on a UTC server; between 00:00 and 08:00 China time they would otherwise disagree about "today".
 */
export function businessToday(now: Date = new Date()): number {
  return businessDayKey(now.getTime());
}

/** yyyymmdd as a comparable number (20240229). */
export function dateKey(y: number, m: number, d: number): number {
  return y * 10000 + m * 100 + d;
}
