// Which entity fields are amounts, and their declared ceilings (`x-max`), for the canonical parser.
import type { FieldError } from '../codes.ts';
import type { EntityProperty, EntitySchema } from '../schema/types.ts';
import { amountUnits, parseAmount, type AmountRule } from './parse.ts';

export const PLACES_OF_FORMAT: Readonly<Record<string, number>> = { decimal2: 2, decimal4: 4, decimal6: 6 };

export function amountRuleOf(prop: EntityProperty | undefined): AmountRule | null {
  const places = prop?.format ? PLACES_OF_FORMAT[prop.format] : undefined;
  if (!prop || places === undefined) return null;
  return { title: prop.title, places, ...(prop['x-max'] !== undefined ? { max: prop['x-max'] } : {}) };
}

/** Errors of every present decimal field of `data` (limited to `fields` when given). */
export function fieldAmountErrors(entity: EntitySchema, data: Record<string, unknown>, fields?: readonly string[]): FieldError[] {
  const out: FieldError[] = [];
  for (const [name, prop] of Object.entries(entity.properties)) {
    if (fields && !fields.includes(name)) continue;
    const rule = amountRuleOf(prop);
    const v = data[name];
    if (!rule || v === undefined || v === null || v === '') continue;
    // The text's shape is the `format` rule's business (its message comes first on both sides); this
    // adds the ceiling to a well-formed amount.
    if (typeof v !== 'string' || amountUnits(v.trim(), rule.places ?? 2) === null) continue;
    const r = parseAmount(v, rule);
    if (!r.ok) out.push({ field: name, message: r.message });
  }
  return out;
}
