// Whether a password change is due (the shell asks on every page; 个人设置's calls live with its cards,
// ProfileCard.tsx and PasswordCard.tsx, in that page's chunk). Two sources say so: the server's user info
// (mustChangePassword: an administrator created the account or reset its password; the server itself
// answers nothing else until the change) and the Change-Pass cookie, which the content system's single
// sign-on may write (e.g. for an account still on its initial password). While either says so, the shell
// sends every page to account_settings; a successful change clears both, a logout the cookie.
import type { UserInfo } from '../../../shared/api.ts';
import { componentPage } from '../../../shared/componentPage.ts';
import type { PageEntry } from '../../../shared/schema/types.ts';
import { getCookie } from '../../persist/cookies.ts';
import { CookieKey } from '../../persist/keys.ts';
import { clearChangePass } from '../../stores/session-storage.ts';

/** The custom component of 个人设置; pages.json places its page (spec section 2: /home/account_settings). */
export const ACCOUNT_COMPONENT = 'account_settings';

/** The Change-Pass cookie: any value but an empty, "0" or "false" one asks for a password change. */
export function changePassCookie(): boolean {
  const v = getCookie(CookieKey.changePass);
  return v !== undefined && !['', '0', 'false'].includes(v.trim().toLowerCase());
}

/** The server's flag in the user info, or the Change-Pass cookie. */
export function mustChangePassword(info?: Pick<UserInfo, 'mustChangePassword'> | null): boolean {
  return info?.mustChangePassword === true || changePassCookie();
}

export { clearChangePass };

/** The path of 个人设置; null when pages.json has no page for it. */
export function accountPath(pages: PageEntry[]): string | null {
  return componentPage(pages, ACCOUNT_COMPONENT)?.path ?? null;
}

/** Where the shell must go instead of `entry` while a password change is required (null: stay). */
export function changePassRedirect(entry: PageEntry, pages: PageEntry[], info?: Pick<UserInfo, 'mustChangePassword'> | null): string | null {
  if ((entry.kind === 'custom' && entry.component === ACCOUNT_COMPONENT) || !mustChangePassword(info)) return null;
  return accountPath(pages);
}
