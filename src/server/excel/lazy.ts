// exceljs (with its zip and stream dependencies) costs ~600 CPU ms to load: a quarter of the server's
// cold start. Only template downloads and imports need it, so it loads on first use, once per process.
import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

export function loadExcel(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((m) => m.default);
  return loading;
}
