// The rule for every amount typed by a person or sent to the API (record fields and bids alike): the one
// decimal rule (src/shared/decimal) without a sign, at most the declared decimals, at most the declared
// maximum. The result is an integer in the field's smallest unit (fen for money), a bigint, so nothing
// passes through a float.
import { exactUnits, formatDecimal, parseUnsigned } from '../decimal/index.ts';

/** Default ceiling of a decimal field without `x-max`: 99,999,999,999.99 — far above any rural trade, still
 * well inside a safe integer count of fen (the sums of a settlement stay exact even as JS numbers). */
export const DEFAULT_MAX = '99999999999.99';

export type ParsedAmount = { ok: true; units: bigint } | { ok: false; message: string };

/** Amount text (unsigned, at most `places` decimals) -> integer count of 10^-places units, or null. */
export function amountUnits(text: string, places: number): bigint | null {
  const d = parseUnsigned(text, places);
  return d === null ? null : exactUnits(d, places);
}

/** Integer units -> "1234.50"-style text with exactly `places` decimals. */
export function unitsText(units: bigint, places: number): string {
  return formatDecimal({ units, scale: places });
}

export interface AmountRule {
  /** Field title for the message (出价金额, 成交价款（元）…). */
  title: string;
  /** Decimal places allowed (2 for money). */
  places?: number;
  /** Largest accepted value as plain decimal text; DEFAULT_MAX when absent. */
  max?: string;
}

/** Strips a trailing unit in a title: "成交价款（元）" -> "成交价款". */
function bare(title: string): string {
  return title.replace(/[（(][^（）()]*[）)]$/, '');
}

/** Reads an amount by the canonical rule; the message names the field. */
export function parseAmount(raw: unknown, rule: AmountRule): ParsedAmount {
  const places = rule.places ?? 2;
  const title = bare(rule.title);
  const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : '';
  if (text === '') return { ok: false, message: `请输入${title}` };
  const units = amountUnits(text, places);
  if (units === null) {
    // Well-formed but too fine: say so, rather than the general "digits and a point" message.
    const why = parseUnsigned(text, Number.POSITIVE_INFINITY) !== null ? `最多保留${places}位小数` : '只能填写数字和小数点';
    return { ok: false, message: `${title}格式不正确：${why}` };
  }
  const max = amountUnits(rule.max ?? DEFAULT_MAX, places) ?? amountUnits(DEFAULT_MAX, 2)!;
  if (units > max) return { ok: false, message: `${title}不能大于${rule.max ?? DEFAULT_MAX}` };
  return { ok: true, units };
}

/** Money in fen by the canonical rule (two decimals). */
export function parseMoney(raw: unknown, title: string, max?: string): ParsedAmount {
  return parseAmount(raw, { title, places: 2, ...(max !== undefined ? { max } : {}) });
}
