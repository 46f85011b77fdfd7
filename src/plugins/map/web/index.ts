// The map plugin, browser half: the detail-page widget and the 项目地图 page.
import { lazy } from 'react';
import type { WebPlugin } from '../../../web/api.ts';
import { mapManifest } from '../shared/manifest.ts';

export const mapWebPlugin: WebPlugin = {
  manifest: mapManifest,
  pageWidgets: { map: lazy(() => import('./MapWidget.tsx')) },
  pages: {
    project_map: lazy(() => import('./ProjectMapPage.tsx')),
    public_project_map: lazy(() => import('./PublicProjectMapPage.tsx')),
  },
};
