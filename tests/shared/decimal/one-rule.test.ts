// One decimal rule, seen from every reader that once had its own: the expressions, the amount parser,
// the display formatters (figures and capitals), the formats and the funds balance accept and refuse the
// same texts (src/shared/decimal/parse.ts).
import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../../src/shared/decimal/index.ts';
import { amountToCapital, formatAmount, formatNumber } from '../../../src/shared/display/index.ts';
import { evaluate, recordResolver } from '../../../src/shared/expr/index.ts';
import { isDecimal2 } from '../../../src/shared/formats/index.ts';
import { parseAmount } from '../../../src/shared/money/index.ts';
import { fen } from '../../../src/plugins/funds/shared/balance.ts';

const BIG = `1${'0'.repeat(40)}`;

function throwsNot(f: () => unknown): boolean {
  try {
    f();
    return true;
  } catch {
    return false;
  }
}

/** Each former reader's answer: does it read `text` as a decimal? */
const READERS: Record<string, { signed: boolean; reads: (text: string) => boolean }> = {
  expr: { signed: true, reads: (t) => evaluate({ add: [{ field: 'a' }, { const: '0' }] }, recordResolver({ a: t })) !== null },
  money: { signed: false, reads: (t) => parseAmount(t, { title: '成交价款（元）', places: 2, max: BIG }).ok },
  'display figure': { signed: true, reads: (t) => throwsNot(() => formatNumber(t)) },
  'display amount': { signed: true, reads: (t) => throwsNot(() => formatAmount(t)) },
  'display capital': { signed: true, reads: (t) => throwsNot(() => amountToCapital(t)) },
  'format decimal2': { signed: false, reads: isDecimal2 },
  // fen() reads anything else as 0: a non-zero amount tells it was read.
  'funds balance': { signed: false, reads: (t) => fen(t) !== 0n },
};

/** Plain decimal text (at most two decimals, so the money and format readers' places do not decide). */
const PLAIN = ['1', '7', '10', '1004.5', '1004.56', '0.5', '0.05', '99999999999.99', '123456789012345678901234567890.12'];
const NEGATIVE = ['-1', '-0.5', '-1004.56', '-123456789012345678901234567890'];
const REFUSED = [
  '1e3', '1E3', '1.5e3', '3.72e5', '1e-7', '1e309', // exponents
  '+1', '+374000', // a plus sign
  '1,000', '37,8000', '1 000', // separators
  '007', '01', '00.5', '-01', // leading zeros
  '.5', '1.', '.', '-', '--1', '-.5', // bare points and signs
  '1.2.3', '0x10', 'Infinity', 'NaN', '１２', 'abc', '12元',
];

describe('one accept/refuse set for every reader', () => {
  for (const [name, r] of Object.entries(READERS)) {
    it(`${name} reads plain decimal text`, () => {
      for (const t of PLAIN) expect(r.reads(t), t).toBe(true);
      for (const t of PLAIN) expect(parseDecimal(t), t).not.toBeNull();
    });

    it(`${name} refuses exponents, signs other than "-", separators, leading zeros and bare points`, () => {
      for (const t of REFUSED) expect(r.reads(t), t).toBe(false);
      for (const t of REFUSED) expect(parseDecimal(t), t).toBeNull();
    });

    it(`${name} ${r.signed ? 'reads' : 'refuses'} negative amounts`, () => {
      for (const t of NEGATIVE) expect(r.reads(t), t).toBe(r.signed);
    });
  }

  it('the former disagreement: display read "1e3" as 1000 while the expressions refused it; now all refuse it', () => {
    const answers = Object.fromEntries(Object.entries(READERS).map(([name, r]) => [name, r.reads('1e3')]));
    expect(new Set(Object.values(answers))).toEqual(new Set([false]));
    // A list cell shows the stored text as it is rather than a figure that was never typed.
    expect(() => formatNumber('1e3')).toThrow(RangeError);
    expect(() => formatAmount('1e3')).toThrow(RangeError);
  });

  it('places are the field\'s declared rule, not the syntax: 1.005 is a decimal, not an amount in fen', () => {
    expect(READERS.expr!.reads('1.005')).toBe(true);
    expect(READERS['display figure']!.reads('1.005')).toBe(true);
    expect(READERS.money!.reads('1.005')).toBe(false);
    expect(READERS['format decimal2']!.reads('1.005')).toBe(false);
    expect(READERS['funds balance']!.reads('1.005')).toBe(false);
    expect(parseAmount('1.005', { title: '出价金额（元）' })).toEqual({ ok: false, message: '出价金额格式不正确：最多保留2位小数' });
  });

  it('a refused amount is named in Chinese by its field', () => {
    expect(parseAmount('1e3', { title: '成交价款（元）' })).toEqual({ ok: false, message: '成交价款格式不正确：只能填写数字和小数点' });
    expect(parseAmount('-0', { title: '保证金（元）' })).toEqual({ ok: false, message: '保证金格式不正确：只能填写数字和小数点' });
  });
});
