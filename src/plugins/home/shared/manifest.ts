// The home page (首页): for each overview the user may open, its records by workflow state, and a monthly
// chart of the first one. The overviews are hidden stats pages (pages.json, schemas/pages/home/), each
// with a `status` and a `month` dimension, so each card is one stats request and carries the same
// permission as its entity's list (finance sees earnest money and settlements, not listings).
import { declaredPages, type PluginManifest } from '../../../shared/plugin.ts';

export const HOME = {
  /** Stats page ids, in the order the cards are shown. */
  overviews: ['home_franchise', 'home_earnest_money', 'home_settlement'],
  /** Their entities (each needs a workflow: the cards count records by state). */
  entities: ['franchise', 'earnest_money', 'settlement'],
  /** The dimensions every overview declares. */
  byState: 'status',
  byMonth: 'month',
} as const;

export const homeManifest = {
  name: 'home',
  requires: { entities: Object.fromEntries(HOME.entities.map((e) => [e, { fields: [] }])) },
  components: ['home'],
  /** The overviews it renders, the pending-approvals shortcut and the bell's page it links to. */
  pages: [...HOME.overviews, 'audit_list', 'message_notification'],
} as const satisfies PluginManifest;

export const HOME_PAGES = declaredPages(homeManifest);
