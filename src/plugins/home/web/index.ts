// The home page plugin, browser half.
import { lazy } from 'react';
import type { WebPlugin } from '../../../web/api.ts';
import { homeManifest } from '../shared/manifest.ts';

export const homeWebPlugin: WebPlugin = {
  manifest: homeManifest,
  pages: { home: lazy(() => import('./HomePage.tsx')) },
};
