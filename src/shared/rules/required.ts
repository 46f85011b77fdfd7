// Fields a draft may leave empty but a workflow action needs (`requires` on the transition), e.g. a
// contract cannot be submitted without its dates and parties. A count rollup is "present" only when it
// counts at least one record: 0 means nothing was recorded yet.
import type { FieldError } from '../codes.ts';
import { withTitle } from '../formats/messages.ts';
import type { EntitySchema, Requirement } from '../schema/types.ts';
import { findTransition } from '../workflow.ts';

function blank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

/** The field a `requires` entry names. */
export function requirementField(r: Requirement): string {
  return typeof r === 'string' ? r : r.field;
}

/** Whether `field` of `data` is missing for a transition's `requires`. */
export function missingForAction(entity: EntitySchema, field: string, v: unknown): boolean {
  if (blank(v)) return true;
  if (entity.properties[field]?.['x-rollup']?.op !== 'count') return false;
  return Number(typeof v === 'string' ? v.trim() : v) < 1;
}

export function requiredForAction(entity: EntitySchema, data: Record<string, unknown>, action: string, fields?: readonly string[]): FieldError[] {
  const wf = entity['x-workflow'];
  const t = wf ? findTransition(wf, action) : undefined;
  if (!t?.requires) return [];
  return t.requires
    .filter((r) => {
      const f = requirementField(r);
      return (!fields || fields.includes(f)) && missingForAction(entity, f, data[f]);
    })
    .map((r) => {
      const f = requirementField(r);
      const title = entity.properties[f]?.title ?? f;
      // The declared text names its field like the engine's own texts (and like a guard's message).
      if (typeof r !== 'string') return { field: f, message: withTitle(title, r.message) };
      // A rollup is not typed: it fills in once the records it sums exist.
      if (entity.properties[f]?.['x-rollup']) return { field: f, message: `${title}由系统按相关记录汇总，尚无记录（${t.title}前须先录入）` };
      return { field: f, message: `${title}不能为空（${t.title}前必须填写）` };
    });
}
