// The grid itself: one page of rows, column header sorting reported upwards.
import { GRID_LOCALE_CN } from './gridLocale.ts';
import { AgGridReact } from 'ag-grid-react';
import type { GetRowIdParams, SortChangedEvent } from 'ag-grid-community';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RecordRow } from '../../../shared/api.ts';
import type { EntitySchema, ListPage } from '../../../shared/schema/types.ts';
import { buildColumns, fitColumns } from './columns.tsx';
import { useLayout } from '../../stores/layout.ts';
import { gridThemeFor } from './grid.ts';
import type { SortState } from './query.ts';
import type { ListGridContext } from './RowActionsCell.tsx';

export interface ListGridProps {
  schema: ListPage;
  entity: EntitySchema;
  rows: RecordRow[];
  context: ListGridContext;
  /** The list's current order (null: the page's default), shown by a grid created anew. */
  sort: SortState | null;
  onSort: (sort: SortState | null) => void;
}

const rowId = (p: GetRowIdParams<RecordRow>): string => String(p.data.id);

function sortOf(e: SortChangedEvent<RecordRow>): SortState | null {
  for (const col of e.columns ?? []) {
    const dir = col.getSort();
    if (dir === 'asc' || dir === 'desc') return { field: col.getColId(), order: dir };
  }
  return null;
}

/**
 * How many times the component has been shown again after being hidden. The tags view keeps pages in
 * React's <Activity>: hiding runs effects' clean-up and showing runs the effects again, but ag-grid
 * destroys its grid on that clean-up and the grid it is left with draws no rows (ag-grid#12268; seen
 * as an empty list under its own total after returning to a tab).
 */
function useShownAgain(): number {
  const [count, setCount] = useState(0);
  const mounted = useRef(false);
  useLayoutEffect(() => {
    if (mounted.current) setCount((n) => n + 1);
    mounted.current = true;
  }, []);
  return count;
}

export function ListGrid({ schema, entity, rows, context, sort, onSort }: ListGridProps) {
  // A fresh grid each time the page is shown again, before it is painted, with the list's order in its header.
  const shown = useShownAgain();
  const sortNow = useRef(sort);
  sortNow.current = sort;
  // Never-cut columns are as wide as the widest value on the page, so the columns follow the rows; the
  // order is read when a grid is created (clicks sort the live one).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- see above: `shown` makes a new grid read it
  const columns = useMemo(() => buildColumns(schema, entity, rows, sortNow.current ?? schema.defaultSort ?? null), [schema, entity, rows, shown]);
  // Too narrow for every column: the state is pinned beside 操作 instead of scrolling away under it.
  const [width, setWidth] = useState(0);
  const columnDefs = useMemo(() => fitColumns(columns, width), [columns, width]);
  // Row height follows the layout size (布局大小).
  const size = useLayout((s) => s.size);
  return (
    <div className="list-grid">
      <AgGridReact<RecordRow>
        key={shown}
        theme={gridThemeFor(size)}
        rowData={rows}
        // Record ids as row ids: new data for the same rows (a reload after an action) updates their cells in place.
        getRowId={rowId}
        columnDefs={columnDefs}
        context={context}
        domLayout="autoHeight"
        localeText={GRID_LOCALE_CN}
        // The list draws its own antd empty state below the grid: one 暂无数据, not two (one English).
        suppressNoRowsOverlay
        suppressMultiSort
        suppressCellFocus
        // Cell text can be selected and copied, in the order it reads.
        enableCellTextSelection
        ensureDomOrder
        // A page holds at most a few dozen cells per row: render them all, so a scrolled-out column (the
        // state tag of a wide list) is still in the page for the browser's find and for screen readers.
        suppressColumnVirtualisation
        onGridSizeChanged={(e) => setWidth(e.clientWidth)}
        // A plain text cell cut with "…" shows its whole text on hover (React cells do it in columns.tsx).
        onCellMouseOver={(e) => {
          const cell = e.event?.target instanceof Element ? e.event.target.closest<HTMLElement>('.ag-cell') : null;
          if (cell && !cell.querySelector('.list-cell')) cell.title = cell.scrollWidth > cell.clientWidth ? (cell.textContent ?? '') : '';
        }}
        onSortChanged={(e) => {
          // Only clicks on headers; the grid's own initial sort matches the state we started with.
          if (e.source === 'uiColumnSorted') onSort(sortOf(e));
        }}
      />
    </div>
  );
}
