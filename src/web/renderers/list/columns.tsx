// Grid columns from the list schema. Sorting is done by the server: the grid only shows the
// indicator, and a comparator that keeps the server's order stops it re-sorting the page.
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { RecordRow } from '../../../shared/api.ts';
import type { EntitySchema, ListPage } from '../../../shared/schema/types.ts';
import { fieldTitle, fieldValue } from '../shared/fields.ts';
import { FieldValue } from '../shared/FieldValue.tsx';
import { actionTitle } from '../shared/actions.ts';
import { RowActionsCell } from './RowActionsCell.tsx';

const keepServerOrder = () => 0;

/** Wide enough for every row action's title as a small link button. */
function actionsWidth(schema: ListPage, entity: EntitySchema): number {
  const chars = (schema.rowActions ?? []).reduce((n, a) => n + actionTitle(a, entity).length, 0);
  return Math.max(100, chars * 14 + (schema.rowActions?.length ?? 0) * 16 + 24);
}

export function buildColumns(schema: ListPage, entity: EntitySchema): ColDef<RecordRow>[] {
  const cols: ColDef<RecordRow>[] = schema.columns.map((c) => ({
    colId: c.field,
    headerName: fieldTitle(entity, c.field, c.title),
    width: c.width,
    flex: c.width ? undefined : 1,
    minWidth: 80,
    pinned: c.pinned,
    sortable: c.sortable === true,
    comparator: keepServerOrder,
    initialSort: schema.defaultSort?.field === c.field ? schema.defaultSort.order : undefined,
    valueGetter: (p) => (p.data ? fieldValue(p.data, c.field) : undefined),
    cellRenderer: (p: ICellRendererParams<RecordRow>) =>
      p.data ? <FieldValue entity={entity} row={p.data} field={c.field} display={c.display} /> : null,
  }));
  if ((schema.rowActions ?? []).length > 0) {
    cols.push({
      colId: '__actions',
      headerName: '操作',
      pinned: 'right',
      width: actionsWidth(schema, entity),
      sortable: false,
      cellRenderer: RowActionsCell,
    });
  }
  return cols;
}
