// A party's identity number where the party may be a person or an organisation (spec rule 5, "ID or
// organisation code number"): a resident ID number, a unified social credit code or an organisation code.
import { isCreditCodeStrict } from './credit-code.ts';
import { isIdCard } from './id-card.ts';

/** GB 11714-1997 weights for the 8 body characters of an organisation code. */
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2] as const;

/** Value of an organisation-code character: 0-9 for digits, A=10 ... Z=35. */
const orgValue = (c: string): number => (c >= '0' && c <= '9' ? Number(c) : c.charCodeAt(0) - 55);

/** The GB 11714 check character (0-9 or X) for an 8-character body of digits and upper-case letters. */
export function orgCodeCheckChar(body: string): string {
  if (!/^[0-9A-Z]{8}$/.test(body)) throw new RangeError('orgCodeCheckChar needs 8 digits or upper-case letters');
  const sum = [...body].reduce((s, c, i) => s + orgValue(c) * ORG_WEIGHTS[i]!, 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 'X' : check === 11 ? '0' : String(check);
}

/**
 * Organisation code (组织机构代码, GB 11714-1997): 8 digits or upper-case letters and a check character,
 * written with or without the dash before it (12345678-9). Superseded by the credit code since 2015, but
 * still printed on older title deeds and contracts.
 */
export function isOrgCode(value: string): boolean {
  const m = /^([0-9A-Z]{8})-?([0-9X])$/.exec(value);
  return m !== null && orgCodeCheckChar(m[1]!) === m[2];
}

/**
 * DECISION: the spec applies rule 5 (the ID-card check) to fields named "ID or organisation code number",
 * which an organisation could never fill in. Such a field accepts a valid resident ID number (rule 5, in
 * full), or a unified social credit code or organisation code WITH a correct check character. The credit
 * code is checked strictly here, unlike rule 6's own field: an 18-digit ID number with a typo would
 * otherwise pass as "18 letters or digits" and defeat rule 5's checksum. Letters may be typed in lower case.
 */
export function isPartyId(value: string): boolean {
  if (isIdCard(value)) return true;
  const upper = value.toUpperCase();
  return isCreditCodeStrict(upper) || isOrgCode(upper);
}
