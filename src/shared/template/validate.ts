// Placeholders a template uses that its entity cannot fill: the editor warns with these, and a test
// keeps the seeded templates clean.
import type { EntitySchema } from '../schema/types.ts';
import { isFilterName, listPlaceholders } from './placeholders.ts';
import { isKnownField } from './values.ts';

export interface TemplateProblem {
  /** The placeholder as written between the braces. */
  raw: string;
  message: string;
}

export function templateProblems(content: string, entity: EntitySchema): TemplateProblem[] {
  const out: TemplateProblem[] = [];
  for (const ph of listPlaceholders(content)) {
    if (!isKnownField(entity, ph.field)) out.push({ raw: ph.raw, message: `“${ph.field}”不是${entity.title}的字段` });
    else if (ph.filter !== undefined && !isFilterName(ph.filter)) out.push({ raw: ph.raw, message: `不支持的格式“${ph.filter}”` });
  }
  return out;
}
