// Exact money helpers: toFen / fromFen / roundToFen / formatAmount / formatNumber, and the unit filter.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDecimal } from '../../src/shared/decimal/index.ts';
import { filterUnits, formatAmount, formatNumber, fromFen, roundToFen, toFen } from '../../src/shared/display/index.ts';

describe('toFen / fromFen', () => {
  it.each([
    ['0', 0n],
    ['1004.56', 100456n],
    ['0.1', 10n],
    ['0.01', 1n],
    ['-12.3', -1230n],
    ['1.000', 100n], // extra zeros lose nothing
    ['99999999999999999.99', 9999999999999999999n],
    [1004.56, 100456n],
    [0.1, 10n],
    [19.99, 1999n],
    [1e3, 100000n],
  ] as [string | number, bigint][])('toFen(%s) = %s', (input, fen) => {
    expect(toFen(input)).toBe(fen);
  });

  it.each(['1.005', '0.001', '1.234', 0.123, 'abc', '', '1,000', '1.2.3', NaN, Infinity])('toFen(%s) refuses', (v) => {
    expect(() => toFen(v)).toThrow(RangeError);
  });

  it.each([
    [0n, '0.00'],
    [1n, '0.01'],
    [-5n, '-0.05'],
    [100456n, '1004.56'],
    [123456789012345678901n, '1234567890123456789.01'],
    [1999, '19.99'],
    [-100, '-1.00'],
  ] as [bigint | number, string][])('fromFen(%s) = %s', (fen, text) => {
    expect(fromFen(fen)).toBe(text);
  });

  it('fromFen refuses a non-integer number', () => {
    expect(() => fromFen(1.5)).toThrow(RangeError);
  });

  it('property: fromFen(toFen(x)) keeps the value, and sums in fen are exact', () => {
    const fen = fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n });
    fc.assert(
      fc.property(fen, fen, (a, b) => {
        expect(toFen(fromFen(a))).toBe(a);
        expect(toFen(fromFen(a)) + toFen(fromFen(b))).toBe(a + b);
      }),
    );
    // the classic float failure
    expect(fromFen(toFen('0.1') + toFen('0.2'))).toBe('0.30');
  });
});

describe('roundToFen', () => {
  it('rounds half away from zero past the second decimal, exactly', () => {
    expect(roundToFen('1.005')).toBe(101n);
    expect(roundToFen('1.004999')).toBe(100n);
    expect(roundToFen('-1.005')).toBe(-101n);
    expect(roundToFen('0.4321')).toBe(43n);
    expect(roundToFen('-0.004')).toBe(0n);
    expect(roundToFen('x')).toBeNull();
  });
});

describe('the one decimal rule, as money reads it', () => {
  // Display once read exponents, leading zeros and bare points while the expressions and the amount parser
  // refused them; now every reader refuses them (tests/shared/decimal/ has the whole table).
  it('refuses exponents, leading zeros and bare points', () => {
    expect(readDecimal('1.5e3')).toBeNull();
    expect(readDecimal(1e-7)).toBeNull();
    expect(readDecimal('-12.5e-1')).toBeNull();
    expect(readDecimal('007.50')).toBeNull();
    expect(readDecimal('.5')).toBeNull();
    expect(readDecimal('.')).toBeNull();
    expect(readDecimal('1e99999')).toBeNull();
    expect(() => toFen('1e3')).toThrow(RangeError);
    expect(roundToFen('1.5e3')).toBeNull();
  });

  it('reads plain text exactly, keeping its written decimals', () => {
    expect(readDecimal('1500')).toEqual({ units: 1500n, scale: 0 });
    expect(readDecimal('-1.25')).toEqual({ units: -125n, scale: 2 });
    expect(readDecimal('7.50')).toEqual({ units: 750n, scale: 2 });
    expect(readDecimal(' 0.5 ')).toEqual({ units: 5n, scale: 1 });
  });
});

describe('formatAmount', () => {
  it.each([
    ['0', '0.00'],
    [0, '0.00'],
    ['5', '5.00'],
    ['1004.56', '1,004.56'],
    ['1234567.8', '1,234,567.80'],
    [1234567.891, '1,234,567.89'],
    ['999.995', '1,000.00'],
    ['-1234.5', '-1,234.50'],
    ['-0.001', '0.00'],
    ['123456789012345678.12', '123,456,789,012,345,678.12'],
    [0.1 + 0.2, '0.30'],
  ] as [string | number, string][])('formatAmount(%s) = %s', (input, expected) => {
    expect(formatAmount(input)).toBe(expected);
  });

  it('refuses text that is not a number', () => {
    expect(() => formatAmount('abc')).toThrow(RangeError);
  });
});

describe('formatNumber', () => {
  it.each([
    ['12345.6789', '12,345.6789'],
    ['0.043500', '0.043500'],
    ['-1234', '-1,234'],
    ['1000', '1,000'],
    [999, '999'],
    ['-0', '0'],
  ] as [string | number, string][])('formatNumber(%s) = %s', (input, expected) => {
    expect(formatNumber(input)).toBe(expected);
  });
});

describe('filterUnits', () => {
  const units = [{ unitName: '亩' }, { unitName: '平方米' }, { unitName: '元/年' }, { unitName: '元/亩/年' }, { unitName: '公顷' }];
  it('business type 1005 drops 亩 and 平方米 (exact names only)', () => {
    expect(filterUnits(units, '1005').map((u) => u.unitName)).toEqual(['元/年', '元/亩/年', '公顷']);
    expect(filterUnits(units, 1005).map((u) => u.unitName)).toEqual(['元/年', '元/亩/年', '公顷']);
  });
  it('other business types keep every unit, in a new array', () => {
    for (const t of ['1001', 1006, '', null, undefined]) {
      const out = filterUnits(units, t);
      expect(out).toEqual(units);
      expect(out).not.toBe(units);
    }
  });
  it('keeps the extra fields of each unit', () => {
    const rich = [{ unitName: '亩', id: 1 }, { unitName: '株', id: 2 }];
    expect(filterUnits(rich, '1005')).toEqual([{ unitName: '株', id: 2 }]);
  });
});
