// The bidding rules, shared by the server (which enforces them under a row lock) and the browser (which
// prefills and pre-checks the bid box with the same words). Money is integer fen (bigint), time is ms.
//
// Choices, as a real centre's bidding notice states them:
// - The first bid may equal the start price (起始价即可应价); every later bid must be at least the current
//   price plus one increment (加价幅度).
// - A bid must sit on the price ladder: start price + k × increment, k ≥ 0. Bidders raise by whole
//   increments, so 66,000 / 500 admits 66,500 and 68,000 but not 66,700.
// - Bids are taken while start ≤ now ≤ end, both ends included; the clock closes the auction once now > end.
// - Delay (延时): a bid placed within the last `delay window` before the current end moves the end to
//   bid time + delay. The end never moves earlier (when delay < window, an early bid in the window keeps
//   the later end), and each extension opens a new window, so bidding continues until a full delay
//   passes without a bid.
import { fenText } from '../../../shared/money/fen.ts';
import { displayAuctionTime } from './time.ts';
import { AUCTION } from './config.ts';

export interface AuctionRules {
  startFen: bigint;
  /** Always > 0 (readRules refuses anything else). */
  incrementFen: bigint;
  startAt: number;
  /** The current end: the announced end, or the latest extension. */
  endAt: number;
  /** Bids within this many ms before endAt extend it; 0 = no delay rule. */
  delayWindowMs: number;
  delayMs: number;
}

export type BidRefusal = 'not_started' | 'ended' | 'not_positive' | 'below_minimum' | 'off_step' | 'too_high';

/** A bid may be at most this many times the current price (the start price before any bid): a slip of
 * the finger (an extra zero) cannot decide an auction, since bids cannot be withdrawn. */
export const BID_MAX_FACTOR = 10n;
/** A bid this many increments or more above the minimum asks the clerk to confirm it first. */
export const BID_CONFIRM_STEPS = 10n;

export function maximumBid(rules: AuctionRules, currentFen: bigint | null): bigint {
  return (currentFen ?? rules.startFen) * BID_MAX_FACTOR;
}

/** Whether the jump above the minimum is unusually large (the bid box asks for a confirmation). */
export function isLargeJump(rules: AuctionRules, currentFen: bigint | null, amountFen: bigint): boolean {
  return amountFen - minimumNextBid(rules, currentFen) >= rules.incrementFen * BID_CONFIRM_STEPS;
}

export type BidCheck =
  | { ok: true; endAt: number; extended: boolean }
  | { ok: false; reason: BidRefusal; message: string };

/** "66,500.00 元" */
export function yuanText(fen: bigint): string {
  return `${fenText(fen)} 元`;
}

/** The lowest acceptable bid: the start price before any bid, then the current price plus one increment. */
export function minimumNextBid(rules: AuctionRules, currentFen: bigint | null): bigint {
  return currentFen === null ? rules.startFen : currentFen + rules.incrementFen;
}

/** start + k × increment for a whole k ≥ 0. */
export function isOnStep(rules: AuctionRules, amountFen: bigint): boolean {
  const above = amountFen - rules.startFen;
  return above >= 0n && above % rules.incrementFen === 0n;
}

/** The end after a bid at `bidAt`: moved to bidAt + delay when the bid falls in the delay window. */
export function endAfterBid(rules: AuctionRules, bidAt: number): number {
  if (rules.delayWindowMs <= 0 || rules.delayMs <= 0) return rules.endAt;
  if (bidAt < rules.endAt - rules.delayWindowMs || bidAt > rules.endAt) return rules.endAt;
  return Math.max(rules.endAt, bidAt + rules.delayMs);
}

export type AuctionPhase = 'before' | 'open' | 'closed';

export function phaseAt(rules: AuctionRules, now: number): AuctionPhase {
  if (now < rules.startAt) return 'before';
  return now <= rules.endAt ? 'open' : 'closed';
}

/** Whether a bid of `amountFen` at `now` is acceptable, given the current price (null before any bid). */
export function checkBid(rules: AuctionRules, currentFen: bigint | null, amountFen: bigint, now: number): BidCheck {
  const phase = phaseAt(rules, now);
  if (phase === 'before') {
    return { ok: false, reason: 'not_started', message: `竞价尚未开始（开始时间 ${displayAuctionTime(rules.startAt)}）` };
  }
  if (phase === 'closed') return { ok: false, reason: 'ended', message: '竞价已结束，不能再出价' };
  if (amountFen <= 0n) return { ok: false, reason: 'not_positive', message: '出价金额必须大于零' };
  const min = minimumNextBid(rules, currentFen);
  if (amountFen < min) {
    const message =
      currentFen === null
        ? `出价不能低于起始价（${yuanText(min)}）`
        : `出价必须不低于当前价加加价幅度（最低 ${yuanText(min)}）`;
    return { ok: false, reason: 'below_minimum', message };
  }
  const max = maximumBid(rules, currentFen);
  if (amountFen > max) {
    return { ok: false, reason: 'too_high', message: `出价不能超过${currentFen === null ? '起始价' : '当前价'}的${BID_MAX_FACTOR}倍（最高 ${yuanText(max)}）` };
  }
  if (!isOnStep(rules, amountFen)) {
    return { ok: false, reason: 'off_step', message: `出价必须为起始价加整数倍的加价幅度（加价幅度 ${yuanText(rules.incrementFen)}）` };
  }
  const endAt = endAfterBid(rules, now);
  return { ok: true, endAt, extended: endAt !== rules.endAt };
}

/** What the auction clock does to an auction in `status` at `now`. Only online auctions start by the clock. */
export function clockStep(status: string | null, online: boolean, rules: AuctionRules, now: number): 'start' | 'close' | null {
  if (status === AUCTION.states.published && online && now >= rules.startAt) return 'start';
  if (status === AUCTION.states.bidding && now > rules.endAt) return 'close';
  return null;
}
