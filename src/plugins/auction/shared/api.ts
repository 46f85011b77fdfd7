// HTTP contract of the bidding endpoints (server: src/server/auction/routes.ts; browser: the auction-bid
// widget). Money travels as yuan text with two decimals ("66500.00"), never as a float.

export const AUCTION_API = {
  /** GET: the board (prices, times, bids, what this user may do). Runs the auction clock first. */
  state: (id: number | string) => `/api/auction/${encodeURIComponent(String(id))}/state`,
  /** POST { enrollId, amount }: staff enter a bid for an approved enrolment. */
  bid: (id: number | string) => `/api/auction/${encodeURIComponent(String(id))}/bid`,
} as const;

export interface AuctionBidRow {
  id: number;
  enrollId: number | null;
  bidNumber: string;
  bidderName: string;
  amount: string;
  /** ISO 8601 with offset. */
  bidTime: string;
  channel: string;
}

/** An enrolment of this auction, offered in the bid box when it may bid. */
export interface AuctionEnrolmentOption {
  id: number;
  bidderName: string;
  bidNumber: string;
  eligible: boolean;
  /** Why it may not bid (报名未通过 / 保证金未缴纳), null when eligible. */
  reason: string | null;
}

export interface AuctionState {
  id: number;
  status: string | null;
  /** The auction record's version; changes with every bid and clock step (the page reloads on change). */
  version: number;
  /** 网络竞价 (true) or 现场竞价. */
  online: boolean;
  startPrice: string;
  increment: string;
  /** Null before the first bid. */
  currentPrice: string | null;
  /** Lowest acceptable next bid. */
  minimumBid: string;
  startTime: string;
  /** The current end (with delays). */
  endTime: string;
  /** The announced end. */
  scheduledEndTime: string;
  delayWindowMinutes: number;
  delayMinutes: number;
  delayCount: number;
  /** Server clock (ms since epoch) when the answer was made, for the countdown's offset. */
  serverNow: number;
  bidCount: number;
  /** Latest first (at most STATE_BID_LIMIT). */
  bids: AuctionBidRow[];
  winnerName: string | null;
  finalPrice: string | null;
  /** Whether this user may enter bids (the shared canBid rule and site). */
  canBid: boolean;
  /** Enrolments of this auction (only when canBid). */
  enrolments: AuctionEnrolmentOption[];
  /** The auction's rules cannot be read (bad start price, times ...): no bids until fixed. */
  problem: string | null;
}

export const STATE_BID_LIMIT = 100;

export interface BidBody {
  enrollId: number | string;
  amount: string;
}

export interface BidResult {
  bid: AuctionBidRow;
  state: AuctionState;
}
