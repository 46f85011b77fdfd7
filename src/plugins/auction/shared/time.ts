// Auction times: read exactly, whatever zone the server or the browser runs in.
//
// The centres are in China (UTC+8, no daylight saving). Seed data and hand-entered values are written
// without a zone ("2026-11-20 09:00:00") and mean Beijing time; the form's date picker sends ISO UTC
// ("...Z"). A server in a UTC container reading the zoneless kind with `new Date()` would be eight hours
// off, so zoneless values are read as UTC+8 here, and every time the server writes carries "+08:00".
import { isDateTimeString } from '../../../shared/formats/date.ts';

/** Offset of the centres' wall clock from UTC, in minutes. */
export const CENTRE_UTC_OFFSET_MINUTES = 8 * 60;
const OFFSET_MS = CENTRE_UTC_OFFSET_MINUTES * 60_000;
export const MINUTE_MS = 60_000;

const PARTS = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?$/;

/** Milliseconds since the epoch, or null for a missing or malformed value. */
export function parseAuctionTime(value: unknown): number | null {
  if (typeof value !== 'string' || !isDateTimeString(value.trim())) return null;
  const m = PARTS.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '0', frac = '0', zone] = m;
  const ms = Number(frac.padEnd(3, '0').slice(0, 3));
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
  if (zone === 'Z') return wall;
  if (zone) {
    const sign = zone.startsWith('-') ? -1 : 1;
    const [zh, zm] = zone.slice(1).split(':').map(Number);
    return wall - sign * ((zh ?? 0) * 60 + (zm ?? 0)) * MINUTE_MS;
  }
  return wall - OFFSET_MS;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** Wall-clock parts in the centres' zone. */
function centreParts(ms: number): { date: string; time: string; millis: number } {
  const d = new Date(ms + OFFSET_MS);
  return {
    date: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
    millis: d.getUTCMilliseconds(),
  };
}

/**
 * What the server stores: ISO 8601 with the explicit +08:00 offset and milliseconds
 * ("2026-11-20T09:05:00.250+08:00"), so the order of bids a few ms apart survives and any browser
 * shows it in its own zone correctly.
 */
export function formatAuctionTime(ms: number): string {
  const p = centreParts(ms);
  return `${p.date}T${p.time}.${pad(p.millis, 3)}+08:00`;
}

/** For messages: "2026-11-20 09:05:00" in Beijing time. */
export function displayAuctionTime(ms: number): string {
  const p = centreParts(ms);
  return `${p.date} ${p.time}`;
}
