// The canonical money parser: plain decimal text only, declared decimals, declared ceiling.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX, parseAmount, parseMoney, unitsText } from '../../../src/shared/money/parse.ts';

describe('parseMoney', () => {
  it.each([
    ['0', 0n],
    ['1', 100n],
    ['1004.5', 100450n],
    ['1004.56', 100456n],
    [' 12.30 ', 1230n],
    [DEFAULT_MAX, 9999999999999n],
  ])('reads %j as %s fen', (text, fen) => {
    expect(parseMoney(text, '成交价款（元）')).toEqual({ ok: true, units: fen });
  });

  it.each(['1e309', '3.72e5', '37,8000', '+374000', '-1', '01', '.5', '1.', '１２', 'abc', '0x10', 'Infinity', '1 000'])('refuses %j', (text) => {
    const r = parseMoney(text, '成交价款（元）');
    expect(r).toEqual({ ok: false, message: '成交价款格式不正确：只能填写数字和小数点' });
  });

  it('refuses more decimals than declared and names the field', () => {
    expect(parseMoney('1.005', '出价金额')).toEqual({ ok: false, message: '出价金额格式不正确：最多保留2位小数' });
    expect(parseAmount('1.00005', { title: '面积', places: 4 })).toEqual({ ok: false, message: '面积格式不正确：最多保留4位小数' });
  });

  it('refuses amounts above the declared or default ceiling, and empty text', () => {
    expect(parseMoney('100000000000', '保证金（元）')).toEqual({ ok: false, message: '保证金不能大于99999999999.99' });
    expect(parseMoney('1000.01', '保证金（元）', '1000')).toEqual({ ok: false, message: '保证金不能大于1000' });
    expect(parseMoney('1000', '保证金（元）', '1000')).toEqual({ ok: true, units: 100000n });
    expect(parseMoney('', '保证金（元）')).toEqual({ ok: false, message: '请输入保证金' });
  });

  it('round-trips every fen amount up to the ceiling exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 9999999999999n }), (fen) => {
        expect(parseMoney(unitsText(fen, 2), '金额')).toEqual({ ok: true, units: fen });
      }),
    );
  });
});
