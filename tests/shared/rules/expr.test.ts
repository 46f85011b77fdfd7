// The JSON expression language: exact decimals, missing operands, rounding, conditions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal, type Decimal } from '../../../src/shared/decimal/index.ts';
import { evaluate, recordResolver, test as check, type Expr } from '../../../src/shared/expr/index.ts';

const decText = (d: Decimal, places: number): string => formatDecimal(d, { places });

const run = (e: Expr, data: Record<string, unknown>) => {
  const v = evaluate(e, recordResolver(data));
  return v !== null && typeof v === 'object' ? decText(v, 2) : v;
};
const f = (field: string, d?: string) => (d === undefined ? { field } : { field, default: d });

describe('expressions', () => {
  it('adds and subtracts money exactly (no float error)', () => {
    expect(run({ add: [f('a'), f('b')] }, { a: '0.10', b: '0.20' })).toBe('0.30');
    expect(run({ sub: [{ add: [f('p'), f('fee')] }, f('e', '0')] }, { p: '1300000', fee: '13000' })).toBe('1313000.00');
    expect(run({ sub: [{ add: [f('p'), f('fee')] }, f('e', '0')] }, { p: '1300000', fee: '13000', e: '50000' })).toBe('1263000.00');
  });

  it('multiplies by a rate and rounds half away from zero', () => {
    expect(run({ round: { mul: [f('p'), { const: '0.005' }] }, places: 2 }, { p: '1234.50' })).toBe('6.17');
    expect(run({ round: { mul: [f('p'), { const: '0.005' }] }, places: 2 }, { p: '1235.00' })).toBe('6.18');
    expect(run({ round: { mul: [f('p'), { const: '-0.005' }] }, places: 2 }, { p: '1235.00' })).toBe('-6.18');
  });

  it('gives nothing when an operand is missing or not a number', () => {
    expect(run({ add: [f('a'), f('b')] }, { a: '1' })).toBeNull();
    expect(run({ add: [f('a'), f('b')] }, { a: '1', b: '1e3' })).toBeNull();
  });

  it('min, max and if', () => {
    expect(run({ min: [f('a'), { const: '500' }] }, { a: '800' })).toBe('500.00');
    expect(run({ max: [f('a'), { const: '500' }] }, { a: '800' })).toBe('800.00');
    expect(run({ if: [{ gt: [f('a'), { const: '100' }] }, { const: '1' }, { const: '2' }] }, { a: '100.01' })).toBe('1.00');
    expect(run({ if: [{ gt: [f('a'), { const: '100' }] }, { const: '1' }, { const: '2' }] }, {})).toBeNull();
  });

  it('compares dates as text, and a rule with a missing side does not apply', () => {
    const later = { gt: [f('end'), f('start')] as [Expr, Expr] };
    expect(check(later, recordResolver({ start: '2026-01-01', end: '2027-01-01' }))).toBe(true);
    expect(check(later, recordResolver({ start: '2026-01-01', end: '2026-01-01' }))).toBe(false);
    expect(check(later, recordResolver({ start: '2026-01-01' }))).toBeNull();
    expect(check({ not: later }, recordResolver({ start: '2026-01-01', end: '2025-01-01' }))).toBe(true);
  });

  it('hands dotted names to the reference resolver', () => {
    const v = evaluate(f('listing.earnestMoney'), recordResolver({}, (n) => (n === 'listing.earnestMoney' ? '3000.00' : undefined)));
    expect(v !== null && typeof v === 'object' ? decText(v, 2) : v).toBe('3000.00');
  });

  it('sums of fen amounts equal integer addition', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 13n }), fc.bigInt({ min: 0n, max: 10n ** 13n }), (a, b) => {
        const t = (x: bigint) => `${x / 100n}.${String(x % 100n).padStart(2, '0')}`;
        expect(run({ add: [f('a'), f('b')] }, { a: t(a), b: t(b) })).toBe(t(a + b));
      }),
    );
  });
});
