// A form page's widget chunks start as soon as its bundle is known (PageHost, through the renderer
// registry), alongside the form's own chunk, instead of when the form's first render reaches each field.
import type { EntitySchema, FormPage, PageEntry } from '../../../shared/schema/types.ts';
import { preloadFormWidgets } from '../../engine/formWidgets.ts';
import { formWidgetNames } from '../../../shared/valuetypes/formWidgets.ts';

export function prefetchForm(_entry: PageEntry, schema: FormPage, entity: EntitySchema): void {
  preloadFormWidgets(formWidgetNames(entity, schema));
}
