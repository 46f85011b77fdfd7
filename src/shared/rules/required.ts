// Fields a draft may leave empty but a workflow action needs (`requires` on the transition), e.g. a
// contract cannot be submitted without its dates and parties.
import type { FieldError } from '../codes.ts';
import type { EntitySchema } from '../schema/types.ts';
import { findTransition } from '../workflow.ts';

function empty(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

export function requiredForAction(entity: EntitySchema, data: Record<string, unknown>, action: string, fields?: readonly string[]): FieldError[] {
  const wf = entity['x-workflow'];
  const t = wf ? findTransition(wf, action) : undefined;
  if (!t?.requires) return [];
  return t.requires
    .filter((f) => (!fields || fields.includes(f)) && empty(data[f]))
    .map((f) => {
      const title = entity.properties[f]?.title ?? f;
      // A rollup is not typed: it fills in once the records it sums exist.
      if (entity.properties[f]?.['x-rollup']) return { field: f, message: `${title}由系统按相关记录汇总，尚无记录（${t.title}前须先录入）` };
      return { field: f, message: `${title}不能为空（${t.title}前必须填写）` };
    });
}
