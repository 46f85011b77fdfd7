// The shared bidding rules rebuilt from the board, so the bid box refuses with the server's own words
// before sending (the server checks again under its lock; this only saves a round trip).
import type { AuctionState } from '../shared/api.ts';
import { checkBid, isLargeJump, parseAuctionTime, type AuctionRules } from '../shared/index.ts';
import { toFen } from '../../../shared/display/index.ts';
import { parseMoney } from '../../../shared/money/parse.ts';

export function rulesOf(s: AuctionState): AuctionRules | null {
  const startAt = parseAuctionTime(s.startTime);
  const endAt = parseAuctionTime(s.endTime);
  if (s.problem || startAt === null || endAt === null) return null;
  try {
    return {
      startFen: toFen(s.startPrice),
      incrementFen: toFen(s.increment),
      startAt,
      endAt,
      delayWindowMs: s.delayWindowMinutes * 60_000,
      delayMs: s.delayMinutes * 60_000,
    };
  } catch {
    return null;
  }
}

/** The amount in fen, or the message the server would give. */
export function precheck(s: AuctionState, amount: string, serverNow: number): { fen: bigint } | { message: string } {
  const parsed = parseMoney(amount, '出价金额');
  if (!parsed.ok) return { message: parsed.message };
  const fen = parsed.units;
  const rules = rulesOf(s);
  if (!rules) return { fen }; // let the server say what is wrong with the auction
  const check = checkBid(rules, s.currentPrice === null ? null : toFen(s.currentPrice), fen, serverNow);
  return check.ok ? { fen } : { message: check.message };
}

/** Whether `fen` is an unusually large jump above the minimum (the confirmation says so). */
export function largeJump(s: AuctionState, fen: bigint): boolean {
  const rules = rulesOf(s);
  return rules !== null && isLargeJump(rules, s.currentPrice === null ? null : toFen(s.currentPrice), fen);
}
