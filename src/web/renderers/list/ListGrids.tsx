// A list's rows on screen: the plain grid paints every new set of rows at once, and ag-grid (when its
// chunk is in) takes them after that paint, drawing hidden under the plain grid until it shows them all,
// then replaces it. Drawing 100 new rows is ag-grid's slowest moment (~900 React cells); the plain grid
// draws them in a fraction of that, so a page, size, sort or filter change paints as fast as the first load.
import { memo, useCallback, useEffect, useState } from 'react';
import type { RecordRow } from '../../../shared/api.ts';
import { nextPaint } from '../shared/nextPaint.ts';
import { useLoadedGrid } from './gridChunk.ts';
import type { ListGridProps } from './ListGrid.tsx';
import { PlainGrid } from './PlainGrid.tsx';

/** The same records in the same order (their data may differ: ag-grid updates those cells in place). */
export function sameRows(a: readonly RecordRow[], b: readonly RecordRow[]): boolean {
  return a === b || (a.length === b.length && a.every((r, i) => r.id === b[i]!.id));
}

interface Held {
  /** The rows ag-grid has been given. */
  rows: RecordRow[];
  /** Whether it shows them. */
  drawn: boolean;
}

// Rendered again with the same rows while ag-grid draws beneath it: a memo spares redrawing its cells.
const PlainRows = memo(PlainGrid);

export function ListGrids({ gridKey, rows, ...rest }: Omit<ListGridProps, 'onDrawn'> & { gridKey: string }) {
  const Grid = useLoadedGrid();
  const [held, setHeld] = useState<Held>(() => ({ rows, drawn: false }));
  // Focus inside ag-grid (a header sorted from the keyboard) stays there: a hidden grid would drop it, so
  // then the rows go straight to ag-grid.
  const [focused, setFocused] = useState(false);
  const direct = held.drawn && focused;
  const same = sameRows(held.rows, rows);
  // The plain grid shows `rows` until ag-grid has drawn them; new data for the rows it shows goes straight in.
  const plain = !held.drawn || (!same && !direct);
  const gridRows = same || direct ? rows : held.rows;

  // ag-grid gets new rows once the plain grid's are painted.
  useEffect(() => {
    if (sameRows(held.rows, rows)) return;
    if (direct) return void setHeld({ rows, drawn: true });
    let live = true;
    void nextPaint().then(() => {
      if (live) setHeld({ rows, drawn: false });
    });
    return () => {
      live = false;
    };
  }, [rows, held.rows, direct]);
  const onDrawn = useCallback((drawn: RecordRow[]) => setHeld((h) => (sameRows(h.rows, drawn) && !h.drawn ? { ...h, drawn: true } : h)), []);

  return (
    <div className="list-grids">
      {Grid ? (
        <div
          className={plain ? 'list-grids__grid list-grids__grid--incoming' : 'list-grids__grid'}
          aria-hidden={plain ? true : undefined}
          inert={plain}
          onFocus={() => setFocused(true)}
          onBlur={(e) => setFocused(e.currentTarget.contains(e.relatedTarget))}
        >
          <Grid key={gridKey} {...rest} rows={gridRows} onDrawn={plain ? onDrawn : undefined} />
        </div>
      ) : null}
      {plain ? <PlainRows {...rest} rows={rows} /> : null}
    </div>
  );
}
