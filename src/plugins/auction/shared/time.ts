// Auction times: read exactly, whatever zone the server or the browser runs in.
//
// The centres keep business time (src/shared/time/business.ts). Seed data and hand-entered values are
// written without a zone ("2026-11-20 09:00:00") and mean business time; the form's date picker sends ISO
// UTC ("...Z"). A server in a UTC container reading the zoneless kind with `new Date()` would be hours
// off, so zoneless values are read as business time here, and every time the server writes carries the
// business zone's offset.
import { isDateTimeString } from '../../../shared/formats/date.ts';
import { formatBusinessIso, formatBusinessTime, parseBusinessTime } from '../../../shared/time/business.ts';

export const MINUTE_MS = 60_000;

/** Milliseconds since the epoch, or null for a missing or malformed value. */
export function parseAuctionTime(value: unknown): number | null {
  if (typeof value !== 'string' || !isDateTimeString(value.trim())) return null;
  return parseBusinessTime(value.trim());
}

/**
 * What the server stores: ISO 8601 in business time with milliseconds and the zone's offset
 * (formatBusinessIso), so the order of bids a few ms apart survives and any browser shows it in its own
 * zone correctly.
 */
export function formatAuctionTime(ms: number): string {
  return formatBusinessIso(ms);
}

/** For messages: "2026-11-20 09:05:00" in business time. */
export function displayAuctionTime(ms: number): string {
  return formatBusinessTime(ms);
}
