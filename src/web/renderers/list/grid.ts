// ag-grid set-up for lists. Only the modules the list uses are registered (each extra community
// module costs first-load bytes): the client-side row model, which holds one page of rows and brings
// sorting. Pinned columns, overlays and React cell renderers are part of ag-grid's core module.
// Paging, loading, empty and error states are antd around the grid.
import { CellStyleModule, ClientSideRowModelModule, ModuleRegistry, themeQuartz } from 'ag-grid-community';

// CellStyleModule: value types align figures right (the rightAligned column type) and booleans centre.
ModuleRegistry.registerModules([ClientSideRowModelModule, CellStyleModule]);

export const gridTheme = themeQuartz;
