// Custom formats: each rule written once, registered in ajv on the server and in rjsf in the browser.
// Every format accepts the empty string: emptiness is the `required` rule's business.
import type { MessageKey } from './messages.ts';

export interface FormatDef {
  validate: (value: string) => boolean;
  message: MessageKey;
}

const decimal = (places: number) => new RegExp(`^(0|[1-9]\\d*)(\\.\\d{1,${places}})?$`);
const optional = (test: (v: string) => boolean) => (v: string) => v === '' || test(v);

const MOBILE = /^1\d{10}$/;
const LANDLINE = /^0\d{2,3}-\d{7,8}$/;
const PROVINCES = new Set([
  '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65',
  '71', '81', '82', '83', '91',
]);
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

function realPastDate(y: number, m: number, d: number, today: Date): boolean {
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== m - 1 || dt.getUTCDate() !== d) return false;
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return dt.getTime() <= now;
}

export function isIdCard(value: string, today: Date = new Date()): boolean {
  if (!/^(\d{15}|\d{17}[\dXx])$/.test(value)) return false;
  if (!PROVINCES.has(value.slice(0, 2))) return false;
  if (value.length === 15) {
    return realPastDate(1900 + Number(value.slice(6, 8)), Number(value.slice(8, 10)), Number(value.slice(10, 12)), today);
  }
  if (!realPastDate(Number(value.slice(6, 10)), Number(value.slice(10, 12)), Number(value.slice(12, 14)), today)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(value[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK[sum % 11] === value[17]!.toUpperCase();
}

const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
export function isCreditCodeStrict(value: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_ALPHABET.indexOf(value[i]!) * (3 ** i % 31);
  return USCC_ALPHABET[(31 - (sum % 31)) % 31] === value[17];
}

export const formats: Record<string, FormatDef> = {
  decimal2: { validate: optional((v) => decimal(2).test(v)), message: 'decimal2' },
  decimal4: { validate: optional((v) => decimal(4).test(v)), message: 'decimal4' },
  decimal6: { validate: optional((v) => decimal(6).test(v)), message: 'decimal6' },
  integer: { validate: optional((v) => /^(0|-?[1-9]\d*)$/.test(v)), message: 'integer' },
  'positive-integer': { validate: optional((v) => /^[1-9]\d*$/.test(v)), message: 'positive-integer' },
  'contact-phone': { validate: optional((v) => MOBILE.test(v) || LANDLINE.test(v)), message: 'contact-phone' },
  mobile: { validate: optional((v) => MOBILE.test(v)), message: 'mobile' },
  'id-card': { validate: optional((v) => isIdCard(v)), message: 'id-card' },
  'credit-code': { validate: optional((v) => /^[0-9A-Za-z]{18}$/.test(v)), message: 'credit-code' },
  'credit-code-strict': { validate: optional(isCreditCodeStrict), message: 'credit-code-strict' },
};

/** For ajv / rjsf `customFormats`. */
export function formatValidators(): Record<string, (value: string) => boolean> {
  return Object.fromEntries(Object.entries(formats).map(([k, f]) => [k, f.validate]));
}
