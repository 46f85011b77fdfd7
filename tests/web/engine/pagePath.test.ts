import { describe, expect, it } from 'vitest';
import type { PageEntry } from '../../../src/shared/schema/types.ts';
import { buildPagePath } from '../../../src/web/engine/pagePath.ts';

const pages: PageEntry[] = [
  { id: 'franchise_detail', path: '/transaction_management/release/franchise_detail', title: '详情', kind: 'detail', schema: 'd.json' },
];

describe('buildPagePath', () => {
  it('builds the route of a page id with ?id=', () => {
    expect(buildPagePath(pages, 'franchise_detail', { id: 7 })).toBe('/transaction_management/release/franchise_detail?id=7');
  });

  it('leaves out empty parameters and encodes the rest', () => {
    expect(buildPagePath(pages, 'franchise_detail', { id: undefined, q: '' })).toBe('/transaction_management/release/franchise_detail');
    expect(buildPagePath(pages, 'franchise_detail', { name: '东村 果园' })).toBe('/transaction_management/release/franchise_detail?name=%E4%B8%9C%E6%9D%91+%E6%9E%9C%E5%9B%AD');
  });

  it('answers null for a page that is not in the route table', () => {
    expect(buildPagePath(pages, 'nope', { id: 1 })).toBeNull();
  });
});
