// Headers a logged-in request carries, per the profile's auth scheme (spec section 7).
import { getCookie } from '../stores/cookies.ts';
import { CookieKey } from '../stores/keys.ts';
import type { AuthScheme } from './profiles.ts';

/** siteId from the current route's query wins over the cookie (an admin viewing one site's page). */
export function authHeaders(scheme: AuthScheme, search: string): Record<string, string> {
  const token = getCookie(CookieKey.token);
  if (!token) return {};
  if (scheme === 'x-token') return { 'X-Token': token };
  const headers: Record<string, string> = { token };
  const userId = getCookie(CookieKey.uid);
  if (userId) headers.userId = userId;
  const routeSite = new URLSearchParams(search).get('siteId');
  const siteId = routeSite || getCookie(CookieKey.siteId);
  if (siteId) headers.siteId = siteId;
  return headers;
}
