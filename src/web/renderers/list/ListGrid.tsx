// The grid itself: one page of rows, column header sorting reported upwards.
import { AgGridReact } from 'ag-grid-react';
import type { SortChangedEvent } from 'ag-grid-community';
import { useMemo } from 'react';
import type { RecordRow } from '../../../shared/api.ts';
import type { EntitySchema, ListPage } from '../../../shared/schema/types.ts';
import { buildColumns } from './columns.tsx';
import { gridTheme } from './grid.ts';
import type { SortState } from './query.ts';
import type { ListGridContext } from './RowActionsCell.tsx';

export interface ListGridProps {
  schema: ListPage;
  entity: EntitySchema;
  rows: RecordRow[];
  context: ListGridContext;
  onSort: (sort: SortState | null) => void;
}

function sortOf(e: SortChangedEvent<RecordRow>): SortState | null {
  for (const col of e.columns ?? []) {
    const dir = col.getSort();
    if (dir === 'asc' || dir === 'desc') return { field: col.getColId(), order: dir };
  }
  return null;
}

export function ListGrid({ schema, entity, rows, context, onSort }: ListGridProps) {
  const columnDefs = useMemo(() => buildColumns(schema, entity), [schema, entity]);
  return (
    <AgGridReact<RecordRow>
      theme={gridTheme}
      rowData={rows}
      columnDefs={columnDefs}
      context={context}
      domLayout="autoHeight"
      suppressMultiSort
      suppressCellFocus
      // A page holds at most a few dozen cells per row: render them all, so a scrolled-out column (the
      // state tag of a wide list) is still in the page for the browser's find and for screen readers.
      suppressColumnVirtualisation
      onSortChanged={(e) => {
        // Only clicks on headers; the grid's own initial sort matches the state we started with.
        if (e.source === 'uiColumnSorted') onSort(sortOf(e));
      }}
    />
  );
}
