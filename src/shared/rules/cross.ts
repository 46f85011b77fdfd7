// Cross-field rules (`x-rules`): a condition over the record and the Chinese message for the named field.
// A rule whose operands are missing does not apply; emptiness is `required`'s business.
import type { FieldError } from '../codes.ts';
import { recordResolver, test } from '../expr/index.ts';
import type { EntitySchema } from '../schema/types.ts';

export function crossFieldErrors(entity: EntitySchema, data: Record<string, unknown>, fields?: readonly string[]): FieldError[] {
  const out: FieldError[] = [];
  for (const rule of entity['x-rules'] ?? []) {
    if (fields && !fields.includes(rule.field)) continue;
    if (test(rule.check, recordResolver(data)) === false) out.push({ field: rule.field, message: rule.message });
  }
  return out;
}
