// The funds plugin, server half: payment and balance rules after transitions, reconciliation routes.
import type { ServerPlugin } from '../../../server/api.ts';
import { FUNDS_ROUTES } from '../shared/contract.ts';
import { fundsManifest } from '../shared/manifest.ts';
import { afterTransition } from './hooks.ts';
import { fundsRoutes } from './routes.ts';

export const fundsServerPlugin: ServerPlugin = {
  manifest: fundsManifest,
  afterTransition,
  routes: fundsRoutes,
  contracts: FUNDS_ROUTES,
};
