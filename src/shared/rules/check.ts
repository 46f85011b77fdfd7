// The entity's declared rules beyond JSON Schema, one function for the form and the server: amount
// ceilings (x-max), cross-field rules (x-rules) and fields required before a workflow action (requires).
import type { FieldError } from '../codes.ts';
import { withTitle } from '../formats/messages.ts';
import { fieldAmountErrors } from '../money/fields.ts';
import type { EntitySchema } from '../schema/types.ts';
import { crossFieldErrors } from './cross.ts';
import { requiredForAction } from './required.ts';

export interface RuleScope {
  /** Only these fields (a form page's fields). */
  fields?: readonly string[];
  /** The workflow action about to run (e.g. submit): its `requires` fields must be filled. */
  action?: string;
}

/** Errors, at most one per field, in declaration order. */
export function ruleErrors(entity: EntitySchema, data: Record<string, unknown>, scope: RuleScope = {}): FieldError[] {
  const all = [
    ...fieldAmountErrors(entity, data, scope.fields),
    ...(scope.action ? requiredForAction(entity, data, scope.action, scope.fields) : []),
    ...crossFieldErrors(entity, data, scope.fields),
  ];
  // Declared rule messages are free text: each is made to name its field like the schema's messages.
  return mergeErrors([], all).map((e) => ({ field: e.field, message: withTitle(entity.properties[e.field]?.title ?? '', e.message) }));
}

/** `first` plus those of `more` whose field has no error yet. */
export function mergeErrors(first: readonly FieldError[], more: readonly FieldError[]): FieldError[] {
  const seen = new Set(first.map((e) => e.field));
  const out = [...first];
  for (const e of more) {
    if (seen.has(e.field)) continue;
    seen.add(e.field);
    out.push(e);
  }
  return out;
}
