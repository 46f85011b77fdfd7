// The funds plugin's declaration: the ledger, payment and settlement names it relies on, and what it
// registers in the browser (the reconciliation page, the deal-balance widget). Its code names fields
// only through the accessors below, so a field missing here does not compile.
import { declaredFields, type PluginManifest } from '../../../shared/plugin.ts';
import { FUNDS } from './config.ts';

const E = FUNDS.entities;

export const fundsManifest = {
  name: 'funds',
  requires: {
    entities: {
      [E.flow]: { fields: ['dealId', 'kind', 'direction', 'account', 'amount', 'occurredAt'] },
      [E.payment]: { states: Object.values(FUNDS.payment.states), actions: Object.values(FUNDS.payment.actions), fields: ['settlementId', 'amount', 'paymentKind'] },
      [E.settlement]: { states: Object.values(FUNDS.settlement.states), actions: Object.values(FUNDS.settlement.actions), fields: ['listingId', 'buyerPayable'] },
      [E.deal]: { fields: [] },
    },
  },
  pageWidgets: ['deal-balance'],
  components: ['fund_reconciliation'],
} as const satisfies PluginManifest;

export const FLOW_FIELDS = declaredFields(fundsManifest, E.flow);
export const PAYMENT_FIELDS = declaredFields(fundsManifest, E.payment);
export const SETTLEMENT_FIELDS = declaredFields(fundsManifest, E.settlement);
