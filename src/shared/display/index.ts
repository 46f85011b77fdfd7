// Display formatters: one vocabulary (DisplayHint) honoured by list cells, detail views and print layouts.
// displayText(hint, value, ctx) -> string; '' for no value. A value a formatter cannot read is shown as
// its raw text rather than hidden, so bad data stays visible.
import type { DisplayHint, EntityProperty } from '../schema/types.ts';
import { amountToCapital } from './capital.ts';
import { formatAmount, formatNumber } from './money.ts';
import { formatTime, parseTime } from './time.ts';

export { amountToCapital, type CapitalOptions } from './capital.ts';
export { formatAmount, formatNumber, fromFen, parseDecimal, roundToFen, toFen } from './money.ts';
export { formatTime, parseTime, toDate, type TimeInput } from './time.ts';
export { filterUnits, LAND_UNITS_HIDDEN_FOR } from './units.ts';

export interface DisplayContext {
  /** The field's schema, for enum labels; its x-display is used when no hint is given. */
  property?: EntityProperty;
  /** Dictionary entries for 'dict' (code -> label); also region names when `regions` is absent. */
  dict?: Record<string, string>;
  /** Workflow state titles for 'status'. */
  states?: Record<string, { title: string }>;
  /** For 'relative-time' (ms since epoch); defaults to Date.now(). */
  now?: number;
  /** Unit written after an 'area' value (e.g. the record's areaUnit: 亩 or 平方米). */
  unit?: string;
  /** Region code -> name for 'region'. */
  regions?: Record<string, string>;
}

/** Runs a formatter that throws on unreadable input, falling back to the raw text. */
function orRaw(value: unknown, format: (v: string | number) => string): string {
  if (typeof value !== 'string' && typeof value !== 'number') return plain(value);
  try {
    return format(value);
  } catch {
    return String(value);
  }
}

function timeOrRaw(value: unknown, format: (v: string | number | Date) => string | null): string {
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) {
    return format(value) || plain(value);
  }
  return plain(value);
}

function plain(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return parseTime(value) ?? '';
  if (Array.isArray(value)) return value.map(plain).join('、');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** true / 'true' / 1 / '1' / 'Y' -> 是; false / 'false' / 0 / '0' / 'N' -> 否; anything else as text. */
function booleanText(value: unknown): string {
  if (value === true || value === 1 || value === '1' || value === 'true' || value === 'Y') return '是';
  if (value === false || value === 0 || value === '0' || value === 'false' || value === 'N') return '否';
  return plain(value);
}

/** A YYYY-MM-DD string is already a date: shown as is, never shifted through a time zone. */
function dateText(value: unknown): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return timeOrRaw(value, (v) => parseTime(v, '{y}-{m}-{d}'));
}

/**
 * Region: a code or a cascader path of codes, named from ctx.regions (or ctx.dict), joined with " / " as
 * antd's Cascader shows the same path in the form.
 */
function regionText(value: unknown, ctx: DisplayContext): string {
  const names = ctx.regions ?? ctx.dict ?? {};
  const codes = Array.isArray(value) ? value : [value];
  return codes.map((c) => names[String(c)] ?? plain(c)).join(' / ');
}

function enumText(value: unknown, p: EntityProperty | undefined): string {
  const i = p?.enum?.indexOf(value as string | number) ?? -1;
  const label = i >= 0 ? p?.['x-enumNames']?.[i] : undefined;
  return label ?? plain(value);
}

export function displayText(hint: DisplayHint | undefined, value: unknown, ctx: DisplayContext = {}): string {
  if (value === null || value === undefined || value === '') return '';
  switch (hint ?? ctx.property?.['x-display']) {
    case 'enum':
      return enumText(value, ctx.property);
    case 'status':
      return ctx.states?.[String(value)]?.title ?? plain(value);
    case 'dict':
      return ctx.dict?.[String(value)] ?? plain(value);
    case 'amount':
      return orRaw(value, formatAmount);
    case 'amount-capital':
      return orRaw(value, (v) => amountToCapital(v));
    case 'number':
      return orRaw(value, formatNumber);
    case 'area': {
      const n = orRaw(value, formatNumber);
      return ctx.unit ? `${n}${ctx.unit}` : n;
    }
    case 'datetime':
      return timeOrRaw(value, (v) => parseTime(v));
    case 'date':
      return dateText(value);
    case 'relative-time':
      return timeOrRaw(value, (v) => formatTime(v, undefined, ctx.now ?? Date.now()));
    case 'boolean':
      return booleanText(value);
    case 'region':
      return regionText(value, ctx);
    case 'phone':
      // Shown in full: staff call these numbers; masking is a permission matter, not a display one.
      return plain(value).trim();
    case 'text':
    default:
      return plain(value);
  }
}
