// Reading an auction record's document into rules. Stored values are strings (decimal2 money, positive
// integer minutes, date-time text); anything unreadable is reported in Chinese instead of guessed.
import { toFen } from '../../../shared/money/fen.ts';
import type { AuctionRules } from './rules.ts';
import { MINUTE_MS, parseAuctionTime } from './time.ts';
import { AUCTION_FIELDS, type AuctionField } from './fields.ts';


/** 现场竞价 auctions take no online bids and are not driven by the clock; their result is entered offline. */
export const OFFLINE_METHOD = '现场竞价';

export type Doc = Record<string, unknown>;

export type ReadRules = { ok: true; rules: AuctionRules } | { ok: false; message: string };

function fenOf(doc: Doc, key: AuctionField): bigint | null {
  const v = doc[key];
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  try {
    return toFen(v);
  } catch {
    return null;
  }
}

/** A positive integer stored as text or number; 0 for anything else. */
function positiveIntOf(doc: Doc, key: AuctionField): number {
  const v = doc[key];
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : 0;
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/**
 * The rules of an auction document. Delay: when only one of 延时触发时段 / 每次延时 is filled, it stands
 * for both (the usual notice reads "最后5分钟内有出价则延时5分钟"); neither filled means no delay rule.
 */
export function readRules(doc: Doc): ReadRules {
  const startFen = fenOf(doc, AUCTION_FIELDS.startPrice);
  if (startFen === null || startFen <= 0n) return { ok: false, message: '竞价项目的起始价无效' };
  const incrementFen = fenOf(doc, AUCTION_FIELDS.increment);
  if (incrementFen === null || incrementFen <= 0n) return { ok: false, message: '竞价项目的加价幅度必须大于零' };
  const startAt = parseAuctionTime(doc[AUCTION_FIELDS.startTime]);
  const announcedEnd = parseAuctionTime(doc[AUCTION_FIELDS.endTime]);
  if (startAt === null || announcedEnd === null) return { ok: false, message: '竞价项目的开始或结束时间无效' };
  if (announcedEnd <= startAt) return { ok: false, message: '竞价结束时间必须晚于开始时间' };
  const extended = parseAuctionTime(doc[AUCTION_FIELDS.currentEndTime]);
  const window = positiveIntOf(doc, AUCTION_FIELDS.delayWindow);
  const delay = positiveIntOf(doc, AUCTION_FIELDS.delayMinutes);
  return {
    ok: true,
    rules: {
      startFen,
      incrementFen,
      startAt,
      endAt: extended !== null && extended > announcedEnd ? extended : announcedEnd,
      delayWindowMs: (window || delay) * MINUTE_MS,
      delayMs: (delay || window) * MINUTE_MS,
    },
  };
}

/** The current highest price, null before the first bid. */
export function currentPriceOf(doc: Doc): bigint | null {
  return fenOf(doc, AUCTION_FIELDS.currentPrice);
}

export function isOnline(doc: Doc): boolean {
  return doc[AUCTION_FIELDS.auctionMethod] !== OFFLINE_METHOD;
}

export function countOf(doc: Doc, key: AuctionField): number {
  return positiveIntOf(doc, key);
}
