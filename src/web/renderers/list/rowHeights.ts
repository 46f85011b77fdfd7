// A list row's height per layout size (布局大小), shared by ag-grid's theme (grid.ts) and the plain grid
// that shows the first rows before ag-grid has loaded (PlainGrid.tsx): the row actions' buttons fit every size.
import type { Size } from '../../stores/layout.ts';

export const ROW_HEIGHTS: Record<Size, number> = { default: 48, medium: 42, small: 36, mini: 32 };
