// The HTTP contract shared by server routes and the browser's request layer.
import type { FieldError } from './codes.ts';
import type { EntitySchema, FormPage, MenusFile, PageEntry, PageSchema } from './schema/types.ts';

export const API = {
  /** Development only: server-sent LiveReloadState events. */
  liveReload: '/api/dev/live-reload',
  login: '/api/user/login',
  info: '/api/user/info',
  logout: '/api/user/logout',
  switchRole: '/api/user/switchRole',
  /** POST (logged in): a one-time single sign-on ticket for this user, valid two minutes. */
  ssoTicket: '/api/user/ssoTicket',
  /** POST {ticket} (public): exchanges a ticket from /login?token= for a session cookie. */
  ssoLogin: '/api/user/ssoLogin',
  /** GET: menus, pages and varieties (the route table). */
  app: '/api/meta/app',
  /** GET /api/meta/page/:id : the page entry, its schema and its entity schema. */
  page: (id: string) => `/api/meta/page/${encodeURIComponent(id)}`,
  records: (entity: string) => `/api/records/${encodeURIComponent(entity)}`,
  /** GET: a list page's rows; the server applies the page's fixed filters, whatever the query says. */
  listPage: (pageId: string) => `/api/lists/${encodeURIComponent(pageId)}`,
  record: (entity: string, id: number | string) => `/api/records/${encodeURIComponent(entity)}/${id}`,
  /** POST {data, id?}: what the entity's formulas read from outside the record (referenced fields, fee tables). */
  outside: (entity: string) => `/api/records/${encodeURIComponent(entity)}/outside`,
  transition: (entity: string, id: number | string) => `/api/records/${encodeURIComponent(entity)}/${id}/transition`,
  history: (entity: string, id: number | string) => `/api/records/${encodeURIComponent(entity)}/${id}/history`,
  chain: (entity: string, id: number | string) => `/api/records/${encodeURIComponent(entity)}/${id}/chain`,
  audit: (entity: string, id: number | string) => `/api/records/${encodeURIComponent(entity)}/${id}/audit`,
  auditLog: '/api/audit',
  unread: (uid: number | string) => `/unread/${uid}`,
  /** GET: UnreadItem[] the plugins add to the bell (e.g. unanswered consultations). */
  unreadItems: '/api/unread/items',
  /** GET (server-sent events): an "unread" event whenever the caller's counts may have changed. */
  unreadStream: '/api/unread/stream',
  /** GET (public): 200 while the process runs. */
  healthLive: '/api/health/live',
  /** GET (public): 200 {database: 'ok'} when the database answers, else 503 with code 503. */
  healthReady: '/api/health/ready',
} as const;

/** The readiness answer's data. */
export interface Readiness {
  database: 'ok' | 'unavailable';
}

export interface LoginResult {
  /** For API clients (sent back in the token header); browsers use the HttpOnly Admin-Token cookie instead. */
  token: string;
  userId: number;
  siteId: number | null;
  siteName: string;
  /**
   * An administrator set this password (new account or reset): until it is changed the server answers
   * only 个人设置's own requests (100009), and the browser keeps the user on that page.
   */
  mustChangePassword: boolean;
}

export interface SsoTicket {
  ticket: string;
  /** Seconds the ticket stays valid. */
  expiresIn: number;
}

export interface UserInfo {
  userId: number;
  username: string;
  name: string;
  avatar: string;
  introduction: string;
  /** Current role first (the permission rule reads roles[0]). */
  roles: string[];
  /** Menu-name whitelist of the current role. */
  menuNames: string[];
  /** Menus the user's site has switched off (system setup). */
  hiddenMenus?: string[];
  siteId: number | null;
  siteName: string;
  userType: number;
  /** Set by the server (see LoginResult.mustChangePassword); absent counts as false. */
  mustChangePassword?: boolean;
}

export interface AppMeta {
  menus: MenusFile;
  pages: PageEntry[];
  /** The landing page's id (pages.json `home`); the browser's landingPath (src/web/app/routes.ts) reads it. */
  home?: string;
  /**
   * Form pages by page id: the entity each writes and how. The permission rule needs them to know
   * who may update (and so delete) an entity on pages whose schema the browser has not loaded.
   */
  forms?: Record<string, FormHead>;
  /**
   * The business time zone (the server's BUSINESS_TZ): the browser takes it for days, months and shown
   * times (src/shared/time/business.ts), so it agrees with the server whatever the machine's zone.
   */
  timeZone?: string;
  /** The server watches the declarative files (development): the browser listens at API.liveReload. */
  liveReload?: boolean;
  /**
   * The bundle of the page at the `path` the request named (GET API.app?path=), when that path is a
   * declared page this user may open: a cold load renders its first page without asking for it again.
   */
  page?: PageBundle;
}

export interface FormHead {
  entity: string;
  mode: FormPage['mode'];
}

/** Development live reload (GET API.liveReload, server-sent events): the registry's version (one more
 *  per reload that passed the check) and the issues of the last check (empty when it passed). */
export interface LiveReloadState {
  version: number;
  issues: { file: string; pointer: string; message: string }[];
}

export interface PageBundle {
  entry: PageEntry;
  schema: PageSchema | null;
  entity: EntitySchema | null;
}

// Records, lists, writes, history and audit rows: types of the declared contract (./contract/records.ts).
export type { AuditRow, HistoryRow, ListResult, RecordRow, TransitionBody, WriteBody } from './contract/records.ts';

/**
 * List query: page, size, sort ("field" or "-field"), and filters as f.<field>.<op>=value; `after`/`before`
 * continue from a previous answer's next/prev cursor (keyset paging); `count: 'exact'` counts past the cap.
 */
export interface ListQuery {
  page?: number;
  size?: number;
  sort?: string;
  after?: string;
  before?: string;
  count?: 'exact';
  [filter: `f.${string}`]: string | undefined;
}

export type { FieldError };

// ---- Fixed endpoints of spec section 7 (server: src/server/routes/common.ts) ----

export const COMMON_API = {
  dictionary: '/api/common/querySystemDictionary',
  dictionaryList: '/api/common/queryDictionaryList',
  yearOptions: '/api/homepageSummary/yearOptions',
  monthOptions: '/api/homepageSummary/monthOptions',
  units: '/api/common/querySystemUnit',
  accounts: '/api/payConfig/queryAccountListBySite',
  provinces: '/api/common/queryProvince',
  childRegions: '/api/common/queryChildLocInfoList',
  deleteFile: '/api/common/aliyunOssDeleteFile',
  upload: '/api/common/upload',
  messages: '/api/messages',
  readMessages: '/api/messages/read',
} as const;

/** querySystemDictionary / queryDictionaryList entry; variety null = every trading variety. */
export interface DictEntry {
  type: string;
  code: string;
  label: string;
  variety: string | null;
  sort: number;
}

/** querySystemUnit entry. */
export interface UnitEntry {
  unitName: string;
  unitType: string;
  businessType: string;
}

/** queryProvince / queryChildLocInfoList entry; level 1 province .. 5 village. */
export interface RegionEntry {
  id: number;
  parentId: number | null;
  name: string;
  level: number;
  hasChildren: boolean;
}

/** queryAccountListBySite entry (field spelling as in the original API). */
export interface SiteAccount {
  acountNumber: string;
  acountName: string;
  bank: string;
}

/** A plugin's line in the bell: its count and the page that shows what is unread. */
export interface UnreadItem {
  key: string;
  label: string;
  count: number;
  path: string;
}

/** GET /unread/:uid : [pending approvals, completed projects, warnings]. */
export type UnreadCounts = [number, number, number];

/** GET /api/messages?type=1|2|3&page=&size= : a notice about a record. */
export interface MessageRow {
  id: number;
  type: 1 | 2 | 3;
  title: string;
  entity: string | null;
  recordId: number | null;
  read: boolean;
  createdAt: string;
}

/** POST /api/common/upload answer; fileUrl is what aliyunOssDeleteFile takes back. */
export interface UploadResult {
  fileUrl: string;
  name: string;
  size: number;
}

// ---- Stats pages (kind "stats"): GET /api/stats/:pageId?year=&month=&f.<field>.<op>= ----

export const statsPath = (pageId: string) => `/api/stats/${encodeURIComponent(pageId)}`;

/**
 * One measured value: a count is an integer; a sum is an exact decimal string ("1234567.89") rounded to
 * the summed field's format, so money never passes through a float on its way to the screen.
 */
export type StatsValue = number | string;

/** One group of a dimension: its key (field value, "2026-03" for month, "2026" for year; null when empty),
 *  its label (enum name, state title, site or variety name, "2026年3月") and each metric. */
export interface StatsGroup {
  key: string | null;
  label: string;
  values: Record<string, StatsValue>;
}

export interface StatsResult {
  /** Every metric over all matching records. */
  metrics: Record<string, StatsValue>;
  /** Groups per dimension key: time ascending (months without records as zeros), declared order for
   *  enums, states and varieties, else by key; the empty key last. */
  groups: Record<string, StatsGroup[]>;
}
