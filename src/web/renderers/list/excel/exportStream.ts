// Reads an export as it streams in (NDJSON: head, then rows) so the caller can show real row progress.
import type { ListQuery } from '../../../../shared/api.ts';
import { Code } from '../../../../shared/codes.ts';
import { EXCEL_API, type ExportFailure, type ExportHead } from '../../../../shared/excel/api.ts';
import { authHeaders } from '../../../request/auth-headers.ts';
import { windowBrowser } from '../../../request/browser.ts';
import { feedback } from '../../../request/feedback.ts';
import { mainProfile } from '../../../request/profiles.ts';
import { endSession } from '../../../request/session-end.ts';
import { ApiError } from '../../../request/types.ts';
import { pageTransferVariety } from '../../../request/variety.ts';

export interface ExportedList {
  head: ExportHead;
  rows: string[][];
}

function exportUrl(entity: string, listPage: string, query: ListQuery): string {
  const params = new URLSearchParams({ listPage });
  for (const [k, v] of Object.entries(query)) if (k !== 'page' && k !== 'size' && v !== undefined) params.set(k, String(v));
  const variety = pageTransferVariety();
  if (variety) params.set('transferVariety', variety);
  return `${mainProfile.baseURL}${EXCEL_API.export(entity)}?${params.toString()}`;
}

/** A refusal before streaming comes as the usual envelope; an ended session gets the usual reaction. */
async function refusal(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => ({}))) as { code?: string; msg?: string };
  const code = String(body.code ?? '');
  if (mainProfile.sessionEnd.codes.includes(code)) endSession(mainProfile.sessionEnd.reaction, feedback, windowBrowser);
  return new ApiError(code || Code.SERVER_ERROR, body.msg || '导出失败');
}

function isFailure(v: unknown): v is ExportFailure {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && 'error' in v;
}

export async function streamExport(
  entity: string,
  listPage: string,
  query: ListQuery,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<ExportedList> {
  const res = await fetch(exportUrl(entity, listPage, query), {
    headers: authHeaders(mainProfile.auth, window.location.search),
    signal,
  });
  if (!res.ok) throw new ApiError(Code.SERVER_ERROR, `导出失败（HTTP ${res.status}）`);
  if (!res.headers.get('content-type')?.includes('ndjson')) throw await refusal(res);
  if (!res.body) throw new ApiError(Code.SERVER_ERROR, '导出失败');
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let head: ExportHead | null = null;
  const rows: string[][] = [];
  let rest = '';
  const take = (line: string) => {
    if (!line) return;
    const v = JSON.parse(line) as unknown;
    if (isFailure(v)) throw new ApiError(Code.SERVER_ERROR, v.error);
    if (!head) head = v as ExportHead;
    else rows.push(v as string[]);
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const lines = (rest + value).split('\n');
    rest = lines.pop() ?? '';
    lines.forEach(take);
    if (head) onProgress(rows.length, (head as ExportHead).total);
  }
  take(rest);
  if (!head) throw new ApiError(Code.SERVER_ERROR, '导出失败');
  return { head, rows };
}
