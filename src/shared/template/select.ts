// Which templates a print page offers for a record, and which one it opens with.
import type { RecordRow } from '../api.ts';
import type { EntitySchema } from '../schema/types.ts';

/**
 * The template entity's type field, which a print page's templateType is compared with. The contract
 * calls it `type`; file_model keeps the original system's column name `modelType`.
 */
export const TEMPLATE_TYPE_FIELDS = ['type', 'modelType'] as const;

export function templateTypeField(entity: EntitySchema): string | undefined {
  return TEMPLATE_TYPE_FIELDS.find((f) => Object.hasOwn(entity.properties, f));
}

function listed(text: unknown): string[] {
  return typeof text === 'string' ? text.split(/[,，\s]+/).map((s) => s.trim()).filter(Boolean) : [];
}

/** A template record's type: the value of the first type field it carries. */
export function templateTypeOf(template: RecordRow): unknown {
  const f = TEMPLATE_TYPE_FIELDS.find((k) => template.data[k] !== undefined);
  return f ? template.data[f] : undefined;
}

/**
 * Whether a template serves a print page's record. Matched in the browser rather than by a list
 * filter, because the browser holds the print page's entity schema, not the template entity's.
 * Optional fields, honoured when present: `enabled: false` hides a template, `sourceEntity` names the
 * entity it was written for, `varieties` (codes, comma separated) limits it to those trading varieties.
 */
export function templateFits(template: RecordRow, entity: string, templateType: string | undefined, record: RecordRow): boolean {
  const d = template.data;
  if (templateType !== undefined && templateTypeOf(template) !== templateType) return false;
  if (d.enabled === false) return false;
  if (typeof d.sourceEntity === 'string' && d.sourceEntity !== '' && d.sourceEntity !== entity) return false;
  const varieties = listed(d.varieties);
  return varieties.length === 0 || record.variety === null || varieties.includes(record.variety);
}

/**
 * The template to open: the one the record names (a contract's templateId), else the user's last
 * choice on this page, else the first offered.
 */
export function chooseTemplate(templates: readonly RecordRow[], record: RecordRow, remembered: string | null): RecordRow | undefined {
  const byId = (id: unknown) => (id === null || id === undefined || id === '' ? undefined : templates.find((t) => String(t.id) === String(id)));
  return byId(record.data.templateId) ?? byId(remembered) ?? templates[0];
}
