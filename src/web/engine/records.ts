// Typed calls of the generic records API; every renderer goes through here, not through URLs.
import { API, type AuditRow, type HistoryRow, type ListQuery, type ListResult, type PageBundle, type RecordRow, type TransitionBody } from '../../shared/api.ts';
import type { ChainView } from '../../shared/chain/view.ts';
import { queryClient } from '../query/client.ts';
import { queryKeys } from '../query/keys.ts';
import { http } from '../request/http.ts';
import type { RequestOptions } from '../request/types.ts';
import { notifyUnreadChange } from '../stores/unread.ts';

// Renderers show every failure themselves (error panels, field errors, messages), so the request
// layer's own toast is turned off to avoid saying it twice.
const quiet: RequestOptions = { silent: true };

export type RecordId = number | string;

/** After a write: every cached read of the entity (lists, the record, its history) and the figures
 *  are stale; mounted views refetch at once, others when next shown. The dictionary lookups too: a
 *  table-backed resource (数据字典) may feed them, and an edit there must show at once; they are one
 *  small request per type on screen. */
async function changed<T>(entity: string, write: Promise<T>): Promise<T> {
  const result = await write;
  void queryClient.invalidateQueries({ queryKey: queryKeys.entity(entity) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.statsAll() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.dictionaryAll() });
  return result;
}

export const records = {
  page: (pageId: string) => http.get<PageBundle>(API.page(pageId), undefined, quiet),
  list: (entity: string, query: ListQuery) => http.get<ListResult>(API.records(entity), { ...query }, quiet),
  /** A list page's rows: the server holds them to the page's fixed filters. */
  pageList: (pageId: string, query: ListQuery) => http.get<ListResult>(API.listPage(pageId), { ...query }, quiet),
  get: (entity: string, id: RecordId) => http.get<RecordRow>(API.record(entity, id), undefined, quiet),
  create: (entity: string, data: Record<string, unknown>) => changed(entity, http.post<RecordRow>(API.records(entity), { data }, 'json', quiet)),
  update: (entity: string, id: RecordId, data: Record<string, unknown>, version: number) =>
    changed(entity, http.put<RecordRow>(API.record(entity, id), { data, version })),
  remove: (entity: string, id: RecordId) => changed(entity, http.del<unknown>(API.record(entity, id))),
  transition: (entity: string, id: RecordId, body: TransitionBody) =>
    changed(entity, http.post<RecordRow>(API.transition(entity, id), { ...body }, 'json', quiet)),
  outside: (entity: string, data: Record<string, unknown>, id?: RecordId) =>
    http.post<Record<string, unknown>>(API.outside(entity), { data, ...(id !== undefined ? { id } : {}) }, 'json', quiet),
  history: (entity: string, id: RecordId) => http.get<HistoryRow[]>(API.history(entity, id), undefined, quiet),
  /** The record's approval-chain run (null outside a chain's state). */
  chain: (entity: string, id: RecordId) => http.get<ChainView | null>(API.chain(entity, id), undefined, quiet),
  audit: (entity: string, id: RecordId) => http.get<AuditRow[]>(API.audit(entity, id), undefined, quiet),
};

/** Tells the bell to refresh: a transition may create or settle a to-do for someone. */
export { notifyUnreadChange };
