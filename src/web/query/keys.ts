// Query keys, one place: records of an entity share a prefix, so a write invalidates its lists, the
// record, its history and the figures computed from them at once.
import type { ListQuery } from '../../shared/api.ts';

export const queryKeys = {
  page: (pageId: string) => ['page', pageId] as const,
  entity: (entity: string) => ['records', entity] as const,
  list: (entity: string, query: ListQuery | Record<string, unknown>) => ['records', entity, 'list', query] as const,
  /** A list page's rows: under the entity's prefix, so a write refreshes them. */
  pageList: (entity: string, pageId: string, query: ListQuery) => ['records', entity, 'list', { page: pageId }, query] as const,
  record: (entity: string, id: number | string) => ['records', entity, 'one', String(id)] as const,
  outside: (entity: string, key: string) => ['records', entity, 'outside', key] as const,
  history: (entity: string, id: number | string) => ['records', entity, 'history', String(id)] as const,
  audit: (entity: string, id: number | string) => ['records', entity, 'audit', String(id)] as const,
  stats: (pageId: string, query: Record<string, unknown>) => ['stats', pageId, query] as const,
  statsAll: () => ['stats'] as const,
  /** Years (and a year's months) that have records: the period pickers of stats pages and the home page. */
  periodYears: () => ['period', 'years'] as const,
  periodMonths: (year: number) => ['period', 'months', year] as const,
  dictionary: (type: string) => ['dictionary', type] as const,
  unread: (uid?: number | string) => (uid === undefined ? (['unread'] as const) : (['unread', String(uid)] as const)),
  /** A page of one message type: under the unread prefix, so reading a message refreshes it with the counts. */
  messages: (uid: number | string, type: number, page: number) => ['unread', String(uid), 'messages', type, page] as const,
};
