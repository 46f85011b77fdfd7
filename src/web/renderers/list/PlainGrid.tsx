// A list's rows as a plain grid, drawn while ag-grid's chunk loads (gridChunk.ts): the same columns,
// widths, cells, row actions and header sorting as the grid that replaces it, at a fraction of the cost
// (no grid engine to evaluate and create before the first rows are on screen). Looks like ag-grid's
// quartz theme as the lists set it up (grid.ts), so the hand-over does not move anything.
import type { ColDef } from 'ag-grid-community';
import { useMemo, type CSSProperties, type KeyboardEvent } from 'react';
import type { RecordRow } from '../../../shared/api.ts';
import { useLayout } from '../../stores/layout.ts';
import { buildColumns, columnContext, WHOLE_CELL } from './columns.tsx';
import type { ListGridProps } from './ListGrid.tsx';
import type { SortState } from './query.ts';
import { ROW_HEIGHTS } from './rowHeights.ts';
import './plainGrid.css';

type Col = ColDef<RecordRow>;

/** The next order a header click asks for, as ag-grid cycles it: ascending, descending, none. */
export function nextSort(sort: SortState | null, field: string): SortState | null {
  if (sort?.field !== field) return { field, order: 'asc' };
  return sort.order === 'asc' ? { field, order: 'desc' } : null;
}

/** CSS grid tracks for the columns: fixed widths stay, flexible ones share the rest above their minimum. */
export function gridTracks(cols: readonly Col[]): string {
  return cols.map((c) => (c.width !== undefined ? `${c.width}px` : `minmax(${c.minWidth ?? 0}px, ${c.flex ?? 1}fr)`)).join(' ');
}

/** Sticky offsets of pinned columns: a left one after the pinned ones before it, a right one likewise from the end. */
function stickyStyles(cols: readonly Col[]): (CSSProperties | undefined)[] {
  const out: (CSSProperties | undefined)[] = cols.map(() => undefined);
  let left = 0;
  cols.forEach((c, i) => {
    if (c.pinned !== 'left') return;
    out[i] = { left };
    left += c.width ?? c.minWidth ?? 0;
  });
  let right = 0;
  for (let i = cols.length - 1; i >= 0; i--) {
    const c = cols[i]!;
    if (c.pinned !== 'right') continue;
    out[i] = { right };
    right += c.width ?? c.minWidth ?? 0;
  }
  return out;
}

function cellClass(c: Col, base: string): string {
  const own = columnContext(c);
  const classes = [base];
  if (c.pinned) classes.push(`${base}--pinned-${c.pinned}`);
  if (own && own.align !== 'left') classes.push(`${base}--${own.align}`);
  if (base === 'plain-grid__cell' && own?.whole) classes.push(WHOLE_CELL);
  return classes.join(' ');
}

export function PlainGrid({ schema, entity, rows, context, sort, onSort }: ListGridProps) {
  const order = sort ?? schema.defaultSort ?? null;
  const cols = useMemo(() => buildColumns(schema, entity, rows, order), [schema, entity, rows, order]);
  const size = useLayout((s) => s.size);
  const sticky = useMemo(() => stickyStyles(cols), [cols]);
  const style = { '--plain-grid-row': `${ROW_HEIGHTS[size]}px`, gridTemplateColumns: gridTracks(cols) } as CSSProperties;

  const sortBy = (c: Col) => {
    if (c.sortable && c.colId) onSort(nextSort(order, c.colId));
  };
  const onKey = (e: KeyboardEvent, c: Col) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      sortBy(c);
    }
  };

  return (
    <div className="plain-grid">
      <div className="plain-grid__table" role="table" aria-rowcount={rows.length + 1} style={style}>
        <div className="plain-grid__row" role="row">
          {cols.map((c, i) => {
            const dir = order && order.field === c.colId ? order.order : null;
            return (
              <div
                key={c.colId}
                role="columnheader"
                className={cellClass(c, 'plain-grid__head') + (c.sortable ? ' plain-grid__head--sortable' : '')}
                style={sticky[i]}
                aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
                tabIndex={c.sortable ? 0 : undefined}
                onClick={c.sortable ? () => sortBy(c) : undefined}
                onKeyDown={c.sortable ? (e) => onKey(e, c) : undefined}
              >
                <span className="plain-grid__head-text">{c.headerName}</span>
                {dir ? <span className="plain-grid__sort" aria-hidden="true">{dir === 'asc' ? '↑' : '↓'}</span> : null}
              </div>
            );
          })}
        </div>
        {rows.map((row) => (
          <div key={row.id} className="plain-grid__row" role="row">
            {cols.map((c, i) => (
              <div key={c.colId} role="cell" className={cellClass(c, 'plain-grid__cell')} style={sticky[i]} data-col={c.colId}>
                {columnContext(c)?.show(row, context)}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
