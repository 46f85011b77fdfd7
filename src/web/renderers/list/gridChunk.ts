// ag-grid's chunk (~200 KB gzip, and ~250 ms of a cold list's main thread to evaluate it and create the
// grid) loads after a list has painted its first rows as a plain grid (PlainGrid.tsx), then takes over.
// A list mounted once the chunk is in draws ag-grid at once. If the chunk cannot load, the plain grid stays.
import { useSyncExternalStore, type ComponentType } from 'react';
import type { ListGridProps } from './ListGrid.tsx';
import { nextPaint } from '../shared/nextPaint.ts';

let loaded: ComponentType<ListGridProps> | null = null;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Starts loading ag-grid's chunk (once); settles when it has arrived or failed. */
export function loadGrid(): Promise<void> {
  return (pending ??= import('./ListGrid.tsx').then(
    (m) => {
      loaded = m.ListGrid;
      for (const l of listeners) l();
    },
    (e: unknown) => {
      // A failed chunk (a deploy replaced it, the network dropped) leaves the plain grid, which pages,
      // sorts and runs row actions; the next list asks again.
      pending = null;
      console.warn('表格组件加载失败，列表以简单表格显示', e);
    },
  ));
}

/** Loads the grid once what React has committed is on screen (a list's first rows paint first). */
export function loadGridAfterPaint(): void {
  if (loaded || pending) return;
  void nextPaint().then(loadGrid);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** ag-grid's list component once its chunk is in, else null. */
export function useLoadedGrid(): ComponentType<ListGridProps> | null {
  return useSyncExternalStore(subscribe, () => loaded);
}
