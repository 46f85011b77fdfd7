// @vitest-environment jsdom
// Leaving an expired session: a login page with a dead single sign-on token must not reload into it again.
import { afterEach, describe, expect, it } from 'vitest';
import { leaveExpiredSession } from '../../../src/web/request/session-end.ts';
import { clearCookies, fakeBrowser } from './fakes.ts';

afterEach(() => clearCookies());

describe('leaveExpiredSession (not held)', () => {
  it('reloads an ordinary page', () => {
    const browser = fakeBrowser('/home', '?x=1');
    leaveExpiredSession(browser);
    expect(browser.reload).toHaveBeenCalled();
    expect(browser.assign).not.toHaveBeenCalled();
  });

  it('takes a login page with a dead token to the plain login form, keeping its redirect', () => {
    const browser = fakeBrowser('/login', '?token=dead&userId=2&siteName=x&redirect=%2Fhome%2Faudit_list');
    leaveExpiredSession(browser);
    expect(browser.assign).toHaveBeenCalledWith('/login?redirect=%2Fhome%2Faudit_list');
    expect(browser.reload).not.toHaveBeenCalled();
    const bare = fakeBrowser('/login', '?token=dead');
    leaveExpiredSession(bare);
    expect(bare.assign).toHaveBeenCalledWith('/login');
  });
});
