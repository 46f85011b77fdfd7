// The home page (首页): summary cards and the monthly chart of one entity's records by state. The
// entity and states are named here once; the manifest requires them, so `npm run check` names this
// plugin when the schemas lose one.
import type { PluginManifest } from '../../../shared/plugin.ts';

export const HOME = {
  entity: 'franchise',
  states: { pending: 'pending', listed: 'listed', traded: 'traded' },
} as const;

export const homeManifest: PluginManifest = {
  name: 'home',
  requires: { entities: { [HOME.entity]: { states: Object.values(HOME.states) } } },
  components: ['home'],
};
