// @vitest-environment jsdom
// This file needs a worker of its own for now: it failed in the shared `dom` worker after other files
// (state they leave that tests/dom-setup.ts does not reset yet).
// A list's first rows are a plain grid; ag-grid's chunk loads after they are painted and takes over.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListPage } from '../../../src/shared/schema/types.ts';
import ListRenderer from '../../../src/web/renderers/list/ListRenderer.tsx';
import { PlainGrid, gridTracks, nextSort } from '../../../src/web/renderers/list/PlainGrid.tsx';
import { buildColumns } from '../../../src/web/renderers/list/columns.tsx';
import { loadGrid } from '../../../src/web/renderers/list/gridChunk.ts';
import { showsRows } from '../../../src/web/renderers/list/ListGrid.tsx';
import { ListGrids, sameRows } from '../../../src/web/renderers/list/ListGrids.tsx';
import type { ListGridContext } from '../../../src/web/renderers/list/RowActionsCell.tsx';
import { buttonLabel, entryOf, fakeHttp, franchise, meta, operator, resetHttp, row, schemaOf, session, answerWithFakeHttp, signInAsOperator } from './fixtures.ts';

answerWithFakeHttp();
signInAsOperator();

const listPage = schemaOf<ListPage>('franchise_list');
const entry = entryOf('franchise_list');

beforeEach(() => {
  resetHttp();
  session.principal = operator;
  fakeHttp.get.mockResolvedValue({ list: [row(1, 'draft'), row(2, 'pending')], total: 2, page: 1, size: 10 });
});

function gridContext(run = vi.fn()): ListGridContext {
  return { current: { env: { principal: operator, meta, entry, schema: listPage, entity: franchise }, actions: listPage.rowActions ?? [], entity: franchise, run } };
}

const labels = (el: Element) => [...el.querySelectorAll('button')].map(buttonLabel);

// First in the file: ag-grid's chunk is not loaded yet in this module graph.
describe('a list mounted before ag-grid has loaded', () => {
  it('paints its rows in the plain grid, then ag-grid takes over with the same rows', async () => {
    const view = render(
      <MemoryRouter initialEntries={[entry.path]}>
        <ListRenderer entry={entry} schema={listPage} entity={franchise} file={entry.schema ?? ''} />
      </MemoryRouter>,
    );
    const first = await screen.findByText('项目1');
    expect(first.closest('.plain-grid')).not.toBeNull();
    expect(view.container.querySelector('.ag-root-wrapper')).toBeNull();
    // The plain grid's rows carry the row actions of each state, as the grid's do.
    expect(labels(first.closest('[role="row"]')!)).toEqual(['查看', '编辑', '提交审核', '删除']);

    // ag-grid draws its rows hidden under the plain grid, then replaces it.
    await waitFor(() => expect(view.container.querySelector('.ag-root-wrapper')).not.toBeNull());
    await waitFor(() => expect(view.container.querySelector('.plain-grid')).toBeNull());
    expect(view.container.querySelector('.list-grids__grid--incoming')).toBeNull();
    const again = await screen.findByText('项目1');
    expect(again.closest('.ag-row')).not.toBeNull();
    expect(labels(screen.getByText('项目2').closest('[role="row"]')!)).toEqual(['查看']);
    // One request: the hand-over shows the rows it has, it does not ask again.
    expect(fakeHttp.get.mock.calls.filter(([url]) => url === '/api/lists/franchise_list')).toHaveLength(1);
  });
});

describe('a list whose grid has taken over', () => {
  beforeAll(() => loadGrid());
  const rowsFrom = (first: number) => Array.from({ length: 10 }, (_, i) => row(first + i, 'draft'));

  it('paints the next page in the plain grid at once, then ag-grid takes it over', async () => {
    fakeHttp.get.mockResolvedValue({ list: rowsFrom(1), total: 25, page: 1, size: 10 });
    const view = render(
      <MemoryRouter initialEntries={[entry.path]}>
        <ListRenderer entry={entry} schema={listPage} entity={franchise} file={entry.schema ?? ''} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByText('项目1').closest('.ag-row')).not.toBeNull());
    await waitFor(() => expect(view.container.querySelector('.plain-grid')).toBeNull());

    fakeHttp.get.mockResolvedValue({ list: rowsFrom(11), total: 25, page: 2, size: 10 });
    fireEvent.click(view.container.querySelector('.ant-pagination-next')!);
    // The first frame with page 2 shows it in the plain grid, ag-grid hidden (still on page 1) beneath.
    const first = await screen.findByText('项目11');
    expect(first.closest('.plain-grid')).not.toBeNull();
    expect(view.container.querySelector('.list-grids__grid--incoming')).not.toBeNull();
    // Then ag-grid shows page 2 and the plain grid goes.
    await waitFor(() => expect(view.container.querySelector('.plain-grid')).toBeNull());
    expect(screen.getByText('项目20').closest('.ag-row')).not.toBeNull();
    expect(screen.queryByText('项目1')).toBeNull();
    expect(view.container.querySelector('.list-grids__grid--incoming')).toBeNull();
  });

  it('takes new data for the rows it shows in place, without the plain grid', async () => {
    const props = { schema: listPage, entity: franchise, context: gridContext(), sort: null, onSort: vi.fn(), gridKey: '' };
    const view = render(<ListGrids {...props} rows={[row(1, 'draft'), row(2, 'draft')]} />);
    await waitFor(() => expect(view.container.querySelector('.plain-grid')).toBeNull());
    view.rerender(<ListGrids {...props} rows={[row(1, 'draft'), row(2, 'pending', { projectName: '改名项目' }, 2)]} />);
    expect(view.container.querySelector('.plain-grid')).toBeNull();
    await waitFor(() => expect(screen.getByText('改名项目').closest('.ag-row')).not.toBeNull());
    expect(screen.getByText('待审核')).toBeTruthy();
    // Reordered rows are new rows: the plain grid shows them first.
    view.rerender(<ListGrids {...props} rows={[row(2, 'pending'), row(1, 'draft')]} />);
    expect(view.container.querySelector('.plain-grid')).not.toBeNull();
    await waitFor(() => expect(view.container.querySelector('.plain-grid')).toBeNull());
    expect(view.container.querySelector('[row-id="2"]')!.getAttribute('row-index')).toBe('0');
  });

  it('keeps focus in ag-grid: with focus inside it, new rows go straight to it', async () => {
    const props = { schema: listPage, entity: franchise, context: gridContext(), sort: null, onSort: vi.fn(), gridKey: '' };
    const view = render(<ListGrids {...props} rows={[row(1, 'draft')]} />);
    await waitFor(() => expect(view.container.querySelector('.plain-grid')).toBeNull());
    const action = [...screen.getByText('项目1').closest('.ag-row')!.querySelectorAll('button')].find((b) => buttonLabel(b) === '查看')!;
    action.focus();
    expect(document.activeElement).toBe(action);
    view.rerender(<ListGrids {...props} rows={[row(3, 'draft'), row(4, 'draft')]} />);
    expect(view.container.querySelector('.plain-grid')).toBeNull();
    expect(view.container.querySelector('.list-grids__grid--incoming')).toBeNull();
    await waitFor(() => expect(screen.getByText('项目4').closest('.ag-row')).not.toBeNull());
    // Focus gone from the grid: the next rows are painted by the plain grid first again.
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    view.rerender(<ListGrids {...props} rows={[row(5, 'draft')]} />);
    expect(view.container.querySelector('.plain-grid')).not.toBeNull();
  });

  it('knows which rows a grid shows: the same ids, each at its index', () => {
    const a = [row(1, 'draft'), row(2, 'draft')];
    expect(sameRows(a, [row(1, 'pending'), row(2, 'draft')])).toBe(true);
    expect(sameRows(a, [row(2, 'draft'), row(1, 'draft')])).toBe(false);
    expect(sameRows(a, [row(1, 'draft')])).toBe(false);
    const root = document.createElement('div');
    root.innerHTML = '<div class="ag-header-cell"></div><div class="ag-row" row-id="2" row-index="1"></div><div class="ag-row" row-id="1" row-index="0"></div>';
    expect(showsRows(root, a)).toBe(true);
    expect(showsRows(root, [row(2, 'draft'), row(1, 'draft')])).toBe(false);
    expect(showsRows(root, [row(1, 'draft')])).toBe(false);
    root.querySelector('.ag-header-cell')!.remove();
    expect(showsRows(root, a)).toBe(false);
  });
});

describe('the plain grid', () => {
  it('draws every column with its header, the values as the grid formats them and the sort shown', () => {
    render(<PlainGrid schema={listPage} entity={franchise} rows={[row(7, 'draft', { listingPrice: '1234567.5' })]} context={gridContext()} sort={null} onSort={vi.fn()} />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers[0]).toBe('项目名称');
    expect(headers.at(-1)).toBe('操作');
    // The default order (createdAt descending) is marked on its header.
    expect(screen.getAllByRole('columnheader').find((h) => h.getAttribute('aria-sort'))?.textContent).toContain('创建时间');
    // Amounts line up on the right and are never cut, as in the grid.
    const amount = screen.getByText('1,234,567.50').closest('[role="cell"]')!;
    expect(amount.className).toContain('plain-grid__cell--right');
    expect(amount.className).toContain('list-cell--whole');
    expect(screen.getByText('项目7').closest('[role="cell"]')!.className).not.toContain('plain-grid__cell--right');
    expect(screen.getByText('草稿')).toBeTruthy();
  });

  it('sorts by a header click as ag-grid cycles it: ascending, descending, none', () => {
    const onSort = vi.fn();
    const view = render(<PlainGrid schema={listPage} entity={franchise} rows={[row(1, 'draft')]} context={gridContext()} sort={null} onSort={onSort} />);
    const header = (name: string) => screen.getAllByRole('columnheader').find((h) => h.textContent?.startsWith(name))!;
    fireEvent.click(header('挂牌价'));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'listingPrice', order: 'asc' });
    view.rerender(<PlainGrid schema={listPage} entity={franchise} rows={[row(1, 'draft')]} context={gridContext()} sort={{ field: 'listingPrice', order: 'asc' }} onSort={onSort} />);
    fireEvent.keyDown(header('挂牌价'), { key: 'Enter' });
    expect(onSort).toHaveBeenLastCalledWith({ field: 'listingPrice', order: 'desc' });
    // A column that is not sortable does nothing.
    onSort.mockClear();
    fireEvent.click(header('操作'));
    expect(onSort).not.toHaveBeenCalled();
    expect(nextSort({ field: 'listingPrice', order: 'desc' }, 'listingPrice')).toBeNull();
    expect(nextSort({ field: 'listingPrice', order: 'desc' }, 'createdAt')).toEqual({ field: 'createdAt', order: 'asc' });
  });

  it('runs a row action with its row', () => {
    const run = vi.fn();
    render(<PlainGrid schema={listPage} entity={franchise} rows={[row(1, 'draft'), row(2, 'pending')]} context={gridContext(run)} sort={null} onSort={vi.fn()} />);
    const second = screen.getByText('项目2').closest('[role="row"]')!;
    fireEvent.click([...second.querySelectorAll('button')].find((b) => buttonLabel(b) === '查看')!);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]![1]).toMatchObject({ id: 2 });
  });

  it('keeps pinned columns in place while the rest scrolls, and fixed widths fixed', () => {
    render(<PlainGrid schema={listPage} entity={franchise} rows={[row(1, 'draft')]} context={gridContext()} sort={null} onSort={vi.fn()} />);
    const cells = screen.getByText('项目1').closest('[role="row"]')!.querySelectorAll<HTMLElement>('[role="cell"]');
    expect(cells[0]!.className).toContain('pinned-left');
    expect(cells[0]!.style.left).toBe('0px');
    expect(cells[cells.length - 1]!.className).toContain('pinned-right');
    expect(cells[cells.length - 1]!.style.right).toBe('0px');
    const cols = buildColumns(listPage, franchise, [row(1, 'draft')]);
    const tracks = gridTracks(cols).split(' ');
    expect(tracks[0]).toBe(`${cols[0]!.width}px`);
    expect(tracks[1]).toMatch(/^minmax\(\d+px,$/);
  });
});
