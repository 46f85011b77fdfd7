// A write's document as the server will store it: computed fields set by the server (a differing client
// value refused with 100002 naming the field), then the schema and the declared rules.
import type { Resolve } from '../../../shared/expr/index.ts';
import { applyComputed, computedMismatches, computedNames } from '../../../shared/rules/computed.ts';
import type { EntitySchema } from '../../../shared/schema/types.ts';
import type { AppContext } from '../../context.ts';
import { invalidFields } from '../../http/errors.ts';
import { sanitizeDoc } from './sanitize.ts';

/**
 * `doc` is the merged document, `sent` what the client sent this time. `refs` resolves "ref.field"
 * operands once reference fields exist (x-ref); without it such operands are missing.
 */
export function prepareDoc(ctx: AppContext, entity: EntitySchema, doc: Record<string, unknown>, sent: Record<string, unknown>, refs?: Resolve): Record<string, unknown> {
  // Rich text is rewritten to the shared policy first: what is validated is what is stored.
  const out = applyComputed(entity, sanitizeDoc(entity, doc), refs);
  const wrong = computedMismatches(entity, sent, out);
  if (wrong.length > 0) throw invalidFields(wrong);
  const computed = new Set(computedNames(entity));
  // A computed field is wrong because an input is: the inputs' messages come first.
  const errors = ctx.validator.validate(entity, out).sort((a, b) => Number(computed.has(a.field)) - Number(computed.has(b.field)));
  if (errors.length > 0) throw invalidFields(errors);
  return out;
}
