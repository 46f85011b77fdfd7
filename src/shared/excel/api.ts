// The Excel export/import contract, shared by the server routes and the browser.

export const EXCEL_API = {
  /** GET, same query as the list (sort, f.*) plus listPage: NDJSON, first line ExportHead, then string[] rows. */
  export: (entity: string) => `/api/records/${encodeURIComponent(entity)}/export`,
  /** GET ?listPage=: the import template (.xlsx). */
  template: (entity: string) => `/api/records/${encodeURIComponent(entity)}/import/template`,
  /** POST multipart `file` ?listPage=: ImportReport; nothing is stored. */
  check: (entity: string) => `/api/records/${encodeURIComponent(entity)}/import/check`,
  /** POST JSON {rows: ImportRow[]} ?listPage=: ImportResult; all rows or none. */
  confirm: (entity: string) => `/api/records/${encodeURIComponent(entity)}/import`,
} as const;

export const EXPORT_MIME = 'application/x-ndjson';
/** Beyond this many rows the browser shows a progress bar while the rows stream in. */
export const EXPORT_PROGRESS_FROM = 1000;
/** Rows per import file; a larger file is refused with a message rather than half read. */
export const IMPORT_MAX_ROWS = 5000;

/** First NDJSON line of an export. */
export interface ExportHead {
  title: string;
  columns: string[];
  total: number;
}

/** A later NDJSON line when the export fails after it started. */
export interface ExportFailure {
  error: string;
}

/** One data row of an import file: its row number in the sheet and the field values read from it. */
export type ImportValue = string | number | boolean;

export interface ImportRow {
  row: number;
  data: Record<string, ImportValue>;
}

export interface ImportProblem {
  row: number;
  /** Field title as the template's header names it ('' for the whole row). */
  field: string;
  message: string;
}

export interface ImportReport {
  /** Data rows read (the header row not counted). */
  total: number;
  valid: ImportRow[];
  problems: ImportProblem[];
}

export interface ImportResult {
  created: number;
}
