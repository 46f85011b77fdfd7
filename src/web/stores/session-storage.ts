// Writes the session into the spec's storage keys (section 3), so the content system and single
// sign-on keep reading what the original wrote.
import type { AppMeta, LoginResult, UserInfo } from '../../shared/api.ts';
import { getCookie, removeCookie, setCookie } from '../persist/cookies.ts';
import { CookieKey, LocalKey, SessionKey, SSO_TICKET_KEY, USER_COOKIES, USER_LOCAL_KEYS } from '../persist/keys.ts';
import { readItem, removeItem, writeItem } from '../persist/storage.ts';

/** The browser's sign of a session: the uid cookie (the token cookie is HttpOnly, unreadable here). */
export function sessionMarker(): string | null {
  const uid = getCookie(CookieKey.uid);
  if (!uid) return null;
  return readItem(SSO_TICKET_KEY, 'session') ?? uid;
}

export function storeLogin(r: Pick<LoginResult, 'userId' | 'siteId' | 'siteName'>): void {
  setCookie(CookieKey.uid, String(r.userId));
  writeItem(LocalKey.uid, String(r.userId));
  if (r.siteId !== null) setCookie(CookieKey.siteId, String(r.siteId));
  else removeCookie(CookieKey.siteId);
  writeItem(LocalKey.siteName, r.siteName);
}

export function storeInfo(info: UserInfo): void {
  const json = JSON.stringify(info);
  writeItem(LocalKey.userObj, json);
  writeItem(SessionKey.tradeObj, json, 'session');
  writeItem(LocalKey.menuName, info.menuNames.join(','));
  writeItem(LocalKey.realname, info.name);
  writeItem(LocalKey.userType, String(info.userType));
  writeItem(LocalKey.uid, String(info.userId));
  writeItem(LocalKey.siteName, info.siteName);
  setCookie(CookieKey.uid, String(info.userId));
  setCookie(CookieKey.realname, info.name);
  setCookie(CookieKey.userNameHt, info.username);
  setCookie(CookieKey.roleId, info.roles[0] ?? '');
  if (info.siteId !== null) setCookie(CookieKey.siteId, String(info.siteId));
}

/** The varieties in the original's shape: {type, name, list (extra menus), code}. */
export function storeMeta(meta: AppMeta): void {
  const list = meta.menus.varieties.map((v) => ({ type: v.type, name: v.name, list: v.menus, code: v.code }));
  writeItem(LocalKey.list, JSON.stringify(list));
}

export function storeVariety(code: string): void {
  writeItem(LocalKey.transferVariety, code);
  writeItem(LocalKey.transferCode, code);
  writeItem(SessionKey.transferVariety, code, 'session');
}

/** The Change-Pass cookie (a password change is due) after the change. */
export function clearChangePass(): void {
  removeCookie(CookieKey.changePass);
}

/** Logout: the session marker, roles (the stored user object and menu) and the Change-Pass cookie. */
export function clearLogout(): void {
  removeCookie(CookieKey.uid);
  removeCookie(CookieKey.changePass);
  removeItem(LocalKey.userObj);
  removeItem(LocalKey.menuName);
  removeItem(SessionKey.tradeObj, 'session');
}

/** Everything about the user (single sign-on re-entry with another token). */
export function clearUserData(): void {
  removeItem(SSO_TICKET_KEY, 'session');
  for (const key of USER_LOCAL_KEYS) removeItem(key);
  for (const name of USER_COOKIES) removeCookie(name);
  removeItem(SessionKey.tradeObj, 'session');
  removeItem(SessionKey.transferVariety, 'session');
}

export interface SsoQuery {
  /** The one-time ticket from /login?token= (never a session token). */
  token: string;
  userId?: string | null;
  domain?: string | null;
  hold?: string | null;
  siteName?: string | null;
}

/** Single sign-on from the content system: its query becomes our cookies and keys (the ticket excepted). */
export function storeSso(q: SsoQuery): void {
  writeItem(SSO_TICKET_KEY, q.token, 'session');
  if (q.userId) {
    setCookie(CookieKey.uid, q.userId);
    writeItem(LocalKey.uid, q.userId);
  }
  if (q.domain) {
    setCookie(CookieKey.domain, q.domain);
    writeItem(LocalKey.domain, q.domain);
  }
  if (q.hold) {
    setCookie(CookieKey.hold, q.hold);
    writeItem(LocalKey.hold, q.hold);
  }
  if (q.siteName) writeItem(LocalKey.siteName, q.siteName);
}
