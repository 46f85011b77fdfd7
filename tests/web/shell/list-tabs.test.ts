// @vitest-environment jsdom
// A list page's tab (e.g. 缴款登记 by payment kind) is kept per page like the layout settings: the first
// option by default, the last choice after a reload, the first again when the kept value is no longer offered.
import { beforeEach, describe, expect, it } from 'vitest';
import { keepTab, keptTab, LIST_TABS_KEY } from '../../../src/web/stores/listTabs.ts';

beforeEach(() => localStorage.clear());

describe('kept list tabs', () => {
  it('defaults to the first option (the contract-payment tab)', () => {
    expect(keptTab('fund_payment_list', ['contract', 'service_fee'])).toBe('contract');
  });

  it('keeps the choice per page across reads (a reload)', () => {
    keepTab('fund_payment_list', 'service_fee');
    keepTab('other_list', 'b');
    expect(keptTab('fund_payment_list', ['contract', 'service_fee'])).toBe('service_fee');
    expect(keptTab('other_list', ['a', 'b'])).toBe('b');
    expect(JSON.parse(localStorage.getItem(LIST_TABS_KEY) ?? '{}')).toEqual({ fund_payment_list: 'service_fee', other_list: 'b' });
  });

  it('ignores a stale or malformed stored value', () => {
    keepTab('fund_payment_list', 'gone');
    expect(keptTab('fund_payment_list', ['contract', 'service_fee'])).toBe('contract');
    localStorage.setItem(LIST_TABS_KEY, '{not json');
    expect(keptTab('fund_payment_list', ['contract', 'service_fee'])).toBe('contract');
  });
});
