// The insert buttons of the template editor: every field of the target entity, an amount also in
// capitals, plus the useful system and context fields.
import type { EntitySchema } from '../../../shared/schema/types.ts';
import { CONTEXT_FIELDS, placeholderText } from '../../../shared/template/index.ts';
import { valueType } from '../../../shared/valuetypes/derive.ts';
import { SYSTEM_COLUMNS } from '../../../shared/valuetypes/system.ts';

export interface Insertable {
  label: string;
  text: string;
}

/** The system columns the template editor offers (those with an insert label). */
const SYSTEM: Record<string, string> = Object.fromEntries(
  Object.entries(SYSTEM_COLUMNS).flatMap(([name, c]) => (c.insertLabel ? [[name, c.insertLabel]] : [])),
);

export function insertables(entity: EntitySchema): Insertable[] {
  const out: Insertable[] = [];
  for (const [name, p] of Object.entries(entity.properties)) {
    out.push({ label: p.title, text: placeholderText(name) });
    // The value type says which filters make sense (capitals for amounts).
    const filters = valueType(entity, name).templateFilters;
    if (filters.includes('capital')) out.push({ label: `${p.title}大写`, text: placeholderText(name, 'capital') });
    // A reference prints its record's name; its number is one more button.
    if (filters.includes('number')) out.push({ label: `${p.title}编号`, text: placeholderText(name, 'number') });
  }
  for (const [name, label] of Object.entries({ ...SYSTEM, ...CONTEXT_FIELDS })) out.push({ label, text: placeholderText(name) });
  return out;
}

/** Text with `insert` replacing the selection [start, end); returns the caret position after it. */
export function insertAt(text: string, insert: string, start: number, end: number): { text: string; caret: number } {
  const s = Math.max(0, Math.min(start, text.length));
  const e = Math.max(s, Math.min(end, text.length));
  return { text: text.slice(0, s) + insert + text.slice(e), caret: s + insert.length };
}
