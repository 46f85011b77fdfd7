// The text of one field of one record: its value type's text with what the field needs beside it
// (enum labels, workflow states, dictionary, region names, reference labels, the area's unit).
import type { RecordRow } from '../api.ts';
import { isSystemField, type EntitySchema } from '../schema/types.ts';
import { areaUnitField, valueType } from './derive.ts';
import type { ValueTypeName } from './names.ts';
import { VALUE_TYPES } from './table.ts';
import type { ValueContext, ValueType } from './types.ts';

/** Labels fetched from the server: the caller loads what its fields need (see neededLookups). */
export interface Lookups {
  /** Per dictionary type (x-dict): code -> label. */
  dicts?: Record<string, Record<string, string>>;
  /** Trading variety code -> name. */
  varieties?: Record<string, string>;
  /** Region code -> name. */
  regions?: Record<string, string>;
  /** Per target entity: id -> label. */
  refs?: Record<string, Record<string, string>>;
  now?: number;
}

export function rawFieldValue(row: RecordRow, field: string): unknown {
  return isSystemField(field) ? row[field] : row.data[field];
}

export function fieldContext(entity: EntitySchema, row: RecordRow | null, field: string, vt: ValueType, lookups: Lookups = {}): ValueContext {
  const p = Object.hasOwn(entity.properties, field) ? entity.properties[field] : undefined;
  const ctx: ValueContext = { property: p, now: lookups.now };
  if (vt.name === 'status') ctx.states = entity['x-workflow']?.states;
  if (vt.lookup === 'dict') ctx.dict = field === 'variety' ? lookups.varieties : p?.['x-dict'] ? lookups.dicts?.[p['x-dict']] : undefined;
  if (vt.lookup === 'region') ctx.regions = lookups.regions;
  if (vt.lookup === 'reference' && p?.['x-ref']) ctx.refs = lookups.refs?.[p['x-ref'].entity];
  if (vt.name === 'area' && row) {
    // An area is written with its record's unit, kept by convention in a sibling field (areaUnitField).
    const unitField = areaUnitField(entity.properties, field);
    const unit = unitField ? row.data[unitField] : undefined;
    if (typeof unit === 'string') ctx.unit = unit;
  }
  return ctx;
}

export function fieldText(entity: EntitySchema, row: RecordRow, field: string, lookups: Lookups = {}, override?: ValueTypeName): string {
  const value = rawFieldValue(row, field);
  if (value === null || value === undefined || value === '') return '';
  const vt = valueType(entity, field, override);
  return vt.text(value, fieldContext(entity, row, field, vt, lookups));
}

/** Value types whose text reads something loaded (the rows that name a lookup). */
export const LOOKUP_TYPES: ReadonlySet<string> = new Set(Object.values(VALUE_TYPES).flatMap((t) => (t.lookup ? [t.name] : [])));

/** What a set of fields needs loaded to be shown by name: dictionary types, reference targets, regions. */
export function neededLookups(entity: EntitySchema, fields: readonly string[]): { dicts: string[]; refs: string[]; regions: boolean } {
  const dicts = new Set<string>();
  const refs = new Set<string>();
  let regions = false;
  for (const f of fields) {
    const vt = valueType(entity, f);
    const p = entity.properties[f];
    if (vt.lookup === 'dict' && p?.['x-dict']) dicts.add(p['x-dict']);
    if (vt.lookup === 'reference' && p?.['x-ref']) refs.add(p['x-ref'].entity);
    if (vt.lookup === 'region') regions = true;
  }
  return { dicts: [...dicts], refs: [...refs], regions };
}
