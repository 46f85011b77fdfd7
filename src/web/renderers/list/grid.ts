// ag-grid set-up for lists. Only the modules the list uses are registered (each extra community
// module costs first-load bytes): the client-side row model, which holds one page of rows and brings
// sorting. Pinned columns, overlays and React cell renderers are part of ag-grid's core module.
// Paging, loading, empty and error states are antd around the grid.
import { CellStyleModule, ClientSideRowModelModule, LocaleModule, ModuleRegistry, themeQuartz } from 'ag-grid-community';
import type { Size } from '../../stores/layout.ts';
import { CELL_PADDING } from './columnWidths.ts';

// CellStyleModule: value types align figures right (the rightAligned column type) and booleans centre.
// LocaleModule: the grid's own texts (aria labels, sort state) in Chinese; without it the grid ignores
// localeText and logs error #200 on every list.
ModuleRegistry.registerModules([ClientSideRowModelModule, CellStyleModule, LocaleModule]);

/** A row's height per layout size (布局大小): the row actions' buttons fit every size. */
const ROW_HEIGHTS: Record<Size, number> = { default: 48, medium: 42, small: 36, mini: 32 };

const themes = new Map<Size, ReturnType<typeof themeQuartz.withParams>>();

/** The grid's theme for a layout size: the page's font at 14 px (as columnWidths measures it). */
export function gridThemeFor(size: Size) {
  let theme = themes.get(size);
  if (!theme) {
    theme = themeQuartz.withParams({
      fontFamily: 'inherit',
      fontSize: 14,
      headerFontSize: 14,
      cellHorizontalPadding: CELL_PADDING,
      rowHeight: ROW_HEIGHTS[size],
      headerHeight: ROW_HEIGHTS[size],
    });
    themes.set(size, theme);
  }
  return theme;
}

