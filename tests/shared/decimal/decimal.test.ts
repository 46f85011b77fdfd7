// The decimal module: exact reading, rounding, formatting, values beyond a float's precision, signs and
// zeros (src/shared/decimal).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, cmp, exactUnits, formatDecimal, mul, parseDecimal, parseUnsigned, readDecimal, round, sub, type Decimal } from '../../../src/shared/decimal/index.ts';
import { formatAmount, formatNumber, fromFen, toFen, trimmedNumber } from '../../../src/shared/display/index.ts';
import { fenText } from '../../../src/shared/money/index.ts';

const d = (text: string): Decimal => {
  const v = parseDecimal(text);
  if (v === null) throw new Error(text);
  return v;
};
const text = (v: Decimal): string => formatDecimal(v);

describe('reading', () => {
  it('keeps the written decimals', () => {
    expect(parseDecimal('1.50')).toEqual({ units: 150n, scale: 2 });
    expect(parseDecimal('-0.05')).toEqual({ units: -5n, scale: 2 });
    expect(parseDecimal('0')).toEqual({ units: 0n, scale: 0 });
  });

  it('reads values of any type by the same rule', () => {
    expect(readDecimal(' 12.30 ')).toEqual({ units: 1230n, scale: 2 });
    expect(readDecimal(12n)).toEqual({ units: 12n, scale: 0 });
    expect(readDecimal(0.1)).toEqual({ units: 1n, scale: 1 });
    expect(readDecimal(1004.56)).toEqual({ units: 100456n, scale: 2 });
    expect(readDecimal(1e21)).toEqual({ units: 10n ** 21n, scale: 0 }); // an integer, exactly
    expect(readDecimal(1e-7)).toBeNull(); // its only text is an exponent
    for (const v of [NaN, Infinity, -Infinity, null, undefined, true, {}, [], '']) expect(readDecimal(v), String(v)).toBeNull();
  });

  it('amount text: no sign, at most the declared decimals', () => {
    expect(parseUnsigned('1.05', 2)).toEqual({ units: 105n, scale: 2 });
    expect(parseUnsigned('1.005', 2)).toBeNull();
    expect(parseUnsigned('-1', 2)).toBeNull();
    expect(parseUnsigned('7', 0)).toEqual({ units: 7n, scale: 0 });
  });
});

describe('zero in every spelling', () => {
  it('is zero, and never written with a sign', () => {
    for (const z of ['0', '-0', '0.00', '-0.00', '0.000000']) {
      expect(cmp(d(z), d('0')), z).toBe(0);
      expect(formatDecimal(d(z), { places: 2 }), z).toBe('0.00');
      expect(formatDecimal(d(z), { trim: true, group: true }), z).toBe('0');
    }
    expect(readDecimal(-0)).toEqual({ units: 0n, scale: 0 });
    expect(formatNumber('-0.00')).toBe('0.00');
    expect(formatAmount('-0.004')).toBe('0.00');
    expect(fromFen(0n)).toBe('0.00');
  });

  it('a signed zero is not amount text', () => {
    expect(parseUnsigned('-0', 2)).toBeNull();
    expect(parseUnsigned('-0.00', 2)).toBeNull();
  });
});

describe('rounding and places', () => {
  it.each([
    ['1.005', 2, '1.01'],
    ['1.004999', 2, '1.00'],
    ['-1.005', 2, '-1.01'],
    ['-0.004', 2, '0.00'],
    ['0.5', 0, '1'],
    ['-0.5', 0, '-1'],
    ['2.5', 0, '3'],
    ['999.995', 2, '1000.00'],
    ['7', 2, '7.00'],
    ['1.23456789', 6, '1.234568'],
  ] as const)('%s at %i places is %s (half away from zero)', (v, places, want) => {
    expect(formatDecimal(round(d(v), places))).toBe(want);
    expect(formatDecimal(d(v), { places })).toBe(want);
  });

  it('exact units refuse to round', () => {
    expect(exactUnits(d('1.000'), 2)).toBe(100n);
    expect(exactUnits(d('1.005'), 2)).toBeNull();
    expect(exactUnits(d('-3'), 2)).toBe(-300n);
  });
});

describe('formatting', () => {
  it.each([
    ['1234567.8', {}, '1234567.8'],
    ['1234567.8', { group: true }, '1,234,567.8'],
    ['1234567.8', { group: true, places: 2 }, '1,234,567.80'],
    ['-1234.50', { group: true }, '-1,234.50'],
    ['-1234.50', { group: true, trim: true }, '-1,234.5'],
    ['2400.00', { group: true, trim: true }, '2,400'],
    ['45.3000', { trim: true }, '45.3'],
    ['999', { group: true }, '999'],
    ['0.043500', { group: true }, '0.043500'],
  ] as const)('%s with %j is %s', (v, f, want) => {
    expect(formatDecimal(d(v), f)).toBe(want);
  });

  it('display, money and the funds balance write money the same way', () => {
    expect(formatAmount('1263000')).toBe('1,263,000.00');
    expect(fenText(126300000n)).toBe('1,263,000.00');
    expect(fenText(-1n)).toBe('-0.01');
    expect(trimmedNumber('1263000.00')).toBe('1,263,000');
  });
});

describe('beyond a float\'s precision', () => {
  const big = '123456789012345678901234567890.123456789';

  it('reads and writes every digit', () => {
    expect(text(d(big))).toBe(big);
    expect(formatNumber(big)).toBe('123,456,789,012,345,678,901,234,567,890.123456789');
    expect(formatAmount(big)).toBe('123,456,789,012,345,678,901,234,567,890.12');
    expect(toFen('90071992547409931.01')).toBe(9007199254740993101n); // 2^53 + 1 yuan and a fen
    expect(fromFen(9007199254740993101n)).toBe('90071992547409931.01');
  });

  it('adds, subtracts, multiplies and compares exactly', () => {
    expect(text(add(d('9007199254740993'), d('0.1')))).toBe('9007199254740993.1');
    expect(text(add(d('0.1'), d('0.2')))).toBe('0.3');
    expect(text(sub(d('1'), d('0.99')))).toBe('0.01');
    expect(text(sub(d('-5'), d('2.5')))).toBe('-7.5');
    expect(text(mul(d('99999999999.99'), d('0.015')))).toBe('1499999999.99985');
    expect(text(mul(d('-1.5'), d('-2')))).toBe('3.0');
    expect(cmp(d('9007199254740993'), d('9007199254740992.999'))).toBe(1);
    expect(cmp(d('-1'), d('-0.5'))).toBe(-1);
    expect(cmp(d('1.50'), d('1.5'))).toBe(0);
  });

  it('property: format then parse gives the same decimal, grouped or not', () => {
    const dec = fc.record({ units: fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), scale: fc.integer({ min: 0, max: 8 }) });
    fc.assert(
      fc.property(dec, (v) => {
        expect(parseDecimal(formatDecimal(v))).toEqual({ units: v.units, scale: v.scale });
        expect(formatDecimal(v, { group: true }).replaceAll(',', '')).toBe(formatDecimal(v));
      }),
    );
  });
});
