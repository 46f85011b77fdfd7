// 个人设置's calls and the Change-Pass cookie. The cookie is written by the content system's single
// sign-on (e.g. for an account still on its initial password): while it is set, the shell sends every
// page to account_settings; a successful change or a logout removes it.
import { ACCOUNT_API, type PasswordChanged, type PasswordInput, type ProfileInput } from '../../../shared/account.ts';
import type { UserInfo } from '../../../shared/api.ts';
import type { PageEntry } from '../../../shared/schema/types.ts';
import { http } from '../../request/http.ts';
import { getCookie, removeCookie } from '../../stores/cookies.ts';
import { CookieKey } from '../../stores/keys.ts';

export const ACCOUNT_PAGE_ID = 'account_settings';
/** Where the page lives when pages.json does not name it (spec section 2: /home/account_settings). */
export const ACCOUNT_PATH = '/home/account_settings';

// The page shows failures next to the fields itself; the request layer's toast would say it twice.
export const saveProfile = (p: ProfileInput) => http.post<UserInfo>(ACCOUNT_API.updateProfile, { ...p }, 'form', { silent: true });

export const changePassword = (p: PasswordInput) =>
  http.post<PasswordChanged>(ACCOUNT_API.changePassword, { ...p }, 'form', { silent: true });

/** Any value but an empty, "0" or "false" one asks for a password change. */
export function mustChangePassword(): boolean {
  const v = getCookie(CookieKey.changePass);
  return v !== undefined && !['', '0', 'false'].includes(v.trim().toLowerCase());
}

export function clearChangePass(): void {
  removeCookie(CookieKey.changePass);
}

export function accountPath(pages: PageEntry[]): string {
  return pages.find((p) => p.id === ACCOUNT_PAGE_ID)?.path ?? ACCOUNT_PATH;
}

/** Where the shell must go instead of `entry` while a password change is required (null: stay). */
export function changePassRedirect(entry: PageEntry, pages: PageEntry[]): string | null {
  if (entry.id === ACCOUNT_PAGE_ID || !mustChangePassword()) return null;
  return accountPath(pages);
}
