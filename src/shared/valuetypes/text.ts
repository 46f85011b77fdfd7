// Text of one value. A value a formatter cannot read is shown as its raw text rather than hidden, so
// bad data stays visible.
import { amountToCapital } from '../display/capital.ts';
import { formatAmount, trimmedNumber } from '../display/money.ts';
import { formatTime, parseTime } from '../display/time.ts';
import type { EntityProperty } from '../schema/types.ts';
import { regionPath } from './region.ts';
import type { ValueContext } from './types.ts';

export function plain(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return parseTime(value) ?? '';
  if (Array.isArray(value)) return value.map(plain).join('、');
  if (typeof value === 'object') {
    // A file or image value: {name, url} or {id, name}.
    const name = (value as { name?: unknown }).name;
    return typeof name === 'string' ? name : JSON.stringify(value);
  }
  return String(value);
}

/** Runs a formatter that throws on unreadable input, falling back to the raw text. */
export function orRaw(value: unknown, format: (v: string | number) => string): string {
  if (typeof value !== 'string' && typeof value !== 'number') return plain(value);
  try {
    return format(value);
  } catch {
    return String(value);
  }
}

function timeOrRaw(value: unknown, format: (v: string | number | Date) => string | null): string {
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return format(value) || plain(value);
  return plain(value);
}

/** true / 'true' / 1 / '1' / 'Y' -> 是; false / 'false' / 0 / '0' / 'N' -> 否; anything else as text. */
export function booleanText(value: unknown): string {
  if (value === true || value === 1 || value === '1' || value === 'true' || value === 'Y') return '是';
  if (value === false || value === 0 || value === '0' || value === 'false' || value === 'N') return '否';
  return plain(value);
}

/** A YYYY-MM-DD string is already a date: shown as is, never shifted through a time zone. */
export function dateText(value: unknown): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return timeOrRaw(value, (v) => parseTime(v, '{y}-{m}-{d}'));
}

export const datetimeText = (value: unknown): string => timeOrRaw(value, (v) => parseTime(v));
export const relativeText = (value: unknown, now: number): string => timeOrRaw(value, (v) => formatTime(v, undefined, now));
export const amountText = (value: unknown): string => orRaw(value, formatAmount);
export const capitalText = (value: unknown): string => orRaw(value, (v) => amountToCapital(v));
export const numberText = (value: unknown): string => orRaw(value, trimmedNumber);

export function withUnit(text: string, unit: string | undefined): string {
  if (!unit || text === '') return text;
  // Never twice: a value already written with its unit keeps it.
  return text.endsWith(unit) ? text : `${text}${unit}`;
}

export function enumText(value: unknown, p: EntityProperty | undefined): string {
  const i = p?.enum?.indexOf(value as string | number) ?? -1;
  const label = i >= 0 ? p?.['x-enumNames']?.[i] : undefined;
  return label ?? plain(value);
}

/**
 * A region: the stored code as names joined with " / " as antd's Cascader joins them (a cascader path
 * of codes is named as given). A code without a known name stays a code.
 */
export function regionText(value: unknown, ctx: ValueContext): string {
  const names = ctx.regions ?? ctx.dict ?? {};
  if (Array.isArray(value)) return value.map((c) => names[String(c)] ?? String(c)).join(' / ');
  const code = String(value);
  const own = names[code];
  if (own === undefined) return code;
  // From the county down when the code is that deep (蒲江县 / 鹤山街道 / 飞虎村): the province and city
  // add length, not meaning, in a list column. Unknown ancestors are left out rather than shown as codes.
  const path = regionPath(code);
  const from = path.length >= 3 ? 2 : 0;
  const above = path.slice(from, -1).flatMap((c) => (names[c] !== undefined ? [names[c]] : []));
  return [...above, own].join(' / ');
}

/** A reference: the target's label; until it is known, "编号 12" (never a bare id). */
export function referenceText(value: unknown, ctx: ValueContext): string {
  const id = plain(value);
  return ctx.refs?.[id] ?? `编号 ${id}`;
}
