// Query keys, one place (tests/web/query/keys-source.test.ts finds keys built anywhere else): records of
// an entity share a prefix, so a write invalidates its lists, the record, its history and the figures
// computed from them at once.
import type { ListQuery } from '../../shared/api.ts';

/** What a key is built from: names, ids, versions, flags. */
type Part = string | number | boolean | null;

export const queryKeys = {
  /** Every page bundle: live reload asks for them again. */
  pagesAll: () => ['page'] as const,
  page: (pageId: string) => ['page', pageId] as const,
  /** A page bundle after the browser's page check (under the page's prefix, so live reload refreshes it). */
  pageBundle: (pageId: string) => ['page', pageId, 'checked'] as const,
  entity: (entity: string) => ['records', entity] as const,
  list: (entity: string, query: ListQuery | Record<string, unknown>) => ['records', entity, 'list', query] as const,
  /** A list page's rows: under the entity's prefix, so a write refreshes them. */
  pageList: (entity: string, pageId: string, query: ListQuery) => ['records', entity, 'list', { page: pageId }, query] as const,
  record: (entity: string, id: number | string) => ['records', entity, 'one', String(id)] as const,
  outside: (entity: string, key: string) => ['records', entity, 'outside', key] as const,
  /** A record's history (at a version: asked again when the record changes). */
  history: (entity: string, id: number | string, version?: number) => ['records', entity, 'history', String(id), ...(version === undefined ? [] : [version])] as const,
  /** A record's approval-chain run, at a version (a decision moves it). */
  chain: (entity: string, id: number | string, version: number) => ['records', entity, 'chain', String(id), version] as const,
  audit: (entity: string, id: number | string, version?: number) => ['records', entity, 'audit', String(id), ...(version === undefined ? [] : [version])] as const,
  /** Anything else read from an entity's records (a plugin's figures): refreshed by the entity's writes. */
  entityRead: (entity: string, ...parts: Part[]) => ['records', entity, ...parts] as const,
  /** What a print sheet names: dictionary, region and reference labels of one record version. */
  printLookups: (entity: string, id: number | string, version: number) => ['print-lookups', entity, String(id), version] as const,
  siteImages: (siteId: number | null) => ['site-images', siteId] as const,
  stats: (pageId: string, query: Record<string, unknown>) => ['stats', pageId, query] as const,
  statsAll: () => ['stats'] as const,
  /** Years (and a year's months) that have records: the period pickers of stats pages and the home page. */
  periodYears: () => ['period', 'years'] as const,
  periodMonths: (year: number) => ['period', 'months', year] as const,
  dictionaryAll: () => ['dictionary'] as const,
  dictionary: (type: string) => ['dictionary', type] as const,
  unread: (uid?: number | string) => (uid === undefined ? (['unread'] as const) : (['unread', String(uid)] as const)),
  /** The plugins' lines in the bell: under the unread prefix, refreshed with the counts. */
  unreadItems: (uid: number | string) => ['unread', String(uid), 'items'] as const,
  /** A page of one message type: under the unread prefix, so reading a message refreshes it with the counts. */
  messages: (uid: number | string, type: number, page: number) => ['unread', String(uid), 'messages', type, page] as const,
  /** System setup: sites, users, roles, menus, workflows, settings, data sync (prefix ['system']). */
  system: (...parts: Part[]) => ['system', ...parts] as const,
  publicPages: () => ['public-pages'] as const,
  publicRecords: (entity: string) => ['public-records', entity] as const,
  publicPrint: (page: string, id: number | string, exp: number | string, sig: string) => ['public-print', page, String(id), String(exp), sig] as const,
  /** A plugin's own reads, under its name (its prefix invalidates them all). */
  plugin: (name: string, ...parts: Part[]) => ['plugin', name, ...parts] as const,
};
