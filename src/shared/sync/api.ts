// Data sync (系统设置 → 数据同步): the HTTP contract, the run states and the file format, shared by the
// page and the server. A run is a server job: export writes a site's records of an `x-sync` entity to a
// JSON file; import reads the same format and creates each record through the records service.

export const SYNC_PAGE = 'system_data_sync';

export const SYNC_API = {
  /** GET: the entities that sync ({entity, title}[]). */
  entities: '/api/system/sync/entities',
  /** GET ?siteId=&page=&size=: runs, newest first. */
  runs: '/api/system/sync/runs',
  run: (id: number) => `/api/system/sync/runs/${id}`,
  /** GET ?page=&size=&level=: the run's log lines in order. */
  log: (id: number) => `/api/system/sync/runs/${id}/log`,
  /** GET: the exported file (attachment). */
  file: (id: number) => `/api/system/sync/runs/${id}/file`,
  /** POST {entity, siteId?}: starts an export. */
  exportRun: '/api/system/sync/export',
  /** POST multipart file, ?entity=&siteId=: starts an import (check, then store when every row passes). */
  importRun: '/api/system/sync/import',
  /** POST: stores the valid rows of an import that waits for confirmation. */
  confirm: (id: number) => `/api/system/sync/runs/${id}/confirm`,
  cancel: (id: number) => `/api/system/sync/runs/${id}/cancel`,
} as const;

export type SyncKind = 'export' | 'import';
export type SyncStatus = 'running' | 'awaiting' | 'done' | 'failed' | 'cancelled';

export const SYNC_KIND_TITLES: Record<SyncKind, string> = { export: '导出', import: '导入' };
export const SYNC_STATUS: Record<SyncStatus, { title: string; color: string }> = {
  running: { title: '运行中', color: 'processing' },
  awaiting: { title: '待确认', color: 'warning' },
  done: { title: '已完成', color: 'success' },
  failed: { title: '失败', color: 'error' },
  cancelled: { title: '已取消', color: 'default' },
};

export interface SyncEntity {
  entity: string;
  title: string;
}

export interface SyncRun {
  id: number;
  siteId: number;
  siteName: string;
  kind: SyncKind;
  entity: string;
  entityTitle: string;
  status: SyncStatus;
  userName: string;
  startedAt: string;
  finishedAt: string | null;
  total: number;
  processed: number;
  okCount: number;
  errorCount: number;
  message: string;
  fileName: string;
}

export interface SyncLogLine {
  id: number;
  rowNo: number | null;
  record: string;
  level: 'info' | 'error';
  message: string;
}

/** Percent done, 0–100 (a run with nothing to do is done). */
export function syncPercent(run: Pick<SyncRun, 'total' | 'processed' | 'status'>): number {
  if (run.total <= 0) return run.status === 'running' ? 0 : 100;
  return Math.min(100, Math.floor((run.processed * 100) / run.total));
}

/** The file format: what an export writes and an import reads. */
export const SYNC_FORMAT = 'nccq-sync';
export const SYNC_VERSION = 1;
/** Most records one import takes (the file is kept in the run until it is confirmed). */
export const SYNC_MAX_RECORDS = 20000;

export interface SyncFileRecord {
  id?: number;
  status?: string | null;
  variety?: string | null;
  data: Record<string, unknown>;
}

export interface SyncFile {
  format: typeof SYNC_FORMAT;
  version: typeof SYNC_VERSION;
  entity: string;
  site: { id: number; name: string };
  exportedAt: string;
  records: SyncFileRecord[];
}
