// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type AppMeta, type LoginResult, type UserInfo } from '../../../src/shared/api.ts';
import { installFeedback } from '../../../src/web/request/feedback.ts';
import { ApiError, type Http } from '../../../src/web/request/types.ts';
import { getCookie, setCookie } from '../../../src/web/persist/cookies.ts';
import { NO_DATA_ERROR, ROLES_ERROR } from '../../../src/web/stores/principal.ts';
import { createSessionStore } from '../../../src/web/stores/session.ts';
import { pageTransferVariety } from '../../../src/web/request/variety.ts';
import { clearCookies } from '../request/fakes.ts';
import { DEFAULT_BUSINESS_TIME_ZONE, businessTimeZone, setBusinessTimeZone } from '../../../src/shared/time/business.ts';
import { parseTime } from '../../../src/shared/display/time.ts';

const info: UserInfo = {
  userId: 7,
  username: 'op1',
  name: '张三',
  avatar: '',
  introduction: '',
  roles: ['operator', 'auditor'],
  menuNames: ['franchise'],
  siteId: 2,
  siteName: '城关站',
  userType: 0,
};
const meta: AppMeta = {
  menus: { sections: [], varieties: [{ code: 'LQ', type: 'LQ', name: '林权', menus: ['forest_extra'] }], roles: [] },
  pages: [],
};
const login: LoginResult = { token: 'tok-7', userId: 7, siteId: 2, siteName: '城关站', mustChangePassword: false };

function fakeHttp(answers: { info?: UserInfo | null; switched?: UserInfo; meta?: AppMeta } = {}) {
  const calls: { method: string; url: string; body?: Record<string, unknown> }[] = [];
  const http: Http = {
    get: async <T,>(url: string, params?: Record<string, unknown>) => {
      calls.push({ method: 'GET', url, body: params });
      if (url === API.info) return ('info' in answers ? answers.info : info) as T;
      if (url === API.app) return (answers.meta ?? meta) as T;
      throw new Error(`unexpected GET ${url}`);
    },
    post: async <T,>(url: string, body?: Record<string, unknown>) => {
      calls.push({ method: 'POST', url, body });
      if (url === API.login) return login as T;
      if (url === API.ssoLogin) return { ...login, token: 'server-only' } as T;
      if (url === API.logout) return null as T;
      if (url === API.switchRole) return (answers.switched ?? info) as T;
      throw new Error(`unexpected POST ${url}`);
    },
    put: vi.fn(),
    del: vi.fn(),
  };
  return { http, calls };
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
});

describe('session store', () => {
  it('logs in with a trimmed username, stores the spec keys (never the token), loads info and meta', async () => {
    const { http, calls } = fakeHttp();
    const store = createSessionStore(http);
    await store.getState().login('  op1 ', 'secret');
    expect(calls[0]).toEqual({ method: 'POST', url: API.login, body: { username: 'op1', password: 'secret' } });
    // The session token is the server's HttpOnly cookie: the script neither writes nor reads it.
    expect(getCookie('Admin-Token')).toBeUndefined();
    expect(getCookie('uid')).toBe('7');
    expect(getCookie('siteId')).toBe('2');
    expect(localStorage.getItem('menuName')).toBe('franchise');
    expect(localStorage.getItem('realname')).toBe('张三');
    expect(localStorage.getItem('siteName')).toBe('城关站');
    expect(JSON.parse(localStorage.getItem('userObj')!)).toMatchObject({ name: '张三' });
    expect(JSON.parse(localStorage.getItem('list')!)).toEqual([{ type: 'LQ', name: '林权', list: ['forest_extra'], code: 'LQ' }]);
    const s = store.getState();
    expect(s.token).toBe('7');
    expect(s.principal).toEqual({ userId: 7, roles: ['operator', 'auditor'], menuNames: ['franchise'], siteId: 2, hiddenMenus: [], variety: null });
  });

  it("takes the server's business time zone from the app meta, so times show as the server shows them", async () => {
    try {
      await createSessionStore(fakeHttp({ meta: { ...meta, timeZone: 'America/New_York' } }).http).getState().login('op1', 'secret');
      expect(businessTimeZone()).toBe('America/New_York');
      expect(parseTime('2031-11-30T23:30:00Z')).toBe('2031-11-30 18:30:00');
      // A zone this browser does not know leaves the one it has; the session still loads.
      await createSessionStore(fakeHttp({ meta: { ...meta, timeZone: 'Mars/Olympus' } }).http).getState().login('op1', 'secret');
      expect(businessTimeZone()).toBe('America/New_York');
    } finally {
      setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE);
    }
    expect(parseTime('2031-11-30T23:30:00Z')).toBe('2031-12-01 07:30:00');
  });

  it('rejects info without roles with the original message, and keeps no token', async () => {
    const { http } = fakeHttp({ info: { ...info, roles: [] } });
    const store = createSessionStore(http);
    await expect(store.getState().login('op1', 'x')).rejects.toThrow(ROLES_ERROR);
    expect(store.getState().token).toBeNull();
    expect(getCookie('uid')).toBeUndefined();
  });

  it('rejects missing info with "Verification failed, please Login again."', async () => {
    setCookie('Admin-Token', 'tok-7');
    const { http } = fakeHttp({ info: null });
    const store = createSessionStore(http);
    await expect(store.getState().load()).rejects.toThrow(NO_DATA_ERROR);
  });

  it('survives a reload: a new store reads the session marker (uid) and refetches the rest', async () => {
    setCookie('uid', '7');
    const { http, calls } = fakeHttp();
    const store = createSessionStore(http);
    expect(store.getState().token).toBe('7');
    expect(store.getState().principal).toBeNull();
    window.history.pushState({}, '', '/transaction_management/release/franchise');
    await store.getState().load();
    expect(calls.map((c) => c.url)).toEqual([API.info, API.app]);
    // The route table is asked with the path being opened, so its answer can bring that page's bundle.
    expect(calls[1]!.body).toEqual({ path: '/transaction_management/release/franchise' });
    window.history.pushState({}, '', '/');
    expect(store.getState().info?.name).toBe('张三');
  });

  it('shares one load between concurrent callers', async () => {
    setCookie('Admin-Token', 'tok-7');
    const { http, calls } = fakeHttp();
    const store = createSessionStore(http);
    await Promise.all([store.getState().load(), store.getState().load()]);
    expect(calls.filter((c) => c.url === API.info)).toHaveLength(1);
  });

  it('keeps the server\'s password-change flag through login (the login clears every cookie, Change-Pass too)', async () => {
    setCookie('Change-Pass', '1');
    const { http } = fakeHttp({ info: { ...info, mustChangePassword: true } });
    const store = createSessionStore(http);
    await store.getState().login('op1', 'x');
    expect(getCookie('Change-Pass')).toBeUndefined();
    expect(store.getState().info?.mustChangePassword).toBe(true);
    // The change lifts it, here and in the stored user object.
    setCookie('Change-Pass', '1');
    store.getState().passwordChanged();
    expect(store.getState().info?.mustChangePassword).toBe(false);
    expect(JSON.parse(localStorage.getItem('userObj')!)).toMatchObject({ mustChangePassword: false });
    expect(getCookie('Change-Pass')).toBeUndefined();
    // A refusal later in the session (the server's 100009) sets it again.
    store.getState().passwordDue();
    expect(store.getState().info?.mustChangePassword).toBe(true);
    expect(store.getState().principal?.userId).toBe(7);
  });

  it('logs out: token, roles and the Change-Pass cookie are gone', async () => {
    const { http, calls } = fakeHttp();
    const store = createSessionStore(http);
    await store.getState().login('op1', 'x');
    setCookie('Change-Pass', '1');
    await store.getState().logout();
    expect(calls.some((c) => c.url === API.logout)).toBe(true);
    expect(getCookie('uid')).toBeUndefined();
    expect(getCookie('Change-Pass')).toBeUndefined();
    expect(localStorage.getItem('menuName')).toBeNull();
    expect(store.getState()).toMatchObject({ token: null, info: null, principal: null });
  });

  it('logging out of a session the server already ended just signs out; another refusal is shown', async () => {
    const errors: string[] = [];
    const expired: number[] = [];
    const uninstall = installFeedback({ error: (t) => errors.push(t), expired: () => expired.push(1), confirmLogout: () => undefined, varietyMismatch: () => undefined });
    try {
      for (const [code, msg] of [['100001', '登录状态已过期'], ['500', '服务器繁忙']] as const) {
        const { http } = fakeHttp();
        const options: unknown[] = [];
        http.post = async <T,>(url: string, _b?: Record<string, unknown>, _m?: unknown, o?: unknown) => {
          if (url === API.login) return login as T;
          options.push(o);
          throw new ApiError(code, msg);
        };
        const store = createSessionStore(http);
        await store.getState().login('op1', 'x');
        await store.getState().logout();
        expect(options[0]).toMatchObject({ ignoreSessionEnd: true });
        expect(store.getState().token).toBeNull();
      }
      expect(errors).toEqual(['服务器繁忙']);
      expect(expired).toEqual([]);
    } finally {
      uninstall();
    }
  });

  it('enters with a single sign-on ticket: exchanged by the server, local data cleared, query stored, info loaded', async () => {
    localStorage.setItem('menuName', 'stale');
    setCookie('uid', '99');
    const { http, calls } = fakeHttp();
    const store = createSessionStore(http);
    await store.getState().enterWithToken({ token: 'sso-1', userId: '8', domain: 'cms.example.cn', hold: '1', siteName: '城关站' });
    expect(calls[0]).toEqual({ method: 'POST', url: API.ssoLogin, body: { ticket: 'sso-1' } });
    expect(getCookie('Admin-Token')).toBeUndefined();
    // The server's answer names the user, not the link.
    expect(getCookie('uid')).toBe('7');
    expect(getCookie('hold')).toBe('1');
    expect(localStorage.getItem('domain')).toBe('cms.example.cn');
    expect(localStorage.getItem('menuName')).toBe('franchise');
    expect(store.getState().token).toBe('sso-1');
  });

  it('a change of user by single sign-on forgets the last one: variety, hold, domain, role', async () => {
    const { http } = fakeHttp();
    const store = createSessionStore(http);
    await store.getState().login('op1', 'x');
    await store.getState().chooseVariety('LQ');
    setCookie('roleId', 'auditor');
    await store.getState().enterWithToken({ token: 'sso-2' });
    expect(store.getState().variety).toBeNull();
    expect(localStorage.getItem('transferVariety')).toBeNull();
    expect(sessionStorage.getItem('transferVariety')).toBeNull();
    expect(pageTransferVariety()).toBeNull();
    expect(getCookie('roleId')).toBe('operator');
    expect(store.getState().principal?.menuNames).toEqual(['franchise']);
  });

  it('a form login after a held session is not held, and keeps no variety of the last user', async () => {
    const { http } = fakeHttp();
    const store = createSessionStore(http);
    await store.getState().enterWithToken({ token: 'sso-3', userId: '7', domain: 'cms.example.cn', hold: '1' });
    await store.getState().chooseVariety('LQ');
    await store.getState().logout();
    await store.getState().login('op1', 'x');
    expect(getCookie('hold')).toBeUndefined();
    expect(localStorage.getItem('hold')).toBeNull();
    expect(getCookie('domain')).toBeUndefined();
    expect(localStorage.getItem('domain')).toBeNull();
    expect(store.getState().variety).toBeNull();
    expect(pageTransferVariety()).toBeNull();
  });

  it('switches role through the server and adopts the new info', async () => {
    const switched = { ...info, roles: ['auditor', 'operator'], menuNames: ['audit_list'] };
    const { http, calls } = fakeHttp({ switched });
    const store = createSessionStore(http);
    await store.getState().login('op1', 'x');
    await store.getState().switchRole('auditor');
    expect(calls.at(-1)).toEqual({ method: 'POST', url: API.switchRole, body: { role: 'auditor' } });
    expect(store.getState().principal?.roles[0]).toBe('auditor');
    expect(getCookie('roleId')).toBe('auditor');
  });

  it("choosing a variety stores it and adds the variety's extra menus", async () => {
    const { http, calls } = fakeHttp();
    const store = createSessionStore(http);
    await store.getState().login('op1', 'x');
    await store.getState().chooseVariety('LQ');
    expect(localStorage.getItem('transferVariety')).toBe('LQ');
    expect(sessionStorage.getItem('transferVariety')).toBe('LQ');
    expect(calls.at(-1)).toMatchObject({ url: API.info, body: { transferVariety: 'LQ' } });
    expect(store.getState().principal?.menuNames).toEqual(['franchise', 'forest_extra']);
  });
});
