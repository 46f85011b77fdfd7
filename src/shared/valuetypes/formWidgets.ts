// Which widget a form field gets, apart from the rest of the uiSchema (the web's formSchema.ts): the shell
// starts a form's widget chunks as soon as its page bundle is known (renderers/form/prefetch.ts) without
// loading rjsf, and the server names them in the page's first HTML (http/routePreloads.ts).
import type { EntitySchema, FormPage } from '../schema/types.ts';
import { valueType } from './derive.ts';

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
