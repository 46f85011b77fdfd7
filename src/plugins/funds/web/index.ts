// The funds plugin, browser half: the deal-balance widget and the reconciliation page.
import { lazy } from 'react';
import type { WebPlugin } from '../../../web/api.ts';
import { fundsManifest } from '../shared/manifest.ts';

export const fundsWebPlugin: WebPlugin = {
  manifest: fundsManifest,
  pageWidgets: { 'deal-balance': lazy(() => import('./DealBalanceWidget.tsx')) },
  pages: { fund_reconciliation: lazy(() => import('./ReconciliationPage.tsx')) },
};
