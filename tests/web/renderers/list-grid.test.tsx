// @vitest-environment jsdom
// The list's grid (ag-grid) as a user meets it: headers, formatted and aligned values, sorting by header
// click and by keyboard, row actions with their row, pinned columns, and new data for the same rows.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { RecordRow } from '../../../src/shared/api.ts';
import type { ListPage } from '../../../src/shared/schema/types.ts';
import { ListGrid } from '../../../src/web/renderers/list/ListGrid.tsx';
import type { SortState } from '../../../src/web/renderers/list/query.ts';
import type { ListGridContext } from '../../../src/web/renderers/list/RowActionsCell.tsx';
import { buttonLabel, entryOf, franchise, meta, operator, resetHttp, row, schemaOf, session, answerWithFakeHttp, signInAsOperator } from './fixtures.ts';

answerWithFakeHttp();
signInAsOperator();

const listPage = schemaOf<ListPage>('franchise_list');
const entry = entryOf('franchise_list');

beforeEach(() => {
  resetHttp();
  session.principal = operator;
});

function gridContext(run: Mock = vi.fn()): ListGridContext {
  return { current: { env: { principal: operator, meta, entry, schema: listPage, entity: franchise }, actions: listPage.rowActions ?? [], entity: franchise, run } };
}

interface Props {
  rows: RecordRow[];
  sort?: SortState | null;
  onSort?: (s: SortState | null) => void;
  run?: Mock;
}

function grid({ rows, sort = null, onSort = vi.fn(), run = vi.fn() }: Props) {
  return (
    <MemoryRouter>
      <ListGrid schema={listPage} entity={franchise} rows={rows} context={gridContext(run)} sort={sort} onSort={onSort} />
    </MemoryRouter>
  );
}

const header = (container: HTMLElement, col: string) => container.querySelector<HTMLElement>(`.ag-header-cell[col-id="${col}"]`)!;
const cellOf = (container: HTMLElement, id: number, col: string) => container.querySelector<HTMLElement>(`.ag-row[row-id="${id}"] .ag-cell[col-id="${col}"]`)!;

describe('the list grid', () => {
  it('draws every column with its header, the values formatted and aligned, and the default order marked', async () => {
    const view = render(grid({ rows: [row(7, 'draft', { listingPrice: '1234567.5' })] }));
    await screen.findByText('项目7');
    const headers = [...view.container.querySelectorAll('.ag-header-cell')].map((h) => h.textContent?.trim());
    expect(headers[0]).toBe('项目名称');
    expect(headers.at(-1)).toBe('操作');
    // The page's default order (createdAt descending) is marked on its header.
    expect(header(view.container, 'createdAt').getAttribute('aria-sort')).toBe('descending');
    expect(header(view.container, 'listingPrice').getAttribute('aria-sort')).toBe('none');
    // Amounts line up on the right and are never cut.
    const amount = cellOf(view.container, 7, 'listingPrice');
    expect(amount.textContent).toBe('1,234,567.50');
    expect(amount.className).toContain('ag-right-aligned-cell');
    expect(amount.className).toContain('list-cell--whole');
    expect(cellOf(view.container, 7, 'projectName').className).not.toContain('ag-right-aligned-cell');
    expect(screen.getByText('草稿')).toBeTruthy();
    // Cell text can be selected and copied.
    expect(view.container.querySelector('.ag-selectable')).not.toBeNull();
  });

  it('sorts by a header click: ascending, descending, none; a column that is not sortable does nothing', async () => {
    const onSort = vi.fn();
    const view = render(grid({ rows: [row(1, 'draft')], onSort }));
    await screen.findByText('项目1');
    const click = (col: string) => fireEvent.click(header(view.container, col).querySelector('.ag-header-cell-label')!);
    click('listingPrice');
    await waitFor(() => expect(onSort).toHaveBeenLastCalledWith({ field: 'listingPrice', order: 'asc' }));
    expect(header(view.container, 'listingPrice').getAttribute('aria-sort')).toBe('ascending');
    click('listingPrice');
    await waitFor(() => expect(onSort).toHaveBeenLastCalledWith({ field: 'listingPrice', order: 'desc' }));
    click('listingPrice');
    await waitFor(() => expect(onSort).toHaveBeenLastCalledWith(null));
    onSort.mockClear();
    click('transferorName');
    click('createdAt');
    // Only the sortable column's click reaches the list.
    await waitFor(() => expect(onSort).toHaveBeenCalledTimes(1));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'createdAt', order: 'asc' });
  });

  it('sorts from the keyboard: Enter on a focused header', async () => {
    const onSort = vi.fn();
    const view = render(grid({ rows: [row(1, 'draft')], onSort }));
    await screen.findByText('项目1');
    const price = header(view.container, 'listingPrice');
    price.focus();
    fireEvent.keyDown(price, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(onSort).toHaveBeenLastCalledWith({ field: 'listingPrice', order: 'asc' }));
  });

  it('runs a row action with its row', async () => {
    const run = vi.fn();
    render(grid({ rows: [row(1, 'draft'), row(2, 'pending')], run }));
    const second = (await screen.findByText('项目2')).closest('[role="row"]')!;
    expect([...second.querySelectorAll('button')].map(buttonLabel)).toEqual(['查看']);
    fireEvent.click([...second.querySelectorAll('button')].find((b) => buttonLabel(b) === '查看')!);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]![1]).toMatchObject({ id: 2 });
  });

  it('pins the name on the left and the actions on the right, at their declared widths', async () => {
    const view = render(grid({ rows: [row(1, 'draft')] }));
    await screen.findByText('项目1');
    expect(cellOf(view.container, 1, 'projectName').className).toContain('ag-cell-last-left-pinned');
    expect(cellOf(view.container, 1, '__actions').className).toContain('ag-cell-first-right-pinned');
    // A pinned column keeps a fixed width (a little under the declared 220 px, or what its header needs).
    expect(Number.parseInt(cellOf(view.container, 1, 'projectName').style.width, 10)).toBeGreaterThanOrEqual(176);
  });

  it('takes new data for the rows it shows in place, and new rows in their order', async () => {
    const view = render(grid({ rows: [row(1, 'draft'), row(2, 'draft')] }));
    await screen.findByText('项目2');
    const before = view.container.querySelector('.ag-row[row-id="2"]');
    view.rerender(grid({ rows: [row(1, 'draft'), row(2, 'pending', { projectName: '改名项目' }, 2)] }));
    await screen.findByText('改名项目');
    expect(screen.getByText('待审核')).toBeTruthy();
    expect(view.container.querySelector('.ag-row[row-id="2"]')).toBe(before);
    view.rerender(grid({ rows: [row(3, 'draft'), row(1, 'draft')] }));
    await screen.findByText('项目3');
    await waitFor(() => expect(view.container.querySelector('.ag-row[row-id="2"]')).toBeNull());
    expect(view.container.querySelector('[row-id="3"]')!.getAttribute('row-index')).toBe('0');
    expect(view.container.querySelector('[row-id="1"]')!.getAttribute('row-index')).toBe('1');
  });
});
