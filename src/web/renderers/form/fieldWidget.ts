// Which widget a form field gets, apart from the rest of the uiSchema (formSchema.ts) so the shell can
// start a form's widget chunks as soon as its page bundle is known (prefetch.ts) without loading rjsf.
import type { EntitySchema, FormPage } from '../../../shared/schema/types.ts';
import { valueType } from '../../../shared/valuetypes/derive.ts';

/** The value type's widget (reference picker, region cascader, dictionary select, textarea); the upload
 *  widget only where the field declares where uploads go (x-upload). */
export function valueTypeWidget(entity: EntitySchema, field: string): string | undefined {
  const w = valueType(entity, field).widget;
  return w && (w !== 'upload' || entity.properties[field]?.['x-upload']) ? w : undefined;
}

/** The page's own "ui:widget" for a field, if it names one. */
export function declaredWidget(page: FormPage, field: string): string | undefined {
  const own = page.uiSchema?.[field];
  const w = own && typeof own === 'object' ? (own as Record<string, unknown>)['ui:widget'] : undefined;
  return typeof w === 'string' ? w : undefined;
}

/** Every widget name the page's fields use. */
export function formWidgetNames(entity: EntitySchema, page: FormPage): Set<string> {
  const names = new Set<string>();
  for (const f of page.fields) {
    const w = declaredWidget(page, f) ?? valueTypeWidget(entity, f);
    if (w) names.add(w);
  }
  return names;
}
