// The print-template editor, browser half: the "template" form widget and the template viewer page.
import { lazy } from 'react';
import type { WebPlugin } from '../../../web/api.ts';
import { templatesManifest } from '../shared/manifest.ts';

export const templatesWebPlugin: WebPlugin = {
  manifest: templatesManifest,
  formWidgets: { template: () => import('./TemplateWidget.tsx') },
  pages: { open_file_model: lazy(() => import('./OpenFileModelPage.tsx')) },
};
