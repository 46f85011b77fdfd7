// displayText honours every DisplayHint; unreadable values show as raw text.
import { describe, expect, it, vi } from 'vitest';
import { displayText } from '../../src/shared/display/index.ts';
import type { DisplayHint, EntityProperty } from '../../src/shared/schema/types.ts';
import { businessInstant } from '../../src/shared/time/business.ts';

/**
 * A business wall-clock time (src/shared/time/business.ts), with VEA's local-time constructor's arguments
 * (month from 0): what parseTime shows, whatever the machine's zone.
 */
const bt = (y: number, m0: number, d: number, h = 0, mi = 0, s = 0): Date => new Date(businessInstant({ year: y, month: m0 + 1, day: d, hour: h, minute: mi, second: s }));

const transferorType: EntityProperty = { type: 'string', title: '出让方类型', enum: ['person', 'org'], 'x-enumNames': ['个人', '组织'] };
const states = { draft: { title: '草稿' }, pending: { title: '待审核' } };

describe('displayText', () => {
  const cases: [DisplayHint | undefined, unknown, string, Parameters<typeof displayText>[2]?][] = [
    ['text', 'abc', 'abc'],
    ['text', 12, '12'],
    [undefined, 'abc', 'abc'],
    ['amount', '1234567.8', '1,234,567.80'],
    ['amount', 1004.56, '1,004.56'],
    ['amount', '-0.5', '-0.50'],
    ['amount', 'n/a', 'n/a'],
    ['amount-capital', '1004.56', '壹仟零肆元伍角陆分'],
    ['amount-capital', -1, '负壹元整'],
    ['amount-capital', '0', '零元整'],
    ['amount-capital', 0, '零元整'],
    ['amount-capital', 'n/a', 'n/a'],
    ['datetime', bt(2024, 0, 5, 8, 30, 0), '2024-01-05 08:30:00'],
    ['datetime', '2024-01-05 08:30:00', '2024-01-05 08:30:00'],
    ['datetime', Math.floor(bt(2024, 0, 5, 8, 30, 0).getTime() / 1000), '2024-01-05 08:30:00'],
    ['datetime', 'n/a', 'n/a'],
    ['date', '2024-02-29', '2024-02-29'],
    ['date', '2024-01-05 08:30:00', '2024-01-05'],
    ['date', bt(2024, 0, 5, 23, 59), '2024-01-05'],
    ['relative-time', bt(2024, 5, 15, 11, 0, 0).getTime(), '1小时前', { now: bt(2024, 5, 15, 12, 0, 0).getTime() }],
    ['relative-time', '2024-06-15 11:59:45', '刚刚', { now: bt(2024, 5, 15, 12, 0, 0).getTime() }],
    ['relative-time', '2024-06-01 09:05:00', '6月1日9时5分', { now: bt(2024, 5, 15, 12, 0, 0).getTime() }],
    ['dict', '01', '家庭承包', { dict: { '01': '家庭承包' } }],
    ['dict', '99', '99', { dict: { '01': '家庭承包' } }],
    ['status', 'pending', '待审核', { states }],
    ['status', 'gone', 'gone', { states }],
    ['enum', 'org', '组织', { property: transferorType }],
    ['enum', 'other', 'other', { property: transferorType }],
    ['number', '12345.6789', '12,345.6789'],
    ['number', 7, '7'],
    ['area', '1234.5', '1,234.5'],
    ['area', '12.5', '12.5亩', { unit: '亩' }],
    ['phone', '0571-87654321', '0571-87654321'],
    ['phone', ' 13800138000 ', '13800138000'],
    ['boolean', true, '是'],
    ['boolean', false, '否'],
    ['boolean', 1, '是'],
    ['boolean', 0, '否'],
    ['boolean', '1', '是'],
    ['boolean', 'false', '否'],
    ['boolean', 'maybe', 'maybe'],
    ['region', '330102', '上城区', { regions: { '330102': '上城区' } }],
    ['region', ['33', '3301', '330102'], '浙江省 / 杭州市 / 上城区', { regions: { '33': '浙江省', '3301': '杭州市', '330102': '上城区' } }],
    ['region', '330102', '上城区', { dict: { '330102': '上城区' } }],
    ['region', '999999', '999999'],
  ];

  it.each(cases)('%s %j -> %s', (hint, value, expected, ctx) => {
    expect(displayText(hint, value, ctx)).toBe(expected);
  });

  it('empty values show as "" under every hint (the cell decides what to draw, e.g. "-")', () => {
    const hints: DisplayHint[] = ['text', 'amount', 'amount-capital', 'datetime', 'date', 'relative-time', 'dict', 'status', 'enum', 'number', 'area', 'phone', 'boolean', 'region'];
    for (const h of hints) for (const v of [null, undefined, '']) expect(displayText(h, v)).toBe('');
  });

  it("uses the property's x-display when no hint is given", () => {
    const price: EntityProperty = { type: 'string', title: '挂牌价（元）', 'x-display': 'amount' };
    expect(displayText(undefined, '1000', { property: price })).toBe('1,000.00');
    expect(displayText('text', '1000', { property: price })).toBe('1000');
  });

  it('the default hint shows arrays and objects readably', () => {
    expect(displayText(undefined, ['a', 'b'])).toBe('a、b');
    expect(displayText(undefined, { a: 1 })).toBe('{"a":1}');
  });

  it('relative time uses the system clock without ctx.now', () => {
    // Frozen, so the test's read and displayText's read of the clock agree.
    vi.useFakeTimers({ now: bt(2024, 5, 15, 12, 0, 0), toFake: ['Date'] });
    try {
      expect(displayText('relative-time', Date.now() - 5 * 60 * 1000)).toBe('5分钟前');
    } finally {
      vi.useRealTimers();
    }
  });
});
