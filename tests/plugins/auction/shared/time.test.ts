// Auction times are read and written in the centres' zone (UTC+8) whatever zone the process runs in.
import { describe, expect, it } from 'vitest';
import { displayAuctionTime, formatAuctionTime, parseAuctionTime } from '../../../../src/plugins/auction/shared/index.ts';

const NINE_BEIJING = Date.UTC(2026, 10, 20, 1, 0, 0);

describe('auction time', () => {
  it.each([
    ['2026-11-20 09:00:00', NINE_BEIJING],
    ['2026-11-20 09:00', NINE_BEIJING],
    ['2026-11-20T09:00:00', NINE_BEIJING],
    ['2026-11-20T01:00:00Z', NINE_BEIJING],
    ['2026-11-20T01:00:00.000Z', NINE_BEIJING],
    ['2026-11-20T09:00:00+08:00', NINE_BEIJING],
    ['2026-11-19T20:00:00-05:00', NINE_BEIJING],
    ['2026-11-20T09:00:00.25+08:00', NINE_BEIJING + 250],
  ])('reads %s', (text, ms) => {
    expect(parseAuctionTime(text)).toBe(ms);
  });

  it.each([['2026-02-30 09:00:00'], ['2026-11-20 24:00:00'], ['tomorrow'], [''], [undefined], [12345]])('refuses %j', (v) => {
    expect(parseAuctionTime(v)).toBeNull();
  });

  it('writes ISO with +08:00 and milliseconds, and reads its own output back', () => {
    expect(formatAuctionTime(NINE_BEIJING + 250)).toBe('2026-11-20T09:00:00.250+08:00');
    expect(formatAuctionTime(Date.UTC(2026, 11, 31, 16, 30))).toBe('2027-01-01T00:30:00.000+08:00');
    for (const ms of [0, NINE_BEIJING, NINE_BEIJING + 999, Date.UTC(2030, 5, 1, 23, 59, 59, 1)]) {
      expect(parseAuctionTime(formatAuctionTime(ms))).toBe(ms);
    }
    expect(displayAuctionTime(NINE_BEIJING + 250)).toBe('2026-11-20 09:00:00');
  });
});
