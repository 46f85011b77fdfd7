// The text of one placeholder for one record: a data field through the property's display hint, a
// system field, or a context field, then the placeholder's filter. Plain text; escaping is render's job.
import type { RecordRow } from '../api.ts';
import { amountToCapital, displayText, formatAmount, parseTime } from '../display/index.ts';
import { isSystemField, type EntitySchema } from '../schema/types.ts';
import { fieldText } from '../valuetypes/field.ts';
import { CONTEXT_FIELDS, isFilterName, type FilterName, type ImageField, type Placeholder } from './placeholders.ts';

export interface TemplateContext {
  /** The printing date for {{today}}; defaults to now. */
  today?: Date;
  /** Trading variety code -> name, for {{variety}}. */
  varieties?: Record<string, string>;
  /** Dictionary entries per x-dict type, for 'dict' fields. */
  dicts?: Record<string, Record<string, string>>;
  /** Region code -> name, for 'region' fields. */
  regions?: Record<string, string>;
  /** Per target entity: record id -> label, for reference fields. */
  refs?: Record<string, Record<string, string>>;
  /** The record's site's seal and signature images, for {{siteSeal}} / {{siteSignature}} (see isSheetImageSrc). */
  images?: Partial<Record<ImageField, string>>;
}

export type Resolved =
  | { ok: true; text: string }
  | { ok: false; reason: 'field' | 'filter'; name: string };

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function isKnownField(entity: EntitySchema, field: string): boolean {
  return FIELD_NAME.test(field) && (Object.hasOwn(entity.properties, field) || isSystemField(field) || Object.hasOwn(CONTEXT_FIELDS, field));
}

/** "2026-03-01" or a timestamp -> "2026年3月1日"; a date-only string is never shifted through a time zone. */
export function chineseDate(value: unknown): string {
  const iso = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
  const ymd = iso ?? (typeof value === 'string' || typeof value === 'number' || value instanceof Date ? parseTime(value, '{y}-{m}-{d}') : null);
  if (!ymd) return value === null || value === undefined ? '' : String(value);
  const [y, m, d] = ymd.split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
}

/** A filter that cannot read its value shows the raw text, as displayText does: bad data stays visible. */
function applyFilter(filter: FilterName, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const raw = typeof value === 'string' || typeof value === 'number' ? value : null;
  try {
    switch (filter) {
      case 'capital':
        return raw === null ? String(value) : amountToCapital(raw);
      case 'amount':
        return raw === null ? String(value) : formatAmount(raw);
      case 'date':
        return displayText('date', value);
      case 'datetime':
        return displayText('datetime', value);
      case 'cndate':
        return chineseDate(value);
      case 'number':
        return String(value);
    }
  } catch {
    return String(value);
  }
}

function rawValue(record: RecordRow, field: string, ctx: TemplateContext): unknown {
  if (field === 'today') return ctx.today ?? new Date();
  return isSystemField(field) ? record[field] : record.data[field];
}

/** Without a filter a field prints exactly as list and detail show it: the value-type table's text. */
function defaultText(entity: EntitySchema, field: string, value: unknown, record: RecordRow, ctx: TemplateContext): string {
  if (field === 'today') return chineseDate(value);
  return fieldText(entity, record, field, { dicts: ctx.dicts, varieties: ctx.varieties, regions: ctx.regions, refs: ctx.refs });
}

export function resolvePlaceholder(ph: Placeholder, record: RecordRow, entity: EntitySchema, ctx: TemplateContext = {}): Resolved {
  if (!isKnownField(entity, ph.field)) return { ok: false, reason: 'field', name: ph.field };
  const filter = ph.filter;
  if (filter !== undefined && !isFilterName(filter)) return { ok: false, reason: 'filter', name: filter };
  const value = rawValue(record, ph.field, ctx);
  const text = filter !== undefined ? applyFilter(filter, value) : defaultText(entity, ph.field, value, record, ctx);
  return { ok: true, text };
}
