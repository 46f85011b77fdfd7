// Grid columns from the list schema. Sorting is done by the server: the grid only shows the
// indicator, and a comparator that keeps the server's order stops it re-sorting the page.
import type { ColDef, ICellRendererParams, ValueFormatterParams } from 'ag-grid-community';
import type { MouseEvent, ReactNode } from 'react';
import type { RecordRow } from '../../../shared/api.ts';
import type { EntitySchema, ListPage, PageAction } from '../../../shared/schema/types.ts';
import { findTransition } from '../../../shared/workflow.ts';
import { fieldContext } from '../../../shared/valuetypes/index.ts';
import type { ValueType } from '../../../shared/valuetypes/types.ts';
import { fieldTitle, fieldType, fieldValue } from '../shared/fields.ts';
import { FieldValue } from '../shared/FieldValue.tsx';
import { valueRenderer } from '../../valuetypes/registry.ts';
import { actionTitle } from '../shared/actions.ts';
import { CELL_PADDING, contentWidth, headerWidth, type Measure, measureText, neverCut } from './columnWidths.ts';
import type { SortState } from './query.ts';
import { LinkedCell } from './LinkedCell.tsx';
import { RowActionsCell, type ListGridContext } from './RowActionsCell.tsx';

const keepServerOrder = () => 0;

/** A column's own data beside ag-grid's definition: what its value type's renderer says of it. */
export interface ColumnContext {
  /** Pinned beside 操作 when the grid scrolls sideways (its cell renderer says so: the state). */
  pinWithActions?: boolean;
}

/** A column's ColumnContext (every column buildColumns makes has one). */
export function columnContext(col: ColDef<RecordRow>): ColumnContext | undefined {
  return col.context as ColumnContext | undefined;
}

/** Value types whose cell is its text alone (its cell renderer says so): no label to look up, no tag, link or file. */
export function plainText(vt: ValueType): boolean {
  return valueRenderer('cell', vt.name).plain;
}

/** The class of cells whose value is shown whole (amounts, dates, states, numbers, codes). */
export const WHOLE_CELL = 'list-cell--whole';

/** A cut cell shows its whole text on hover. */
function showWhole(e: MouseEvent<HTMLSpanElement>): void {
  const el = e.currentTarget;
  el.title = el.scrollWidth > el.clientWidth ? (el.textContent ?? '') : '';
}

/**
 * Wide enough for the row actions one row can show at once. Actions limited to different states
 * (编辑 on drafts, 开始交易 on listed records) never share a row, so the widest state counts, not the sum.
 */
function actionsWidth(schema: ListPage, entity: EntitySchema, measure: Measure): number {
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
    // A small link button: its text, 7 px of padding and a 1 px border each side, a pixel of rounding.
    return shown.reduce((w, a) => w + measure(actionTitle(a, entity)) + 18, 0);
  };
  const widest = Math.max(widthFor(null), ...[...states].map(widthFor));
  // Plus the cell's own padding and a little slack.
  return Math.max(80, Math.min(widest + 2 * CELL_PADDING + 8, 420));
}

/**
 * The columns of a list page for the rows shown. Widths are proportions (the value type's width) that fill
 * the grid, never below what the header needs, and for the types that are never cut (amounts, dates,
 * states…) never below the widest value on the page. Free text gives way first (ellipsised, whole on hover).
 */
/** `sort`: the order the list is in when the grid is created (its header shows it); the page's default when omitted. */
export function buildColumns(
  schema: ListPage,
  entity: EntitySchema,
  rows: readonly RecordRow[] = [],
  sort: SortState | null = schema.defaultSort ?? null,
  measure: Measure = measureText,
): ColDef<RecordRow>[] {
  const cols: ColDef<RecordRow>[] = schema.columns.map((c) => {
    const vt = fieldType(entity, c.field, c.display);
    const width = c.width ?? vt.width;
    const headerName = fieldTitle(entity, c.field, c.title);
    // Before the rows arrive (or on an empty page) the value type's own minimum stands in for the values.
    const whole = neverCut(entity, c.field, vt);
    const values = whole ? contentWidth(entity, c.field, vt, rows, measure) || vt.minWidth : vt.minWidth;
    const need = Math.max(values, headerWidth(headerName, c.sortable === true, measure));
    const text = (row: RecordRow | null, v: unknown): string => {
      if (v === null || v === undefined || v === '') return '-';
      return vt.text(v, fieldContext(entity, row, c.field, vt)) || '-';
    };
    const cell = (row: RecordRow): ReactNode => (
      <span className="list-cell" onMouseEnter={showWhole}>
        <FieldValue entity={entity} row={row} field={c.field} display={c.display} facet="cell" />
      </span>
    );
    // A linked cell is React (a router link around the value) whatever its value type.
    const link = c.link;
    const plain = plainText(vt) && !link;
    const pinWithActions = valueRenderer('cell', vt.name).pinWithActions === true;
    const show = (row: RecordRow, grid: ListGridContext): ReactNode =>
      link ? <LinkedCell link={link} row={row} grid={grid}>{cell(row)}</LinkedCell> : cell(row);
    const context: ColumnContext = { pinWithActions };
    return {
      colId: c.field,
      headerName,
      // Pinned columns do not flex: they keep a fixed width, a little under the declared one.
      ...(c.pinned ? { width: Math.max(need, Math.round(width * 0.8)) } : { flex: Math.max(width, need) }),
      minWidth: need,
      // Marks the cells that are never cut (the e2e sweep checks them at 1440 x 900). A cellClass of its
      // own replaces the rightAligned type's, so that one is named again.
      ...(whole ? { cellClass: vt.align === 'right' ? [WHOLE_CELL, 'ag-right-aligned-cell'] : WHOLE_CELL } : {}),
      context,
      wrapHeaderText: true,
      autoHeaderHeight: true,
      // Figures line up on the right so their digits compare at a glance.
      type: vt.align === 'right' ? 'rightAligned' : undefined,
      cellStyle: vt.align === 'center' ? { textAlign: 'center' } : undefined,
      // null (not undefined) unpins a column fitColumns pinned while the grid was narrow.
      pinned: c.pinned ?? null,
      sortable: c.sortable === true,
      comparator: keepServerOrder,
      initialSort: sort?.field === c.field ? sort.order : undefined,
      valueGetter: (p) => (p.data ? fieldValue(p.data, c.field) : undefined),
      // Text, figures, dates and enums are plain text cells drawn by the grid itself (a React cell per value
      // doubles the page's DOM and its first render); what needs a lookup, a tag or a link stays React.
      ...(plain
        ? { valueFormatter: (p: ValueFormatterParams<RecordRow>) => text(p.data ?? null, p.value) }
        : { cellRenderer: (p: ICellRendererParams<RecordRow, unknown, ListGridContext>) => (p.data ? show(p.data, p.context) : null) }),
    };
  });
  if ((schema.rowActions ?? []).length > 0) {
    cols.push({
      colId: '__actions',
      headerName: '操作',
      pinned: 'right',
      width: actionsWidth(schema, entity, measure),
      sortable: false,
      cellRenderer: RowActionsCell,
    });
  }
  return cols;
}

/**
 * The columns for a grid this wide: when they cannot all fit (the grid scrolls sideways), the state column
 * is pinned beside 操作, so the pinned actions never hide it. `width` 0: not measured yet.
 */
export function fitColumns(cols: ColDef<RecordRow>[], width: number): ColDef<RecordRow>[] {
  const total = cols.reduce((w, c) => w + (c.width ?? c.minWidth ?? 0), 0);
  if (width <= 0 || total <= width) return cols;
  const isState = (c: ColDef<RecordRow>) => columnContext(c)?.pinWithActions === true && !c.pinned;
  const state = cols.filter(isState);
  if (state.length === 0) return cols;
  // flex null, not undefined: ag-grid keeps a column's state for attributes a new definition leaves undefined.
  const pinned = state.map((c) => ({ ...c, pinned: 'right' as const, flex: null, width: c.minWidth }));
  const actions = cols.filter((c) => c.colId === '__actions');
  return [...cols.filter((c) => !isState(c) && c.colId !== '__actions'), ...pinned, ...actions];
}
