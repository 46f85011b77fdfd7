// Grid columns from the list schema. Sorting is done by the server: the grid only shows the
// indicator, and a comparator that keeps the server's order stops it re-sorting the page.
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { RecordRow } from '../../../shared/api.ts';
import type { EntitySchema, ListPage, PageAction } from '../../../shared/schema/types.ts';
import { findTransition } from '../../../shared/workflow.ts';
import { fieldTitle, fieldType, fieldValue } from '../shared/fields.ts';
import { FieldValue } from '../shared/FieldValue.tsx';
import { actionTitle } from '../shared/actions.ts';
import { RowActionsCell } from './RowActionsCell.tsx';

const keepServerOrder = () => 0;

/**
 * Wide enough for the row actions one row can show at once. Actions limited to different states
 * (编辑 on drafts, 开始交易 on listed records) never share a row, so the widest state counts, not the sum.
 */
function actionsWidth(schema: ListPage, entity: EntitySchema): number {
  const actions = schema.rowActions ?? [];
  const wf = entity['x-workflow'];
  // The states an action can appear in: its own list, else its transition's or the delete rule's.
  const statesOf = (a: PageAction): string[] | undefined =>
    a.states ??
    (a.type === 'transition' && wf ? findTransition(wf, a.action)?.from : a.type === 'delete' ? entity['x-delete']?.states : undefined);
  const states = new Set(actions.flatMap((a) => statesOf(a) ?? []));
  const widthFor = (state: string | null) => {
    const shown = actions.filter((a) => {
      const only = statesOf(a);
      return !only || (state !== null && only.includes(state));
    });
    return shown.reduce((w, a) => w + actionTitle(a, entity).length * 14 + 18, 0);
  };
  const widest = Math.max(widthFor(null), ...[...states].map(widthFor));
  // Plus the cell's own padding (16 px each side in the quartz theme) and a little slack.
  return Math.max(90, Math.min(widest + 44, 380));
}

export function buildColumns(schema: ListPage, entity: EntitySchema): ColDef<RecordRow>[] {
  const cols: ColDef<RecordRow>[] = schema.columns.map((c) => {
    const vt = fieldType(entity, c.field, c.display);
    const width = c.width ?? vt.width;
    return {
      colId: c.field,
      headerName: fieldTitle(entity, c.field, c.title),
      // Widths are proportions that fill the grid, never squeezed below 70% of their size nor below what
      // the value type needs before its content is cut (a full datetime, a state tag).
      flex: width,
      minWidth: Math.max(vt.minWidth, Math.round(width * 0.7)),
      // Figures line up on the right so their digits compare at a glance.
      type: vt.align === 'right' ? 'rightAligned' : undefined,
      cellStyle: vt.align === 'center' ? { textAlign: 'center' } : undefined,
      pinned: c.pinned,
      sortable: c.sortable === true,
      comparator: keepServerOrder,
      initialSort: schema.defaultSort?.field === c.field ? schema.defaultSort.order : undefined,
      valueGetter: (p) => (p.data ? fieldValue(p.data, c.field) : undefined),
      cellRenderer: (p: ICellRendererParams<RecordRow>) =>
        p.data ? <FieldValue entity={entity} row={p.data} field={c.field} display={c.display} /> : null,
    };
  });
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
