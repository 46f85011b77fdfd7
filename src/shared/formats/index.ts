// Custom formats: each rule written once, registered in ajv on the server and in rjsf in the browser.
// Every format accepts the empty string: emptiness is the `required` rule's business.
import type { MessageKey } from './messages.ts';
import { isDecimal2, isDecimal4, isDecimal6, isInteger, isPositiveInteger } from './decimal.ts';
import { isContactPhone, isMobile } from './phone.ts';
import { isIdCard } from './id-card.ts';
import { isCreditCode, isCreditCodeStrict } from './credit-code.ts';
import { isPartyId } from './party-id.ts';
import { isCertificateNo } from './certificate-no.ts';
import { isDateString, isDateTimeString } from './date.ts';
import { isPercent, isRegionCodeFormat } from './region-percent.ts';

export { isCalendarDate, isLeapYear, businessToday } from './calendar.ts';
export { isDecimal2, isDecimalText, isDecimal4, isDecimal6, isInteger, isPositiveInteger } from './decimal.ts';
export { isContactPhone, isLandline, isMobile } from './phone.ts';
export { ID_PREFIXES, MAINLAND_PROVINCES, idCard15To18, idCardCheckChar, isIdCard } from './id-card.ts';
export { USCC_ALPHABET, creditCodeCheckChar, isCreditCode, isCreditCodeStrict } from './credit-code.ts';
export { isOrgCode, isPartyId, orgCodeCheckChar } from './party-id.ts';
export { isCertificateNo } from './certificate-no.ts';
export { isDateString, isDateTimeString } from './date.ts';
export { parseDateInput, parseDateTimeInput } from './date-input.ts';
export { message, messages, type MessageKey } from './messages.ts';

export interface FormatDef {
  validate: (value: string) => boolean;
  message: MessageKey;
}

const optional = (test: (v: string) => boolean) => (v: string): boolean => v === '' || test(v);

/** Format name (the schema's `format`) -> rule and message key. Names match schemas/meta/entity.schema.json. */
export const formats: Record<string, FormatDef> = {
  decimal2: { validate: optional(isDecimal2), message: 'decimal2' },
  decimal4: { validate: optional(isDecimal4), message: 'decimal4' },
  decimal6: { validate: optional(isDecimal6), message: 'decimal6' },
  integer: { validate: optional(isInteger), message: 'integer' },
  'positive-integer': { validate: optional(isPositiveInteger), message: 'positive-integer' },
  'contact-phone': { validate: optional(isContactPhone), message: 'contact-phone' },
  mobile: { validate: optional(isMobile), message: 'mobile' },
  // A closure, not isIdCard itself: ajv would pass extra arguments that must not become `now`.
  'id-card': { validate: optional((v) => isIdCard(v)), message: 'id-card' },
  // A person's or an organisation's number (证件号码): ID card, or credit / organisation code with its check char.
  'id-or-org-code': { validate: optional(isPartyId), message: 'id-or-org-code' },
  'certificate-no': { validate: optional(isCertificateNo), message: 'certificate-no' },
  'credit-code': { validate: optional(isCreditCode), message: 'credit-code' },
  'credit-code-strict': { validate: optional(isCreditCodeStrict), message: 'credit-code-strict' },
  date: { validate: optional(isDateString), message: 'date' },
  'date-time': { validate: optional(isDateTimeString), message: 'date-time' },
  percent: { validate: optional(isPercent), message: 'percent' },
  region: { validate: optional(isRegionCodeFormat), message: 'region' },
};

/** For ajv `addFormat` and rjsf `customFormats`. */
export function formatValidators(): Record<string, (value: string) => boolean> {
  return Object.fromEntries(Object.entries(formats).map(([k, f]) => [k, f.validate]));
}
