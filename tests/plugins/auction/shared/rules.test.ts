// The bidding rules, table-driven: minimum next bid, the price ladder, the bid window, delay, fen exactness.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkBid,
  clockStep,
  currentPriceOf,
  endAfterBid,
  isOnStep,
  minimumNextBid,
  phaseAt,
  readRules,
  type AuctionRules,
} from '../../../../src/plugins/auction/shared/index.ts';
import { fromFen, toFen } from '../../../../src/shared/display/index.ts';

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 20, 1, 0, 0); // 2026-11-20 09:00 Beijing
const rules = (o: Partial<AuctionRules> = {}): AuctionRules => ({
  startFen: toFen('66000'),
  incrementFen: toFen('500'),
  startAt: T0,
  endAt: T0 + 120 * MIN,
  delayWindowMs: 5 * MIN,
  delayMs: 5 * MIN,
  ...o,
});

describe('minimum next bid', () => {
  it.each([
    ['no bid yet: the start price itself', null, '66000.00'],
    ['after a bid: current + increment', '66000', '66500.00'],
    ['after a higher bid', '68000.00', '68500.00'],
  ])('%s', (_, current, min) => {
    expect(fromFen(minimumNextBid(rules(), current === null ? null : toFen(current)))).toBe(min);
  });
});

describe('checkBid', () => {
  const mid = T0 + 30 * MIN;
  it.each<[string, string | null, string, number, string | null]>([
    ['first bid at the start price', null, '66000', mid, null],
    ['first bid above the start price, on the ladder', null, '67000', mid, null],
    ['first bid below the start price', null, '65500', mid, '出价不能低于起始价（66,000.00 元）'],
    ['exactly current + increment', '66000', '66500', mid, null],
    ['equal to the current price', '66000', '66000', mid, '出价必须不低于当前价加加价幅度（最低 66,500.00 元）'],
    ['one fen short of the minimum', '66000', '66499.99', mid, '出价必须不低于当前价加加价幅度（最低 66,500.00 元）'],
    ['off the ladder', '66000', '66700', mid, '出价必须为起始价加整数倍的加价幅度（加价幅度 500.00 元）'],
    ['off the ladder by one fen', '66000', '67000.01', mid, '出价必须为起始价加整数倍的加价幅度（加价幅度 500.00 元）'],
    ['several increments at once', '66000', '70000', mid, null],
    ['zero', null, '0', mid, '出价金额必须大于零'],
    ['before the start', null, '66000', T0 - 1, '竞价尚未开始（开始时间 2026-11-20 09:00:00）'],
    ['at the start instant', null, '66000', T0, null],
    ['at the end instant', '66000', '66500', T0 + 120 * MIN, null],
    ['one ms after the end', '66000', '66500', T0 + 120 * MIN + 1, '竞价已结束，不能再出价'],
  ])('%s', (_, current, amount, now, refusal) => {
    const r = checkBid(rules(), current === null ? null : toFen(current), toFen(amount), now);
    if (refusal === null) expect(r.ok).toBe(true);
    else expect(r).toMatchObject({ ok: false, message: refusal });
  });

  it('names the refusal so the server can answer with the right code', () => {
    expect(checkBid(rules(), null, toFen('66000'), T0 - 1)).toMatchObject({ reason: 'not_started' });
    expect(checkBid(rules(), null, toFen('66000'), T0 + 999 * MIN)).toMatchObject({ reason: 'ended' });
    expect(checkBid(rules(), null, toFen('1'), T0)).toMatchObject({ reason: 'below_minimum' });
    expect(checkBid(rules(), null, toFen('66000.50'), T0)).toMatchObject({ reason: 'off_step' });
  });
});

describe('delay rule', () => {
  const end = T0 + 120 * MIN;
  it.each<[string, Partial<AuctionRules>, number, number]>([
    ['outside the window: unchanged', {}, end - 5 * MIN - 1, end],
    ['at the window edge: bid time + delay is the end itself', {}, end - 5 * MIN, end],
    ['inside the window: bid time + delay', {}, end - 2 * MIN, end + 3 * MIN],
    ['at the end instant', {}, end, end + 5 * MIN],
    ['a delay shorter than the window never brings the end forward', { delayWindowMs: 10 * MIN, delayMs: 3 * MIN }, end - 8 * MIN, end],
    ['a longer delay', { delayMs: 15 * MIN }, end - 1 * MIN, end + 14 * MIN],
    ['no delay rule', { delayWindowMs: 0, delayMs: 0 }, end - 1 * MIN, end],
  ])('%s', (_, o, bidAt, expected) => {
    expect(endAfterBid(rules(o), bidAt)).toBe(expected);
  });

  it('reports the extension with the accepted bid, and each extension opens a new window', () => {
    const r1 = checkBid(rules(), null, toFen('66000'), end - MIN);
    expect(r1).toEqual({ ok: true, endAt: end + 4 * MIN, extended: true });
    const after = rules({ endAt: end + 4 * MIN });
    const r2 = checkBid(after, toFen('66000'), toFen('66500'), end + 3 * MIN);
    expect(r2).toEqual({ ok: true, endAt: end + 8 * MIN, extended: true });
    expect(checkBid(rules(), null, toFen('66000'), T0 + MIN)).toEqual({ ok: true, endAt: end, extended: false });
  });
});

describe('phase and clock', () => {
  it.each<[string, string | null, boolean, number, 'start' | 'close' | null]>([
    ['published, before the start', 'published', true, T0 - 1, null],
    ['published, start reached', 'published', true, T0, 'start'],
    ['published offline auction: never by the clock', 'published', false, T0 + MIN, null],
    ['bidding, at the end instant', 'bidding', true, T0 + 120 * MIN, null],
    ['bidding, past the end', 'bidding', true, T0 + 120 * MIN + 1, 'close'],
    ['ended', 'ended', true, T0 + 999 * MIN, null],
    ['draft', 'draft', true, T0 + 999 * MIN, null],
  ])('%s', (_, status, online, now, step) => {
    expect(clockStep(status, online, rules(), now)).toBe(step);
  });

  it('names the phase', () => {
    expect([T0 - 1, T0, T0 + 120 * MIN, T0 + 120 * MIN + 1].map((t) => phaseAt(rules(), t))).toEqual(['before', 'open', 'open', 'closed']);
  });
});

describe('fen exactness', () => {
  it('keeps prices that floats would spoil', () => {
    // 0.1 + 0.2 style: 0.10 start, 0.20 increment; three steps is exactly 0.70.
    const r = rules({ startFen: toFen('0.10'), incrementFen: toFen('0.20') });
    expect(isOnStep(r, toFen('0.70'))).toBe(true);
    expect(fromFen(minimumNextBid(r, toFen('0.50')))).toBe('0.70');
    // Amounts past 2^53 fen stay exact.
    const big = rules({ startFen: toFen('90071992547409.91'), incrementFen: toFen('0.01') });
    expect(fromFen(minimumNextBid(big, toFen('90071992547409.93')))).toBe('90071992547409.94');
    expect(isOnStep(big, toFen('90071992547410.00'))).toBe(true);
  });

  it('accepts exactly the ladder: start + k × increment', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 8n }), fc.bigInt({ min: 0n, max: 10n ** 6n }), fc.bigInt({ min: 1n, max: 10n ** 8n }), (start, inc, k, off) => {
          const r = rules({ startFen: start, incrementFen: inc });
          expect(isOnStep(r, start + k * inc)).toBe(true);
          expect(isOnStep(r, start + k * inc + (off % inc))).toBe(off % inc === 0n);
          expect(isOnStep(r, start - 1n)).toBe(false);
        }),
    );
  });
});

describe('readRules', () => {
  const doc = {
    startPrice: '66000.00',
    increment: '500.00',
    startTime: '2026-11-20 09:00:00',
    endTime: '2026-11-20 11:00:00',
    delayWindow: '5',
    delayMinutes: '3',
  };
  it('reads the stored strings, zoneless times as Beijing time', () => {
    expect(readRules(doc)).toEqual({ ok: true, rules: rules({ delayMs: 3 * MIN }) });
  });
  it.each<[string, Record<string, unknown>, Partial<AuctionRules>]>([
    ['only a window: it is also the delay', { delayMinutes: undefined }, { delayMs: 5 * MIN }],
    ['only a delay: it is also the window', { delayWindow: undefined, delayMinutes: '4' }, { delayWindowMs: 4 * MIN, delayMs: 4 * MIN }],
    ['neither: no delay rule', { delayWindow: undefined, delayMinutes: undefined }, { delayWindowMs: 0, delayMs: 0 }],
    ['an extension moves the end', { currentEndTime: '2026-11-20T11:04:30.000+08:00' }, { endAt: T0 + 124.5 * MIN }],
    ['an extension never moves it back', { currentEndTime: '2026-11-20 10:00:00' }, {}],
    ['ISO UTC from the date picker', { startTime: '2026-11-20T01:00:00.000Z' }, {}],
  ])('%s', (_, patch, expected) => {
    const r = readRules({ ...doc, ...patch });
    expect(r).toEqual({ ok: true, rules: rules({ delayMs: 3 * MIN, ...expected }) });
  });
  it.each([
    [{ startPrice: 'abc' }, '竞价项目的起始价无效'],
    [{ startPrice: '0' }, '竞价项目的起始价无效'],
    [{ increment: '0.00' }, '竞价项目的加价幅度必须大于零'],
    [{ increment: undefined }, '竞价项目的加价幅度必须大于零'],
    [{ endTime: 'tomorrow' }, '竞价项目的开始或结束时间无效'],
    [{ endTime: '2026-11-20 09:00:00' }, '竞价结束时间必须晚于开始时间'],
  ])('refuses %j', (patch, message) => {
    expect(readRules({ ...doc, ...patch })).toEqual({ ok: false, message });
  });
  it('reads the current price, null before any bid', () => {
    expect(currentPriceOf({ currentPrice: '68000.00' })).toBe(toFen('68000'));
    expect(currentPriceOf({})).toBeNull();
  });
});
