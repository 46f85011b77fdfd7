// The chat plugin, browser half: the staff console and the visitor page, both custom components; the
// visitor page is public through its pages.json entry ("public": true), like every login-free page.
import { lazy } from 'react';
import type { WebPlugin } from '../../../web/api.ts';
import { CHAT_MANAGER_COMPONENT, CHAT_VISITOR_COMPONENT } from '../shared/api.ts';
import { chatManifest } from '../shared/manifest.ts';

export const chatWebPlugin: WebPlugin = {
  manifest: chatManifest,
  pages: {
    [CHAT_MANAGER_COMPONENT]: lazy(() => import('./ChatManagerPage.tsx')),
    [CHAT_VISITOR_COMPONENT]: lazy(() => import('./VisitorPage.tsx')),
  },
};
