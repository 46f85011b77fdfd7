// The print-template editor: the "template" form widget and the /open_file_model page (content with {{field}} placeholders, a live
// preview against a sample record). Which print pages it links to is declared in each form's
// ui:options and checked by the engine's print rules.
import { declaredPages, type PluginManifest } from '../../../shared/plugin.ts';

export const templatesManifest = {
  name: 'templates',
  requires: { entities: {} },
  formWidgets: ['template'],
  components: ['open_file_model'],
  /** The template's edit form, linked from /open_file_model. */
  pages: ['file_model_form'],
} as const satisfies PluginManifest;

export const TEMPLATE_PAGES = declaredPages(templatesManifest);
