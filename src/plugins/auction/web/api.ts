// The bidding endpoints as the widget calls them. Quiet: the widget shows every failure itself.
import { AUCTION_API, type AuctionState, type BidBody, type BidResult } from '../shared/api.ts';
import { http } from '../../../web/api.ts';

export const auctionApi = {
  state: (id: number) => http.get<AuctionState>(AUCTION_API.state(id), undefined, { silent: true }),
  bid: (id: number, body: BidBody) => http.post<BidResult>(AUCTION_API.bid(id), { ...body }, 'json', { silent: true }),
};
