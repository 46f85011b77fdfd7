// Fields only some trading varieties have (x-varieties, e.g. a forest-rights listing's 林权证号): forms of
// other varieties leave them out and the server refuses them, with the same rule on both sides.
import type { FieldError } from '../codes.ts';
import type { EntityProperty, EntitySchema, Variety } from '../schema/types.ts';

export function fieldForVariety(prop: EntityProperty | undefined, variety: string | null): boolean {
  const only = prop?.['x-varieties'];
  return !only || (variety !== null && only.includes(variety));
}

/** A form page's fields as the given variety shows them. */
export function fieldsForVariety(entity: EntitySchema, fields: string[], variety: string | null): string[] {
  return fields.filter((f) => fieldForVariety(entity.properties[f], variety));
}

/** Values sent for fields the record's variety does not have. */
export function varietyFieldErrors(entity: EntitySchema, doc: Record<string, unknown>, variety: string | null, varieties: Variety[]): FieldError[] {
  const out: FieldError[] = [];
  for (const [k, v] of Object.entries(doc)) {
    const prop = entity.properties[k];
    if (v === undefined || v === null || v === '' || fieldForVariety(prop, variety)) continue;
    const names = (prop?.['x-varieties'] ?? []).map((c) => varieties.find((x) => x.code === c)?.name ?? c).join('、');
    out.push({ field: k, message: `${prop?.title ?? k}只适用于${names}项目` });
  }
  return out;
}
