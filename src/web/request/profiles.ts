// Client profiles declared as data: one client implementation (client.ts) reads these, so the
// main and secondary variants of the original differ only in this table, never in copied code.
import { Code } from '../../shared/codes.ts';
import type { BodyMode } from './types.ts';

/** How a logged-in request identifies itself. */
export type AuthScheme =
  /** userId, token and siteId headers from the cookies (siteId overridable by the route's ?siteId=). */
  | 'main-headers'
  /** One X-Token header carrying the token cookie. */
  | 'x-token';

/** What to do when the server says the session is over. */
export type SessionEndReaction =
  /** Modal 登录状态已过期，请重新登录 with only an OK button; then clear token and menu and leave. */
  | 'expired-modal'
  /** Confirm 确认退出 with 重新登录 / 取消; re-login resets the token and reloads. */
  | 'confirm-logout';

export interface ClientProfile {
  name: string;
  baseURL: string;
  timeout: number;
  /** Envelope code meaning success, compared as a string. */
  successCode: string;
  /** Envelope field holding the server's message. */
  messageField: 'msg' | 'message';
  /** Resolve with the envelope's data (main) or with the whole body (the VEA-style secondary client). */
  unwrap: 'data' | 'body';
  auth: AuthScheme;
  sessionEnd: { codes: string[]; respCodes: number[]; reaction: SessionEndReaction };
  /** Codes answered with the message 未授权. */
  unauthorizedCodes: string[];
  /**
   * Codes meaning "change the password first" (request/password-due.ts): announced to the session, no
   * message of their own (个人设置, where the shell then keeps the user, says why).
   */
  passwordDueCodes: string[];
  /** Which failures show the server's message: every one, or only lookups (GET). */
  showErrors: 'all' | 'lookups';
  /** Form and multipart bodies and query params send null as "" (the original's servers expect it). */
  nullAsEmpty: boolean;
  defaultMode: BodyMode;
  /** Requests made while on a page under this first path segment carry and check transferVariety. */
  variety?: { segment: string; exempt: string[] };
  /** Answers given without a server call, keyed "METHOD /path" (the spec's fixed user-info variant). */
  fixed?: Record<string, unknown>;
  /** Seconds a message stays on screen (spec: 5000 ms). */
  messageSeconds: number;
  /** Times a lookup (GET) that got no usable answer is asked again before its failure is shown (retry.ts). */
  lookupRetries: number;
}

/** The main client: the API of this project, same origin unless VITE_API_BASE says otherwise. */
export const mainProfile: ClientProfile = {
  name: 'main',
  baseURL: import.meta.env.VITE_API_BASE ?? '',
  timeout: 200000,
  successCode: Code.OK,
  messageField: 'msg',
  unwrap: 'data',
  auth: 'main-headers',
  sessionEnd: { codes: [Code.SESSION_EXPIRED], respCodes: [3], reaction: 'expired-modal' },
  unauthorizedCodes: [Code.UNAUTHORIZED],
  passwordDueCodes: [Code.PASSWORD_CHANGE_REQUIRED],
  showErrors: 'lookups',
  nullAsEmpty: true,
  defaultMode: 'form',
  // Message and unread calls are exempt from the variety check (spec section 7).
  variety: { segment: 'transaction_management', exempt: ['/unread/', '/message'] },
  messageSeconds: 5,
  lookupRetries: 2,
};

/** The original's secondary client (vue-element-admin's request.js), kept for the pages that used it. */
export const secondaryProfile: ClientProfile = {
  name: 'secondary',
  baseURL: '/prod-api',
  timeout: 5000,
  successCode: '20000',
  messageField: 'message',
  unwrap: 'body',
  auth: 'x-token',
  sessionEnd: { codes: ['50008', '50012', '50014'], respCodes: [], reaction: 'confirm-logout' },
  unauthorizedCodes: [],
  passwordDueCodes: [],
  showErrors: 'all',
  nullAsEmpty: false,
  defaultMode: 'json',
  messageSeconds: 5,
  lookupRetries: 2,
};

/** The spec's variant that answers user info itself: one role named lafite, code 20000. */
export const fixedInfoProfile: ClientProfile = {
  ...secondaryProfile,
  name: 'secondary-fixed-info',
  fixed: {
    'GET /user/info': {
      code: 20000,
      data: { roles: ['lafite'], introduction: '', avatar: '', name: 'lafite' },
    },
  },
};
