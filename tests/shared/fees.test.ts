// The fee table's rule (src/shared/fees): bracket by amount, variety rows before all-variety rows, rate
// rounded half away from zero to the fen, then held within the row's minimum and maximum; and the
// expression's `fee` operation reading the rows through the resolver.
import { describe, expect, it } from 'vitest';
import { formatDecimal, readDecimal as readDec, type Decimal } from '../../src/shared/decimal/index.ts';
import { evaluate } from '../../src/shared/expr/index.ts';
import { feeFor, feeTableName, VARIETY_NAME, type FeeRow } from '../../src/shared/fees/index.ts';

const decText = (d: Decimal, places: number): string => formatDecimal(d, { places });

const ROWS: FeeRow[] = [
  { payer: 'buyer', upper: '1000000.00', rate: '0.01', minFee: '100.00' },
  { payer: 'buyer', lower: '1000000.00', rate: '0.008', maxFee: '50000.00' },
  { payer: 'buyer', tradeVariety: 'LQ', rate: '0.005' },
];

const fee = (amount: string, variety: string | null = null) => {
  const d = feeFor(ROWS, readDec(amount)!, variety);
  return d ? decText(d, 2) : null;
};

describe('fee table', () => {
  it.each([
    ['105000', null, '1050.00'],
    ['1234.56', null, '100.00'], // 12.35 lifted to the minimum
    ['999999.99', null, '10000.00'], // 9999.9999 rounds up to the fen
    ['1000000', null, '8000.00'], // the lower bound is in the upper bracket
    ['10000000', null, '50000.00'], // 80,000 held to the maximum
    ['0.50', null, '100.00'],
    ['105000', 'LQ', '525.00'], // the variety's own row wins
    ['105000', 'TDJYQ', '1050.00'],
    ['0.10', 'LQ', '0.00'], // 0.0005 is below half a fen
  ])('%s (%s) -> %s', (amount, variety, want) => {
    expect(fee(amount, variety)).toBe(want);
  });

  it('rounds half away from zero at the fen', () => {
    expect(decText(feeFor([{ rate: '0.005' }], readDec('1.00')!)!, 2)).toBe('0.01'); // 0.005 -> 0.01
    expect(decText(feeFor([{ rate: '0.005' }], readDec('0.99')!)!, 2)).toBe('0.00'); // 0.00495 -> 0.00
  });

  it('gives nothing without a row for the amount or a rate', () => {
    expect(feeFor([], readDec('100')!)).toBeNull();
    expect(feeFor([{ lower: '200', rate: '0.01' }], readDec('100')!)).toBeNull();
    expect(feeFor([{ minFee: '1' }], readDec('100')!)).toBeNull();
  });

  it('the expression operation reads the rows and the variety from the resolver', () => {
    const values: Record<string, unknown> = { dealPrice: '105000', [feeTableName('fee_rate', 'buyer')]: ROWS, [VARIETY_NAME]: 'LQ' };
    const v = evaluate({ fee: { table: 'fee_rate', payer: 'buyer', amount: { field: 'dealPrice' } } }, (n) => values[n]);
    expect(v && typeof v === 'object' ? decText(v, 2) : v).toBe('525.00');
    // Without rows (no resolver, or an empty table) the result is missing, never a guess.
    expect(evaluate({ fee: { table: 'fee_rate', payer: 'seller', amount: { field: 'dealPrice' } } }, (n) => values[n])).toBeNull();
  });
});
