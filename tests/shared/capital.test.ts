// Amount in capitals: every case of reference.md section 5, negatives, zero, 万亿 and beyond.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountToCapital } from '../../src/shared/display/index.ts';

/** [input, expected, source] */
const referenceCases: [string | number, string, string][] = [
  [0, '零元整', 'rmb-x, cn2an'],
  [0.5, '伍角', 'derived'],
  [10, '壹拾元整', 'rmb-x'],
  [100.01, '壹佰元零壹分', 'rmb-x'],
  [1004.56, '壹仟零肆元伍角陆分', 'PBC'],
  [100000000, '壹亿元整', 'rmb-x'],
  [0.01, '壹分', 'rmb-x'],
  [0.1, '壹角', 'rmb-x'],
  [1.1, '壹元壹角', 'rmb-x'],
  [10.01, '壹拾元零壹分', 'rmb-x'],
  [1001.11, '壹仟零壹元壹角壹分', 'rmb-x'],
  [1009876543210, '壹万零玖拾捌亿柒仟陆佰伍拾肆万叁仟贰佰壹拾元整', 'rmb-x'],
  [1.01, '壹元零壹分', 'cn2an'],
  [1.2, '壹元贰角', 'cn2an'],
  ['12.0', '壹拾贰元整', 'cn2an'],
  [-1, '负壹元整', 'cn2an'],
  [103453, '壹拾万叁仟肆佰伍拾叁元整', 'cn2an'],
  [150006355, '壹亿伍仟万陆仟叁佰伍拾伍元整', 'cn2an'],
  ['1000054.4321', '壹佰万零伍拾肆元肆角叁分', 'cn2an'],
  [0.4321, '肆角叁分', 'cn2an'],
  [2421.02, '贰仟肆佰贰拾壹元零贰分', 'hutool'],
  [1024, '壹仟零贰拾肆元整', 'hutool'],
  [67556.32, '陆万柒仟伍佰伍拾陆元叁角贰分', 'hutool'],
  [200000000, '贰亿元整', 'hutool'],
  [20000, '贰万元整', 'hutool'],
  [2000000000000, '贰万亿元整', 'hutool'],
  // nzh writes 人民币 and no 整 after "1.000"; we add 整 as PBC requires and take the prefix as an option.
  [0.23, '贰角叁分', 'nzh'],
  ['1.000', '壹元整', 'nzh (with 整)'],
  [1023456789, '壹拾亿零贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元整', 'nzh'],
  // PBC examples
  [1409.5, '壹仟肆佰零玖元伍角', 'PBC'],
  [6007.14, '陆仟零柒元壹角肆分', 'PBC'],
  [16409.02, '壹万陆仟肆佰零玖元零贰分', 'PBC'],
  [325.04, '叁佰贰拾伍元零肆分', 'PBC'],
  [1680.32, '壹仟陆佰捌拾元零叁角贰分', 'PBC (optional 零 written after 元)'],
  [107000.53, '壹拾万柒仟元零伍角叁分', 'PBC (first variant)'],
  // hutool's non-money zero handling, as money
  [100350089, '壹亿零叁拾伍万零捌拾玖元整', 'hutool'],
];

describe('amountToCapital', () => {
  it.each(referenceCases)('%s -> %s (%s)', (input, expected) => {
    expect(amountToCapital(input)).toBe(expected);
    if (typeof input === 'number') expect(amountToCapital(String(input))).toBe(expected);
  });

  it('works in integer fen: float-unfriendly amounts come out exact', () => {
    expect(amountToCapital(0.57)).toBe('伍角柒分'); // the float snippet gave 伍角陆分
    expect(amountToCapital(0.1 + 0.2)).toBe('叁角'); // 0.30000000000000004
    expect(amountToCapital(1.005)).toBe('壹元零壹分'); // string "1.005", rounded half up; 1.005*100 = 100.49999
    expect(amountToCapital('4.35')).toBe('肆元叁角伍分');
    expect(amountToCapital(19.99)).toBe('壹拾玖元玖角玖分');
  });

  it('negatives take the prefix 负 (or another word)', () => {
    expect(amountToCapital(-1004.56)).toBe('负壹仟零肆元伍角陆分');
    expect(amountToCapital('-0.05')).toBe('负伍分');
    expect(amountToCapital('-100000000')).toBe('负壹亿元整');
    expect(amountToCapital(-1, { negative: '欠' })).toBe('欠壹元整');
    expect(amountToCapital(-1, { prefix: '人民币' })).toBe('人民币负壹元整');
  });

  it('zero in every spelling is 零元整, never 负', () => {
    for (const z of [0, -0, '0', '-0', '0.00', '-0.00', '0.001', '-0.004']) expect(amountToCapital(z), String(z)).toBe('零元整');
    // Leading zeros are not decimal text by the one rule (src/shared/decimal), here as in every reader.
    expect(() => amountToCapital('000')).toThrow(RangeError);
  });

  it('takes the 人民币 prefix for paper forms', () => {
    expect(amountToCapital('1.23', { prefix: '人民币' })).toBe('人民币壹元贰角叁分');
    expect(amountToCapital(0, { prefix: '人民币' })).toBe('人民币零元整');
  });

  it('reads up to 万亿 and beyond', () => {
    expect(amountToCapital('1000000000000')).toBe('壹万亿元整');
    expect(amountToCapital('9999999999999.99')).toBe('玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分');
    expect(amountToCapital('1000000000001')).toBe('壹万亿零壹元整');
    expect(amountToCapital('1000100000000')).toBe('壹万零壹亿元整');
    expect(amountToCapital('12345678901234.56')).toBe('壹拾贰万叁仟肆佰伍拾陆亿柒仟捌佰玖拾万壹仟贰佰叁拾肆元伍角陆分');
    expect(amountToCapital('10000000000000000')).toBe('壹亿亿元整');
    expect(amountToCapital('1000000000000000000000')).toBe('壹拾万亿亿元整');
    expect(amountToCapital(1e21)).toBe('壹拾万亿亿元整');
    // Exponent text is refused by the one decimal rule, as the amount parser and the expressions refuse it.
    expect(() => amountToCapital('1e21')).toThrow(RangeError);
  });

  it('zeros at group boundaries: one 零 for a gap, none for a 万 digit 0, 零 for an 亿 digit 0', () => {
    expect(amountToCapital(100000500)).toBe('壹亿零伍佰元整');
    expect(amountToCapital(10005)).toBe('壹万零伍元整');
    expect(amountToCapital(10050)).toBe('壹万零伍拾元整');
    expect(amountToCapital(100500)).toBe('壹拾万零伍佰元整');
    expect(amountToCapital(1000000)).toBe('壹佰万元整');
    expect(amountToCapital(1010101)).toBe('壹佰零壹万零壹佰零壹元整');
    expect(amountToCapital(110000)).toBe('壹拾壹万元整');
    expect(amountToCapital(10.5)).toBe('壹拾元零伍角');
    expect(amountToCapital(100.1)).toBe('壹佰元零壹角');
    expect(amountToCapital(100.11)).toBe('壹佰元零壹角壹分');
  });

  it('refuses text that is not a number', () => {
    for (const bad of ['', 'abc', '1,000', '1.2.3', '--1', NaN, Infinity]) expect(() => amountToCapital(bad), String(bad)).toThrow(RangeError);
  });

  it('property: never two 零 in a row, never 零 before 元/万/亿 or at the end, ends with 整/角/分', () => {
    const fen = fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n });
    fc.assert(
      fc.property(fen, (f) => {
        const abs = f < 0n ? -f : f;
        const s = `${f < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
        const text = amountToCapital(s);
        if (f === 0n) {
          expect(text).toBe('零元整');
          return;
        }
        expect(text).not.toMatch(/零零|零[元万亿角]|零$/);
        expect(text).toMatch(/[整角分]$/);
        expect(text.startsWith('负')).toBe(f < 0n);
        if (abs % 100n === 0n) expect(text.endsWith('元整')).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
