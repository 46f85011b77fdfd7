// The funds plugin's declaration: the ledger, payment and settlement names it relies on, and what it
// registers in the browser (the reconciliation page, the deal-balance widget).
import type { PluginManifest } from '../../../shared/plugin.ts';
import { FUNDS } from './config.ts';

const E = FUNDS.entities;

export const fundsManifest: PluginManifest = {
  name: 'funds',
  requires: {
    entities: {
      [E.flow]: { fields: [...FUNDS.flowFields] },
      [E.payment]: { states: Object.values(FUNDS.payment.states), actions: Object.values(FUNDS.payment.actions), fields: [...FUNDS.payment.fields] },
      [E.settlement]: { states: Object.values(FUNDS.settlement.states), actions: Object.values(FUNDS.settlement.actions), fields: [...FUNDS.settlement.fields] },
      [E.deal]: { fields: [] },
    },
  },
  pageWidgets: ['deal-balance'],
  components: ['fund_reconciliation'],
};
