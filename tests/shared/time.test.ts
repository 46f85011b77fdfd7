// parseTime / formatTime: the vue-element-admin unit tests (reference.md 1.8), plus cutoffs at a fixed now.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTime, parseTime } from '../../src/shared/display/index.ts';
import { businessInstant } from '../../src/shared/time/business.ts';

/**
 * A business wall-clock time (src/shared/time/business.ts), with VEA's local-time constructor's arguments
 * (month from 0): what parseTime shows, whatever the machine's zone.
 */
const bt = (y: number, m0: number, d: number, h = 0, mi = 0, s = 0): Date => new Date(businessInstant({ year: y, month: m0 + 1, day: d, hour: h, minute: mi, second: s }));

// Business wall-clock time, as VEA's new Date('2018-07-13 17:54:01') was local: independent of the machine's zone.
const d = bt(2018, 6, 13, 17, 54, 1);

describe('parseTime (VEA parseTime.spec.js)', () => {
  it('Date, timestamp, timestamp string, 10-digit seconds', () => {
    expect(parseTime(d)).toBe('2018-07-13 17:54:01');
    expect(parseTime(+d)).toBe('2018-07-13 17:54:01');
    expect(parseTime(String(+d))).toBe('2018-07-13 17:54:01');
    expect(parseTime((+d / 1000).toFixed(0))).toBe('2018-07-13 17:54:01');
    expect(parseTime(Math.round(+d / 1000))).toBe('2018-07-13 17:54:01');
  });

  it('strings with dashes are read as business wall-clock time (VEA: local time, the Safari fix)', () => {
    expect(parseTime('2018-07-13 17:54:01')).toBe('2018-07-13 17:54:01');
    expect(parseTime('2018-07-13')).toBe('2018-07-13 00:00:00');
    expect(parseTime(d.toString())).toBe('2018-07-13 17:54:01');
    expect(parseTime(d.toISOString())).toBe('2018-07-13 17:54:01');
  });

  it('formats', () => {
    expect(parseTime(d, '{y}-{m}-{d} {h}:{i}')).toBe('2018-07-13 17:54');
    expect(parseTime(d, '{y}-{m}-{d}')).toBe('2018-07-13');
    expect(parseTime(d, '{y}/{m}/{d} {h}-{i}')).toBe('2018/07/13 17-54');
    expect(parseTime(bt(2024, 0, 5, 8, 3, 9), '{y}年{m}月{d}日 {h}:{i}:{s}')).toBe('2024年01月05日 08:03:09');
  });

  it('weekday {a}', () => {
    expect(parseTime(d, '{a}')).toBe('五');
    expect(parseTime(+d + 1000 * 60 * 60 * 24 * 2, '{a}')).toBe('日');
  });

  it('no value, null, 0 and invalid dates give null', () => {
    expect(parseTime()).toBeNull();
    expect(parseTime(null)).toBeNull();
    expect(parseTime(0)).toBeNull();
    expect(parseTime('')).toBeNull();
    expect(parseTime('not a date')).toBeNull();
  });
});

describe('formatTime', () => {
  const now = bt(2024, 5, 15, 12, 0, 0).getTime();
  afterEach(() => {
    vi.useRealTimers();
  });
  const ago = (s: number) => now - s * 1000;

  it.each([
    [0, '刚刚'],
    [1, '刚刚'],
    [29.999, '刚刚'],
    [30, '1分钟前'],
    [59, '1分钟前'],
    [60, '1分钟前'],
    [61, '2分钟前'],
    [120, '2分钟前'],
    [3599, '60分钟前'],
    [3600, '1小时前'],
    [3601, '2小时前'],
    [7200, '2小时前'],
    [86399, '24小时前'],
    [86400, '1天前'],
    [172799, '1天前'],
    [-3600, '刚刚'], // future
  ])('%s s ago -> %s', (s, expected) => {
    expect(formatTime(ago(s), undefined, now)).toBe(expected);
  });

  it('2 days and older: M月D日H时m分 without padding, or parseTime with the option', () => {
    const t = bt(2024, 5, 13, 12, 0, 0).getTime(); // exactly 172800 s before now
    expect(formatTime(t, undefined, now)).toBe('6月13日12时0分');
    expect(formatTime(bt(2024, 0, 5, 8, 3, 9), undefined, now)).toBe('1月5日8时3分');
    expect(formatTime(t, '{y}-{m}-{d} {h}:{i}', now)).toBe('2024-06-13 12:00');
  });

  it('VEA cases', () => {
    expect(formatTime((+d / 1000).toFixed(0), undefined, now)).toBe('7月13日17时54分');
    expect(formatTime(d, undefined, now)).toBe('7月13日17时54分');
    expect(formatTime(d, '{y}-{m}-{d} {h}:{i}', now)).toBe('2018-07-13 17:54');
    // Without a `now` argument formatTime reads the system clock: freeze it so both reads agree.
    vi.useFakeTimers({ now, toFake: ['Date'] });
    expect(formatTime(Date.now() - 1)).toBe('刚刚');
    expect(formatTime(Date.now() - 60 * 2 * 1000)).toBe('2分钟前');
    expect(formatTime(Date.now() - 60 * 60 * 2 * 1000)).toBe('2小时前');
    expect(formatTime(Date.now() - 60 * 60 * 24 * 1000)).toBe('1天前');
  });

  it('10-digit input is seconds, as number or string', () => {
    const secs = Math.floor(ago(90) / 1000);
    expect(formatTime(secs, undefined, now)).toBe('2分钟前');
    expect(formatTime(String(secs), undefined, now)).toBe('2分钟前');
  });

  it('date strings are read as dates (deviation: the original gave 1970 or NaN)', () => {
    expect(formatTime('2024-06-15 11:00:00', undefined, now)).toBe('1小时前');
    expect(formatTime('2018-07-13', undefined, now)).toBe('7月13日0时0分');
    expect(formatTime('garbage', undefined, now)).toBe('');
  });
});
