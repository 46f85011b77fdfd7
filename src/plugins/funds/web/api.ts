// The funds endpoints as the page and the widget call them (quiet: they show failures themselves).
import { FUNDS_API, type AccountRow, type DealBalanceText } from '../shared/balance.ts';
import { http } from '../../../web/api.ts';

export const fundsApi = {
  reconciliation: (from: string, to: string) => http.get<AccountRow[]>(FUNDS_API.reconciliation, { from, to }, { silent: true }),
  deal: (id: number | string) => http.get<DealBalanceText>(FUNDS_API.deal(id), undefined, { silent: true }),
};
