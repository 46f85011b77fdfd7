// @vitest-environment jsdom
// Column widths: headers never cut (they wrap to two lines), amounts, dates and states never
// narrower than the widest value on the page, free text the first to give way.
import { describe, expect, it } from 'vitest';
import type { ListPage } from '../../../src/shared/schema/types.ts';
import { CELL_PADDING, estimateWidth } from '../../../src/web/renderers/list/columnWidths.ts';
import { buildColumns, fitColumns, WHOLE_CELL } from '../../../src/web/renderers/list/columns.tsx';
import { franchise, row, schemaOf } from './fixtures.ts';

const page = schemaOf<ListPage>('franchise_list');
const col = (cols: ReturnType<typeof buildColumns>, id: string) => {
  const c = cols.find((x) => x.colId === id);
  if (!c) throw new Error(`no column ${id}`);
  return c;
};

describe('list column widths', () => {
  it('gives an amount column room for the widest amount on the page, with its padding', () => {
    const small = buildColumns(page, franchise, [row(1, 'draft', { listingPrice: '800' })], undefined, estimateWidth);
    const big = buildColumns(page, franchise, [row(1, 'draft', { listingPrice: '800' }), row(2, 'draft', { listingPrice: '99999999999.99' })], undefined, estimateWidth);
    const need = estimateWidth('99,999,999,999.99') + 2 * CELL_PADDING;
    expect(col(big, 'listingPrice').minWidth).toBeGreaterThanOrEqual(need);
    expect(col(small, 'listingPrice').minWidth).toBeLessThan(need);
    // Whole, and still right-aligned (a cellClass of its own replaces the rightAligned type's).
    expect(col(big, 'listingPrice').cellClass).toEqual([WHOLE_CELL, 'ag-right-aligned-cell']);
  });

  it('never lets a header be narrower than its longer half, and marks dates and states whole', () => {
    const cols = buildColumns(page, franchise, [row(1, 'pending', { projectName: '一个很长很长很长很长很长很长的项目名称' })], undefined, estimateWidth);
    // 挂牌价（元） wraps after 挂牌价: three characters, the padding and the sort icon.
    expect(col(cols, 'listingPrice').minWidth).toBeGreaterThanOrEqual(estimateWidth('挂牌价') + 2 * CELL_PADDING + 20);
    expect(col(cols, 'status').cellClass).toBe(WHOLE_CELL);
    expect(col(cols, 'createdAt').cellClass).toBe(WHOLE_CELL);
    // Free text is not held at its content's width: it is cut with "…" first.
    const name = col(cols, 'projectName');
    expect(name.cellClass).toBeUndefined();
    expect(name.minWidth).toBeLessThan(estimateWidth('一个很长很长很长很长很长很长的项目名称'));
    expect(cols.every((c) => c.colId === '__actions' || c.wrapHeaderText === true)).toBe(true);
  });

  it('pins the state beside 操作 when the grid is too narrow for every column, and only then', () => {
    const withActions: ListPage = { ...page, rowActions: [{ type: 'navigate', title: '查看', page: 'franchise_detail' }] };
    const cols = buildColumns(withActions, franchise, [row(1, 'pending')], undefined, estimateWidth);
    const total = cols.reduce((w, c) => w + (c.width ?? c.minWidth ?? 0), 0);
    expect(fitColumns(cols, total + 10)).toBe(cols);
    expect(fitColumns(cols, 0)).toBe(cols);
    const narrow = fitColumns(cols, total - 100);
    expect(narrow.map((c) => c.colId).slice(-2)).toEqual(['status', '__actions']);
    expect(col(narrow, 'status').pinned).toBe('right');
    expect(narrow).toHaveLength(cols.length);
  });

  it('draws text, amounts, enums and dates as plain grid text, and keeps React cells for states and regions', () => {
    const cols = buildColumns(page, franchise, [], undefined, estimateWidth);
    const text = (id: string, data: Record<string, unknown>, status = 'draft', createdAt?: string) => {
      const c = col(cols, id);
      const r = { ...row(1, status, data), ...(createdAt ? { createdAt } : {}) };
      const getter = c.valueGetter as (p: { data: typeof r }) => unknown;
      const format = c.valueFormatter as (p: { value: unknown; data: typeof r }) => string;
      expect(c.cellRenderer, id).toBeUndefined();
      return format({ value: getter({ data: r }), data: r });
    };
    expect(text('listingPrice', { listingPrice: '36000' })).toBe('36,000.00');
    expect(text('transferMethod', { transferMethod: '出租' })).toBe('出租');
    expect(text('projectName', { projectName: '东村果园' })).toBe('东村果园');
    expect(text('projectName', { projectName: '' })).toBe('-');
    expect(col(cols, 'status').cellRenderer).toBeTypeOf('function');
    expect(col(cols, 'county').cellRenderer).toBeTypeOf('function');
    expect(col(cols, 'status').valueFormatter).toBeUndefined();
  });
});
