// The schema names the funds plugin relies on, named once (the manifest requires them, so `npm run check`
// names this plugin when the schemas lose one). The fields it names are listed in the manifest.
export const FUNDS = {
  entities: { flow: 'fund_flow', payment: 'fund_payment', settlement: 'settlement', deal: 'franchise' },
  settlement: { states: { approved: 'approved' }, actions: { approve: 'approve' } },
  payment: { states: { confirmed: 'confirmed' }, actions: { confirm: 'confirm' } },
  /** Money arriving from outside the centre. */
  received: ['earnest_in', 'buyer_payment'],
  /** Money leaving the centre to the parties. */
  paidOut: ['earnest_refund', 'seller_payout'],
  /** The centre's own account: what flows in there is centre income. */
  incomeAccount: 'income',
  accounts: [
    { code: 'deposit', title: '保证金专户' },
    { code: 'settlement', title: '结算专户' },
    { code: 'income', title: '中心收入户' },
  ],
} as const;
