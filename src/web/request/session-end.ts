// What happens when the server ends the session. Kept free of the session store (which imports the
// request layer) by working on the storage directly; a full page load then rebuilds every store.
import { getCookie, removeCookie } from '../persist/cookies.ts';
import { CookieKey, LocalKey, USER_COOKIES } from '../persist/keys.ts';
import { readItem, removeItem } from '../persist/storage.ts';
import type { BrowserPort } from './browser.ts';
import type { Feedback } from './feedback.ts';
import type { SessionEndReaction } from './profiles.ts';

/** The content system's login for a held session (hold = 1): its domain, as an absolute URL. */
export function cmsLoginUrl(domain: string): string {
  return /^https?:\/\//i.test(domain) ? domain : `//${domain}`;
}

export function isHeldSession(): boolean {
  return (getCookie(CookieKey.hold) ?? readItem(LocalKey.hold)) === '1';
}

// The login page's path and its single sign-on query (spec section 4); the request layer sits below the
// app's route table, so they are named here.
const LOGIN_PATH = '/login';
const SSO_QUERY = ['token', 'userId', 'domain', 'hold', 'siteName'];

/**
 * A reload would enter again with the same query: on a login page that carries a dead single sign-on
 * token, that is the same refusal in a loop. Such a page goes to the login form without that query.
 */
function loginWithoutDeadToken(browser: BrowserPort): string | null {
  if (browser.pathname() !== LOGIN_PATH) return null;
  const query = new URLSearchParams(browser.search());
  if (!query.has('token')) return null;
  for (const key of SSO_QUERY) query.delete(key);
  const rest = query.toString();
  return rest ? `${LOGIN_PATH}?${rest}` : LOGIN_PATH;
}

/** Clear the session marker (uid) and menu, then leave: to the CMS login for a held session, else reload (the guard shows login). */
export function leaveExpiredSession(browser: BrowserPort): void {
  const held = isHeldSession();
  const domain = getCookie(CookieKey.domain) ?? readItem(LocalKey.domain) ?? '';
  removeCookie(CookieKey.uid);
  removeCookie(CookieKey.token);
  removeItem(LocalKey.menuName);
  if (held && domain) {
    for (const name of USER_COOKIES) removeCookie(name);
    browser.assign(cmsLoginUrl(domain));
  } else {
    const login = loginWithoutDeadToken(browser);
    if (login) browser.assign(login);
    else browser.reload();
  }
}

// Several requests failing together must open one dialog, not a stack of them.
let open = false;

export function endSession(reaction: SessionEndReaction, ui: Feedback, browser: BrowserPort): void {
  if (open) return;
  open = true;
  if (reaction === 'expired-modal') {
    ui.expired(() => {
      open = false;
      leaveExpiredSession(browser);
    });
    return;
  }
  ui.confirmLogout(() => {
    open = false;
    removeCookie(CookieKey.uid);
    removeCookie(CookieKey.token);
    browser.reload();
  });
  // 取消 keeps the user on the page; a later expiry may ask again.
  open = false;
}

/** Only for tests: forget that a dialog is open. */
export function resetSessionEndForTests(): void {
  open = false;
}
