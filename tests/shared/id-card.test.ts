// ID-card rule: property-based (fast-check) and the reference.md 3.1 facts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ID_PREFIXES,
  MAINLAND_PROVINCES,
  idCard15To18,
  idCardCheckChar,
  isIdCard,
  isLeapYear,
} from '../../src/shared/formats/index.ts';

/** Fixed "now" so the properties do not depend on the day they run: 2025-06-15 12:00 China time. */
const NOW = new Date('2025-06-15T04:00:00Z');
const TODAY = { y: 2025, m: 6, d: 15 };

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const withCheck = (first17: string) => first17 + idCardCheckChar(first17);

const prefix = fc.constantFrom(...ID_PREFIXES);
const addressRest = fc.integer({ min: 0, max: 9999 }).map((n) => pad(n, 4));
const sequence = fc.integer({ min: 0, max: 999 }).map((n) => pad(n, 3));
/** A real birth date between 1800-01-01 and TODAY. */
const pastDate = fc
  .date({ min: new Date(Date.UTC(1800, 0, 1)), max: new Date(Date.UTC(TODAY.y, TODAY.m - 1, TODAY.d)), noInvalidDate: true })
  .map((d) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`);

const validId = fc.tuple(prefix, addressRest, pastDate, sequence).map(([p, a, b, s]) => withCheck(`${p}${a}${b}${s}`));

describe('isIdCard properties', () => {
  it('generated valid 18-digit numbers pass, with X or x', () => {
    fc.assert(
      fc.property(validId, (id) => {
        expect(isIdCard(id, NOW)).toBe(true);
        expect(isIdCard(id.toLowerCase(), NOW)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('changing any one character of a valid 18-digit number fails', () => {
    const chars = '0123456789X';
    fc.assert(
      fc.property(validId, fc.integer({ min: 0, max: 17 }), fc.integer({ min: 1, max: 10 }), (id, pos, shift) => {
        // pos 0-16: another digit; pos 17: another check char (X included)
        const alphabet = pos === 17 ? chars : chars.slice(0, 10);
        const i = alphabet.indexOf(id[pos]!.toUpperCase());
        const other = alphabet[(i + (shift % alphabet.length || 1)) % alphabet.length]!;
        const changed = id.slice(0, pos) + other + id.slice(pos + 1);
        expect(changed).not.toBe(id);
        expect(isIdCard(changed, NOW)).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  it('every single-digit change of one valid number fails (exhaustive)', () => {
    const id = '110101199003076632';
    for (let pos = 0; pos < 18; pos++) {
      for (const c of pos === 17 ? '0123456789Xx' : '0123456789') {
        if (c === id[pos]) continue;
        expect(isIdCard(id.slice(0, pos) + c + id.slice(pos + 1), NOW), `${pos}:${c}`).toBe(false);
      }
    }
  });

  it('birth dates after today fail, even with a correct check char', () => {
    const future = fc
      .date({ min: new Date(Date.UTC(TODAY.y, TODAY.m - 1, TODAY.d + 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
      .map((d) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`);
    fc.assert(
      fc.property(prefix, addressRest, future, sequence, (p, a, b, s) => {
        expect(isIdCard(withCheck(`${p}${a}${b}${s}`), NOW)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('impossible dates fail: Feb 30/31, Feb 29 of a non-leap year, day 0, day 32, month 0 and 13', () => {
    const year = fc.integer({ min: 1800, max: 2024 });
    const impossible = fc.oneof(
      year.map((y) => `${y}0230`),
      year.map((y) => `${y}0231`),
      year.filter((y) => !isLeapYear(y)).map((y) => `${y}0229`),
      year.map((y) => `${y}0431`),
      year.map((y) => `${y}0100`),
      year.map((y) => `${y}0132`),
      year.map((y) => `${y}0015`),
      year.map((y) => `${y}1315`),
    );
    fc.assert(
      fc.property(prefix, addressRest, impossible, sequence, (p, a, b, s) => {
        expect(isIdCard(withCheck(`${p}${a}${b}${s}`), NOW)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('leap-day births pass', () => {
    const leapYear = fc.integer({ min: 1800, max: 2024 }).filter(isLeapYear);
    fc.assert(
      fc.property(prefix, addressRest, leapYear, sequence, (p, a, y, s) => {
        expect(isIdCard(withCheck(`${p}${a}${y}0229${s}`), NOW)).toBe(true);
      }),
      { numRuns: 1000 },
    );
    expect(isIdCard(withCheck('11010120000229001'), NOW)).toBe(true); // 2000: divisible by 400
    expect(isIdCard(withCheck('11010119000229001'), NOW)).toBe(false); // 1900: divisible by 100 only
  });

  it('15-digit numbers read the year as 19YY and are checked as dates', () => {
    const mainland = fc.constantFrom(...MAINLAND_PROVINCES);
    const date19 = fc
      .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(1999, 11, 31)), noInvalidDate: true })
      .map((d) => `${pad(d.getUTCFullYear() % 100, 2)}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`);
    fc.assert(
      fc.property(mainland, addressRest, date19, sequence, (p, a, b, s) => {
        const id15 = `${p}${a}${b}${s}`;
        expect(isIdCard(id15, NOW)).toBe(true);
        // and upgrading it gives a valid 18-digit number
        expect(isIdCard(idCard15To18(id15), NOW)).toBe(true);
      }),
      { numRuns: 1000 },
    );
    // 000229: 1900 was not a leap year, so this is Feb 29 1900
    expect(isIdCard('110101000229001', NOW)).toBe(false);
    expect(isIdCard('110101960229001', NOW)).toBe(true);
  });
});

describe('isIdCard facts (reference.md 3.1)', () => {
  it('upgrades 15 to 18 as hutool', () => {
    expect(idCard15To18('150102880730303')).toBe('150102198807303035');
    expect(idCard15To18('330102200403064')).toBe('33010219200403064X');
  });

  it('accepts the listed prefixes, 83, and 9 + a province code; refuses others', () => {
    const date = '19900101001';
    for (const p of ['11', '65', '71', '81', '82', '83', '91']) expect(isIdCard(withCheck(`${p}0000${date}`), NOW), p).toBe(true);
    for (const p of ['932', '911', '965']) expect(isIdCard(withCheck(`${p}000${date}`), NOW), p).toBe(true);
    for (const p of ['00', '10', '16', '20', '24', '30', '38', '40', '47', '49', '55', '60', '66', '70', '72', '80', '84', '90', '97', '99']) {
      expect(isIdCard(withCheck(`${p}0000${date}`), NOW), p).toBe(false);
    }
    for (const p of ['907', '970', '929']) expect(isIdCard(withCheck(`${p}000${date}`), NOW), p).toBe(false);
    // permits never had 15 digits
    expect(isIdCard('810000900101001', NOW)).toBe(false);
  });

  it('accepts the foreign permanent-resident sample and Taiwan-resident permits', () => {
    expect(isIdCard('932682198501010017', NOW)).toBe(true);
    expect(isIdCard('830000199001010012', NOW)).toBe(true);
  });

  it('birth today passes, tomorrow fails; "today" is China time', () => {
    const today = withCheck(`110101${TODAY.y}${pad(TODAY.m, 2)}${pad(TODAY.d, 2)}001`);
    const tomorrow = withCheck(`110101${TODAY.y}${pad(TODAY.m, 2)}${pad(TODAY.d + 1, 2)}001`);
    expect(isIdCard(today, NOW)).toBe(true);
    expect(isIdCard(tomorrow, NOW)).toBe(false);
    // 2025-06-15T16:30Z is already June 16 in China: tomorrow's birth date is then today's.
    expect(isIdCard(tomorrow, new Date('2025-06-15T16:30:00Z'))).toBe(true);
    expect(isIdCard(tomorrow, new Date('2025-06-15T15:59:59Z'))).toBe(false);
  });

  it('refuses years before 1800 and malformed input', () => {
    expect(isIdCard(withCheck('11010117991231001'), NOW)).toBe(false);
    expect(isIdCard(withCheck('11010118000101001'), NOW)).toBe(true);
    for (const v of ['', ' 110101199003076632', '110101199003076632 ', '11010119900307663２', 'X10101199003076632', '11010119900307663*']) {
      expect(isIdCard(v, NOW), v).toBe(false);
    }
  });

  it('idCardCheckChar refuses input that is not 17 digits', () => {
    expect(() => idCardCheckChar('1234')).toThrow(RangeError);
  });
});
