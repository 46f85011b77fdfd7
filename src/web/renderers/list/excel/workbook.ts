// Writes exported rows into an .xlsx and hands it to the browser as a download. exceljs is imported
// here only, and this module only on demand, so the spreadsheet code never weighs on a list's first load.
import type { ExportedList } from './exportStream.ts';
import { wallTime } from '../../../../shared/time/business.ts';

/** Display width of text: CJK characters take two columns. */
function textWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += /[\u2E80-\uFFEF]/.test(ch) ? 2 : 1;
  return w;
}

/** yyyymmdd-HHmm in business time. */
function stamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const w = wallTime(d.getTime());
  return `${w.year}${p(w.month)}${p(w.day)}-${p(w.hour)}${p(w.minute)}`;
}

export function exportFileName(title: string, now: Date): string {
  return `${title.replace(/[\\/:*?"<>|]/g, '-')}-${stamp(now)}.xlsx`;
}

export async function workbookBlob({ head, rows }: ExportedList): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(head.title.replace(/[\\/:*?[\]]/g, '-').slice(0, 31) || '导出', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = head.columns.map((title, i) => {
    const widest = rows.reduce((w, r) => Math.max(w, textWidth(r[i] ?? '')), textWidth(title));
    return { header: title, width: Math.min(Math.max(widest + 2, 8), 60) };
  });
  ws.getRow(1).font = { bold: true };
  ws.addRows(rows);
  const buffer = await wb.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

export function download(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The click has started the download; the URL can go once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
