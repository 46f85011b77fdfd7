// The chat plugin, browser half: the staff console (custom page) and the visitor page (public).
import { lazy } from 'react';
import type { WebPlugin } from '../../../web/engine/plugins.ts';
import { CHAT_MANAGER_COMPONENT, CHAT_VISITOR_PATH } from '../shared/api.ts';
import { chatManifest } from '../shared/manifest.ts';

export const chatWebPlugin: WebPlugin = {
  manifest: chatManifest,
  pages: { [CHAT_MANAGER_COMPONENT]: lazy(() => import('./ChatManagerPage.tsx')) },
  publicPages: { [CHAT_VISITOR_PATH]: () => import('./VisitorPage.tsx') },
};
