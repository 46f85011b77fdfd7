// Resident ID number (GB 11643-1999), spec rule 5; facts in reference.md 3.1.
import { businessToday, dateKey, isCalendarDate } from './calendar.ts';

/** Mainland provinces (GB/T 2260 first two digits). */
export const MAINLAND_PROVINCES: readonly string[] = [
  '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65',
];

/**
 * Accepted first two digits of an 18-digit number.
 * DECISION: 71 (Taiwan), 81 (Hong Kong), 82 (Macao) and 91 (abroad) as validator.js; also 83, because
 * residence permits for Taiwan residents (830000...) are issued by mainland public security with the same
 * layout and check char (hutool accepts them), and such holders may be parties to a rural-property deal.
 */
export const ID_PREFIXES: ReadonlySet<string> = new Set([...MAINLAND_PROVINCES, '71', '81', '82', '83', '91']);

/**
 * DECISION on 9x: the 2023 foreign permanent-resident ID card is 18 digits starting with 9, followed by the
 * issuing province's code (hutool test 932682198501010017), with the same birth date and check char.
 * We accept "9" + a mainland province code (9 32 ...), so 90, 97-99 and 92 + a non-province digit still fail.
 */
function prefixAccepted(id: string): boolean {
  if (ID_PREFIXES.has(id.slice(0, 2))) return true;
  return id[0] === '9' && MAINLAND_PROVINCES.includes(id.slice(1, 3));
}

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

/** The check char (0-9 or upper-case X) for the first 17 digits of an 18-digit number. */
export function idCardCheckChar(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('idCardCheckChar needs 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

/** Oldest accepted birth year of an 18-digit number (jxlwqq's bound); guards against 0001-01-01. */
const MIN_YEAR = 1800;

function birthOk(y: number, m: number, d: number, today: number): boolean {
  return y >= MIN_YEAR && isCalendarDate(y, m, d) && dateKey(y, m, d) <= today;
}

/**
 * 15 or 18 digits; known prefix; birth date real and not after today (business time); 18-digit numbers pass
 * the weighted checksum, with X or x (validator.js and hutool's default accept lower case, and people type it).
 * 15-digit numbers (first generation, issued before 2004 to mainland residents only) read the year as 19YY
 * and only take mainland prefixes: permits and the foreigners' card never had 15 digits.
 * `now` is injectable for tests.
 */
export function isIdCard(value: string, now: Date = new Date()): boolean {
  const today = businessToday(now);
  if (/^\d{15}$/.test(value)) {
    if (!MAINLAND_PROVINCES.includes(value.slice(0, 2))) return false;
    return birthOk(1900 + Number(value.slice(6, 8)), Number(value.slice(8, 10)), Number(value.slice(10, 12)), today);
  }
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  if (!prefixAccepted(value)) return false;
  if (!birthOk(Number(value.slice(6, 10)), Number(value.slice(10, 12)), Number(value.slice(12, 14)), today)) return false;
  return idCardCheckChar(value.slice(0, 17)) === value[17]!.toUpperCase();
}

/** First-generation to second-generation number (insert 19, append the check char), as hutool's convert15To18. */
export function idCard15To18(id15: string): string {
  if (!/^\d{15}$/.test(id15)) throw new RangeError('idCard15To18 needs 15 digits');
  const first17 = `${id15.slice(0, 6)}19${id15.slice(6)}`;
  return first17 + idCardCheckChar(first17);
}
