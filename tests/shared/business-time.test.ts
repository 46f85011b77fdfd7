// Business time (src/shared/time/business.ts): which business day / month / year an instant is in, the
// instants of a business day / month / year, and business wall-clock text. Every expectation is written
// as a UTC instant, and nothing here reads the process's zone: run with any TZ, the answers are the same
// (the last test changes the process's zone while it runs to show it).
import { afterEach, describe, expect, it } from 'vitest';
import { parseTime, formatTime } from '../../src/shared/display/time.ts';
import { datetimeText } from '../../src/shared/valuetypes/text.ts';
import {
  DEFAULT_BUSINESS_TIME_ZONE,
  businessDate,
  businessDayRange,
  businessInstant,
  businessMonth,
  businessMonthRange,
  businessTimeZone,
  businessYear,
  businessYearRange,
  formatBusinessIso,
  formatBusinessTime,
  isTimeZone,
  parseBusinessTime,
  setBusinessTimeZone,
  wallTime,
} from '../../src/shared/time/business.ts';

const MS = 1;
/** 2031-12-01 00:00 in Shanghai. */
const DEC_1_SHANGHAI = Date.UTC(2031, 10, 30, 16, 0, 0);
/** The defect's instant: 2031-12-01 07:30 in Shanghai, 2031-11-30 18:30 in New York. */
const AT = Date.UTC(2031, 10, 30, 23, 30, 0);
const NY = 'America/New_York';

afterEach(() => {
  setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE);
});

describe('business time, default zone Asia/Shanghai', () => {
  it('is Asia/Shanghai unless set', () => {
    expect(DEFAULT_BUSINESS_TIME_ZONE).toBe('Asia/Shanghai');
    expect(businessTimeZone()).toBe('Asia/Shanghai');
  });

  it('puts an instant in its business day, month and year at the boundaries', () => {
    expect(businessDate(DEC_1_SHANGHAI - MS)).toBe('2031-11-30');
    expect(businessDate(DEC_1_SHANGHAI)).toBe('2031-12-01');
    expect(businessDate(AT)).toBe('2031-12-01');
    expect(businessMonth(DEC_1_SHANGHAI - MS)).toBe('2031-11');
    expect(businessMonth(AT)).toBe('2031-12');
    const newYear = Date.UTC(2031, 11, 31, 16, 0, 0);
    expect([businessYear(newYear - MS), businessYear(newYear)]).toEqual([2031, 2032]);
    expect(businessMonth(newYear)).toBe('2032-01');
  });

  it('gives the instants [start, end) of a business day, month and year', () => {
    expect(businessDayRange('2031-12-01')).toEqual({ start: DEC_1_SHANGHAI, end: DEC_1_SHANGHAI + 86_400_000 });
    expect(businessMonthRange(2031, 12)).toEqual({ start: DEC_1_SHANGHAI, end: Date.UTC(2031, 11, 31, 16) });
    expect(businessMonthRange(2024, 2)).toEqual({ start: Date.UTC(2024, 0, 31, 16), end: Date.UTC(2024, 1, 29, 16) });
    expect(businessYearRange(2031)).toEqual({ start: Date.UTC(2030, 11, 31, 16), end: Date.UTC(2031, 11, 31, 16) });
    // The last day of a month runs into the next month's first instant.
    expect(businessDayRange('2024-02-29')!.end).toBe(businessMonthRange(2024, 3).start);
  });

  it('refuses days that do not exist', () => {
    for (const d of ['2031-02-29', '2031-13-01', '2031-00-10', '0000-01-01', '2031-1-1', '明天', '']) expect(businessDayRange(d), d).toBeNull();
  });

  it('writes an instant as business wall-clock text and as ISO with the offset', () => {
    expect(formatBusinessTime(AT)).toBe('2031-12-01 07:30:00');
    expect(formatBusinessTime(DEC_1_SHANGHAI - 1000)).toBe('2031-11-30 23:59:59');
    expect(formatBusinessIso(AT + 250)).toBe('2031-12-01T07:30:00.250+08:00');
    expect(wallTime(AT)).toMatchObject({ year: 2031, month: 12, day: 1, hour: 7, minute: 30, weekday: 1 });
  });

  it('reads zoneless text as business time and zoned text exactly', () => {
    expect(parseBusinessTime('2031-12-01 07:30:00')).toBe(AT);
    expect(parseBusinessTime('2031-12-01T07:30')).toBe(AT);
    expect(parseBusinessTime('2031/12/1 07:30:00')).toBe(AT);
    expect(parseBusinessTime('2031-12-01')).toBe(DEC_1_SHANGHAI);
    expect(parseBusinessTime('2031-11-30T23:30:00Z')).toBe(AT);
    expect(parseBusinessTime('2031-11-30T18:30:00.000-05:00')).toBe(AT);
    expect(parseBusinessTime('2031-12-01T07:30:00.25+08:00')).toBe(AT + 250);
    for (const t of ['2031-02-29 10:00', '2031-12-01 24:00', '2031-12-01 07:60', 'tomorrow', '']) expect(parseBusinessTime(t), t).toBeNull();
    for (const ms of [0, AT, AT + 999, Date.UTC(1999, 11, 31, 16)]) expect(parseBusinessTime(formatBusinessIso(ms))).toBe(ms);
  });
});

describe('a configured other zone', () => {
  it('accepts IANA names only', () => {
    for (const z of ['Asia/Shanghai', 'UTC', 'America/New_York', 'Asia/Tokyo', 'Etc/GMT-8']) expect(isTimeZone(z), z).toBe(true);
    for (const z of ['+08:00', 'UTC+8', '480', '+8', 'Mars/Olympus', 'Asia/Shanghai; DROP', '']) expect(isTimeZone(z), z).toBe(false);
    expect(() => setBusinessTimeZone('Mars/Olympus')).toThrow(/Mars\/Olympus/);
    expect(businessTimeZone()).toBe('Asia/Shanghai');
  });

  it('answers in the set zone: days, months, ranges and text (New York, with daylight saving)', () => {
    setBusinessTimeZone(NY);
    expect(businessTimeZone()).toBe(NY);
    expect(businessDate(AT)).toBe('2031-11-30');
    expect(businessMonth(AT)).toBe('2031-11');
    expect(formatBusinessTime(AT)).toBe('2031-11-30 18:30:00');
    expect(formatBusinessIso(AT)).toBe('2031-11-30T18:30:00.000-05:00');
    expect(businessDayRange('2031-11-30')).toEqual({ start: Date.UTC(2031, 10, 30, 5), end: Date.UTC(2031, 11, 1, 5) });
    expect(businessMonthRange(2031, 12)).toEqual({ start: Date.UTC(2031, 11, 1, 5), end: Date.UTC(2032, 0, 1, 5) });
    // 2031-03-09 has 23 hours there (clocks go forward at 02:00), and summer time is four hours behind UTC.
    expect(businessDayRange('2031-03-09')).toEqual({ start: Date.UTC(2031, 2, 9, 5), end: Date.UTC(2031, 2, 10, 4) });
    expect(formatBusinessIso(Date.UTC(2031, 6, 1, 12))).toBe('2031-07-01T08:00:00.000-04:00');
    expect(parseBusinessTime('2031-07-01 08:00:00')).toBe(Date.UTC(2031, 6, 1, 12));
    expect(businessInstant({ year: 2031, month: 11, day: 2, hour: 1, minute: 30 })).toBe(Date.UTC(2031, 10, 2, 5, 30));
  });

  it('agrees with Intl at every instant, across offset changes (Shanghai had summer time 1986-1991)', () => {
    const formats = new Map<string, Intl.DateTimeFormat>();
    const intlText = (ms: number, zone: string): string => {
      let f = formats.get(zone);
      if (!f) formats.set(zone, (f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })));
      const p = Object.fromEntries(f.formatToParts(ms).map((x) => [x.type, x.value]));
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
    };
    const checked: string[] = [];
    for (const zone of ['Asia/Shanghai', NY, 'Australia/Lord_Howe']) {
      for (const [from, to] of [[Date.UTC(1985, 0, 1), Date.UTC(1992, 0, 1)], [Date.UTC(2030, 0, 1), Date.UTC(2032, 0, 1)]] as const) {
        // Every 7 h 13 min 7 s: each hour of the day and each kind of offset change is passed.
        for (let ms = from; ms < to; ms += 26_987_000) {
          const want = intlText(ms, zone);
          if (formatBusinessTime(ms, zone) !== want) checked.push(`${zone} ${new Date(ms).toISOString()}: ${formatBusinessTime(ms, zone)} != ${want}`);
        }
      }
    }
    expect(checked).toEqual([]);
    expect(formatBusinessTime(Date.UTC(1988, 6, 1, 0), 'Asia/Shanghai')).toBe('1988-07-01 09:00:00');
  });

  it('takes an explicit zone without changing the process zone', () => {
    expect(businessDate(AT, 'Asia/Tokyo')).toBe('2031-12-01');
    expect(formatBusinessTime(AT, 'Asia/Tokyo')).toBe('2031-12-01 08:30:00');
    expect(businessYearRange(2032, 'UTC')).toEqual({ start: Date.UTC(2032, 0, 1), end: Date.UTC(2033, 0, 1) });
    expect(businessTimeZone()).toBe('Asia/Shanghai');
  });
});

describe('display reads and shows business time', () => {
  it('parseTime, formatTime and the datetime text of lists and exports', () => {
    expect(parseTime(AT)).toBe('2031-12-01 07:30:00');
    expect(parseTime(new Date(AT).toISOString())).toBe('2031-12-01 07:30:00');
    expect(parseTime('2031-12-01 07:30:00', '{y}年{m}月{d}日 {h}:{i} 周{a}')).toBe('2031年12月01日 07:30 周一');
    expect(datetimeText('2031-11-30T23:30:00.000Z')).toBe('2031-12-01 07:30:00');
    expect(formatTime(AT, undefined, AT + 3 * 86_400_000)).toBe('12月1日7时30分');
    setBusinessTimeZone(NY);
    expect(datetimeText('2031-11-30T23:30:00.000Z')).toBe('2031-11-30 18:30:00');
    expect(parseTime('2031-11-30 18:30:00')).toBe('2031-11-30 18:30:00');
    expect(parseTime('2031-12-01 07:30:00')).toBe('2031-12-01 07:30:00');
  });

  it('gives the same answers whatever the process time zone is', () => {
    const before = process.env.TZ;
    const answers = (): unknown[] => [businessDate(AT), formatBusinessTime(AT), businessMonthRange(2031, 12), parseTime('2031-12-01 07:30:00'), parseTime(AT), parseBusinessTime('2031-12-01')];
    try {
      const local: number[] = [];
      const results = ['UTC', NY, 'Asia/Kolkata', 'Pacific/Auckland'].map((tz) => {
        process.env.TZ = tz;
        local.push(new Date(AT).getHours());
        return answers();
      });
      // The process zone did change (a local reading differs), the business answers did not.
      expect(new Set(local).size).toBe(4);
      expect(results[0]).toEqual(['2031-12-01', '2031-12-01 07:30:00', { start: DEC_1_SHANGHAI, end: Date.UTC(2031, 11, 31, 16) }, '2031-12-01 07:30:00', '2031-12-01 07:30:00', DEC_1_SHANGHAI]);
      for (const r of results) expect(r).toEqual(results[0]);
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});
