// Where to write a new template when a print page has none: the template entity's form page, found by
// the pages.json naming convention "<templateEntity>_form", opened in create mode with the type and
// source entity already chosen (prefill; the form keeps only the fields it shows).
import type { PageEntry, PrintPage } from '../../../shared/schema/types.ts';
import { PREFILL_PREFIX, TEMPLATE_TYPE_FIELDS } from '../../../shared/template/index.ts';

export function templateFormPage(pages: readonly PageEntry[], templateEntity: string): PageEntry | undefined {
  return pages.find((p) => p.id === `${templateEntity}_form` && p.kind === 'form');
}

export function newTemplateParams(page: PrintPage): Record<string, string> {
  const out: Record<string, string> = { [`${PREFILL_PREFIX}sourceEntity`]: page.entity };
  if (page.templateType !== undefined) for (const f of TEMPLATE_TYPE_FIELDS) out[`${PREFILL_PREFIX}${f}`] = page.templateType;
  return out;
}
