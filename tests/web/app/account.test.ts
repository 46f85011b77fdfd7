// @vitest-environment jsdom
// Whether a password change is due (the server's flag in the user info, or the Change-Pass cookie) and
// where the shell then goes.
import { afterEach, describe, expect, it } from 'vitest';
import pages from '../../../pages.json' with { type: 'json' };
import type { PageEntry } from '../../../src/shared/schema/types.ts';
import { accountPath, changePassRedirect, clearChangePass, mustChangePassword } from '../../../src/web/app/account/account.ts';
import { clearLogout } from '../../../src/web/stores/session-storage.ts';
import { setCookie } from '../../../src/web/persist/cookies.ts';

const all = pages.pages as PageEntry[];
const page = (id: string): PageEntry => all.find((p) => p.id === id)!;

afterEach(() => clearChangePass());

describe('Change-Pass', () => {
  it('is off without the cookie or with an empty, 0 or false value', () => {
    expect(mustChangePassword()).toBe(false);
    for (const v of ['', '0', 'false', 'FALSE']) {
      setCookie('Change-Pass', v);
      expect(mustChangePassword(), v).toBe(false);
    }
  });

  it('sends every other page to account_settings, which pages.json places at the spec path', () => {
    expect(accountPath(all)).toBe('/home/account_settings');
    // Wherever pages.json puts the page that draws it; nowhere when it has none.
    expect(accountPath(all.map((p) => (p.id === 'account_settings' ? { ...p, path: '/me' } : p)))).toBe('/me');
    expect(accountPath(all.filter((p) => p.id !== 'account_settings'))).toBeNull();
    expect(changePassRedirect(page('home'), all)).toBeNull();
    setCookie('Change-Pass', '1');
    expect(mustChangePassword()).toBe(true);
    expect(changePassRedirect(page('home'), all)).toBe('/home/account_settings');
    expect(changePassRedirect(page('franchise_list'), all)).toBe('/home/account_settings');
    expect(changePassRedirect(page('account_settings'), all)).toBeNull();
  });

  it('is cleared by a successful change and by logout', () => {
    setCookie('Change-Pass', 'true');
    clearChangePass();
    expect(mustChangePassword()).toBe(false);
    setCookie('Change-Pass', 'true');
    clearLogout();
    expect(mustChangePassword()).toBe(false);
  });
});

describe('the server\'s flag', () => {
  it('holds every page but account_settings without any cookie, and lets go once false', () => {
    const due = { mustChangePassword: true };
    expect(mustChangePassword(due)).toBe(true);
    expect(changePassRedirect(page('home'), all, due)).toBe('/home/account_settings');
    expect(changePassRedirect(page('audit_list'), all, due)).toBe('/home/account_settings');
    expect(changePassRedirect(page('account_settings'), all, due)).toBeNull();
    expect(mustChangePassword({ mustChangePassword: false })).toBe(false);
    expect(changePassRedirect(page('home'), all, { mustChangePassword: false })).toBeNull();
    expect(changePassRedirect(page('home'), all, {})).toBeNull();
  });
});
