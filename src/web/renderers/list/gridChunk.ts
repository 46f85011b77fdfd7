// ag-grid's chunk (~200 KB gzip, and ~250 ms of a cold list's main thread to evaluate it and create the
// grid) loads after a list has painted its first rows as a plain grid (PlainGrid.tsx), then takes over.
// A list mounted once the chunk is in draws ag-grid at once. If the chunk cannot load, the plain grid stays.
import type { ComponentType } from 'react';
import { lateModule } from '../../engine/lateModule.ts';
import type { ListGridProps } from './ListGrid.tsx';
import { nextPaint } from '../shared/nextPaint.ts';

const grid = lateModule<ComponentType<ListGridProps>>(() => import('./ListGrid.tsx').then((m) => m.ListGrid));
let asked = false;

/** Starts loading ag-grid's chunk (once); settles when it has arrived or failed. */
export function loadGrid(): Promise<void> {
  return grid.load().then(
    () => undefined,
    (e: unknown) => {
      // The plain grid pages, sorts and runs row actions; the next list asks again.
      asked = false;
      console.warn('表格组件加载失败，列表以简单表格显示', e);
    },
  );
}

/** Loads the grid once what React has committed is on screen (a list's first rows paint first). */
export function loadGridAfterPaint(): void {
  if (asked) return;
  asked = true;
  void nextPaint().then(loadGrid);
}

/** ag-grid's list component once its chunk is in, else null. */
export function useLoadedGrid(): ComponentType<ListGridProps> | null {
  return grid.useCurrent();
}
