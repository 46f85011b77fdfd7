// Auction times in the widget are shown as business wall-clock time, whatever zone the browser is set to,
// so they agree with the zoneless times of the record's own sections (which are business time).
import { displayAuctionTime, parseAuctionTime } from '../shared/index.ts';

export function beijingTime(v: string): string {
  const ms = parseAuctionTime(v);
  return ms === null ? v : displayAuctionTime(ms);
}
