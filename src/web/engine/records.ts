// Typed calls of the generic records API; every renderer goes through here, not through URLs.
import { API, type AuditRow, type HistoryRow, type ListQuery, type ListResult, type PageBundle, type RecordRow, type TransitionBody } from '../../shared/api.ts';
import { http } from '../request/http.ts';
import type { RequestOptions } from '../request/types.ts';

// Renderers show every failure themselves (error panels, field errors, messages), so the request
// layer's own toast is turned off to avoid saying it twice.
const quiet: RequestOptions = { silent: true };

export type RecordId = number | string;

export const records = {
  page: (pageId: string) => http.get<PageBundle>(API.page(pageId), undefined, quiet),
  list: (entity: string, query: ListQuery) => http.get<ListResult>(API.records(entity), { ...query }, quiet),
  get: (entity: string, id: RecordId) => http.get<RecordRow>(API.record(entity, id), undefined, quiet),
  create: (entity: string, data: Record<string, unknown>) => http.post<RecordRow>(API.records(entity), { data }, 'json', quiet),
  update: (entity: string, id: RecordId, data: Record<string, unknown>, version: number) =>
    http.put<RecordRow>(API.record(entity, id), { data, version }),
  remove: (entity: string, id: RecordId) => http.del<unknown>(API.record(entity, id)),
  transition: (entity: string, id: RecordId, body: TransitionBody) =>
    http.post<RecordRow>(API.transition(entity, id), { ...body }, 'json', quiet),
  history: (entity: string, id: RecordId) => http.get<HistoryRow[]>(API.history(entity, id), undefined, quiet),
  audit: (entity: string, id: RecordId) => http.get<AuditRow[]>(API.audit(entity, id), undefined, quiet),
};

/** Tells the shell's bell to refresh: a transition may create or settle a to-do for someone. */
export function notifyUnreadChange(): void {
  window.dispatchEvent(new Event('unread-change'));
}
