// Headers a request carries, per the profile's auth scheme (spec section 7). The session token itself is
// an HttpOnly cookie the server set: scripts never read it, the browser sends it. Every request carries
// X-Requested-With, which the server demands of cookie-authenticated writes (a cross-site form cannot
// add it).
import { getCookie } from '../persist/cookies.ts';
import { CookieKey } from '../persist/keys.ts';
import type { AuthScheme } from './profiles.ts';

export const CSRF_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/** siteId from the current route's query wins over the cookie (an admin viewing one site's page). */
export function authHeaders(scheme: AuthScheme, search: string): Record<string, string> {
  const headers: Record<string, string> = { ...CSRF_HEADERS };
  if (scheme === 'x-token') {
    // The secondary (VEA) profile talks to a backend whose login the page stores itself.
    const token = getCookie(CookieKey.token);
    return token ? { ...headers, 'X-Token': token } : headers;
  }
  const userId = getCookie(CookieKey.uid);
  if (!userId) return headers;
  headers.userId = userId;
  const routeSite = new URLSearchParams(search).get('siteId');
  const siteId = routeSite || getCookie(CookieKey.siteId);
  if (siteId) headers.siteId = siteId;
  return headers;
}
