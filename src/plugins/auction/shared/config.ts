// The names the auction plugin reads from the schemas: entities, workflow states and actions (the fields
// it names are listed in its manifest and reached through fields.ts).
// The plugin's code uses these constants, never literals; its manifest declares them as requirements,
// so `npm run check` refuses schemas that rename or drop one (naming this plugin). If a project's
// schemas use other names, change them here, in one place.

export const AUCTION = {
  entities: {
    auction: 'auction',
    bid: 'bid',
    enroll: 'auction_enroll',
    earnest: 'earnest_money',
    offline: 'auction_offline',
  },
  /** States of the auction entity. */
  states: { published: 'published', bidding: 'bidding', ended: 'ended', failed: 'failed' },
  /** Transitions of the auction entity the plugin takes (system) or follows. */
  actions: { start: 'start', end: 'end', fail: 'fail', recordOffline: 'record_offline', reopen: 'reopen' },
  enroll: { states: { approved: 'approved' } },
  earnest: {
    states: {
      held: 'received',
      refundPending: 'refund_pending',
      convertPending: 'convert_pending',
      refunded: 'refunded',
      converted: 'converted',
      forfeited: 'forfeited',
    },
    actions: { markConvert: 'mark_convert', markRefund: 'mark_refund', unmark: 'unmark' },
  },
  offline: { actions: { confirm: 'confirm', revoke: 'revoke' } },
} as const;
