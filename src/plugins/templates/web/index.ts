// The print-template editor, browser half: the "template" form widget.
import type { WebPlugin } from '../../../web/engine/plugins.ts';
import { templatesManifest } from '../shared/manifest.ts';

export const templatesWebPlugin: WebPlugin = {
  manifest: templatesManifest,
  formWidgets: { template: () => import('./TemplateWidget.tsx') },
};
