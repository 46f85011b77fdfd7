// The session: a marker that a session exists, user info, the app meta (route table) and the principal
// the shared permission rule reads. The session token is the server's HttpOnly Admin-Token cookie, which
// no script reads; `token` holds the uid cookie (or the ticket just exchanged) as the marker. A reload
// keeps both cookies; load() refetches the rest. A change of user clears everything the last one left.
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { API, type AppMeta, type LoginResult, type UserInfo } from '../../shared/api.ts';
import { Code } from '../../shared/codes.ts';
import type { Principal } from '../../shared/permission.ts';
import { http } from '../request/http.ts';
import { feedback } from '../request/feedback.ts';
import { onPasswordDue } from '../request/password-due.ts';
import { mainProfile } from '../request/profiles.ts';
import { ApiError, type Http } from '../request/types.ts';
import { adoptVariety, pageTransferVariety } from '../request/variety.ts';
import { checkInfo, toPrincipal } from './principal.ts';
import {
  clearChangePass,
  clearLogout,
  clearUserData,
  sessionMarker,
  storeInfo,
  storeLogin,
  storeMeta,
  storeSso,
  storeVariety,
  type SsoQuery,
} from './session-storage.ts';
import { useTags } from './tags.ts';
import { isTimeZone, setBusinessTimeZone } from '../../shared/time/business.ts';

export interface SessionState {
  token: string | null;
  info: UserInfo | null;
  meta: AppMeta | null;
  principal: Principal | null;
  /** Trading variety chosen (transferVariety), if any. */
  variety: string | null;
  login(username: string, password: string): Promise<void>;
  /** User info (checked as the original's getInfo) and the route table. Rejects with the guard's message. */
  load(): Promise<void>;
  /** Single sign-on: drop everything local and enter with the content system's token. */
  enterWithToken(q: SsoQuery): Promise<void>;
  logout(): Promise<void>;
  /** Forget the token without a server call (a failed guard). */
  resetToken(): void;
  switchRole(role: string): Promise<void>;
  chooseVariety(code: string): Promise<void>;
  /** The server refused a request until the password is changed (100009): the shell keeps to 个人设置. */
  passwordDue(): void;
  /** The password was changed: every page opens again, and the Change-Pass cookie goes. */
  passwordChanged(): void;
}

export type SessionStore = UseBoundStore<StoreApi<SessionState>>;

const signedOut = { token: null, info: null, meta: null, principal: null } as const;

export function createSessionStore(client: Http): SessionStore {
  // Concurrent guards (StrictMode, two tabs of the router) share one load.
  let loading: Promise<void> | null = null;

  return create<SessionState>((set, get) => {
    const infoParams = (): Record<string, unknown> | undefined => {
      const v = get().variety;
      return v ? { transferVariety: v } : undefined;
    };

    const adoptInfo = (raw: UserInfo | null): void => {
      const info = checkInfo(raw);
      storeInfo(info);
      const meta = get().meta;
      set({ info, principal: toPrincipal(info, meta?.menus ?? null, get().variety) });
    };

    /** The user info with the password-change flag set as given (nothing when no user is loaded). */
    const markPasswordDue = (due: boolean): void => {
      const info = get().info;
      if (!info || (info.mustChangePassword === true) === due) return;
      const next = { ...info, mustChangePassword: due };
      storeInfo(next);
      set({ info: next });
    };

    /** Everything a previous session left: storage, the chosen variety, tabs and the state. */
    const forgetUser = (): void => {
      clearUserData();
      adoptVariety(null);
      useTags.getState().reset();
      set({ ...signedOut, variety: null });
    };

    const load = async (): Promise<void> => {
      // Both at once (the route table needs only the session); the user info's verdict comes first.
      const infoAsked = client.get<UserInfo | null>(API.info, infoParams(), { silent: true });
      // With the path being opened: the answer brings that page's bundle (AppMeta.page, shell/warmRoute.ts).
      const metaAsked = client.get<AppMeta>(API.app, { path: window.location.pathname }, { silent: true });
      metaAsked.catch(() => undefined); // its failure is reported by the await below, if info passed
      adoptInfo(await infoAsked);
      const meta = await metaAsked;
      // The server's business time zone, before anything shows a time (a browser without that zone's
      // data keeps the default rather than failing the session).
      if (meta.timeZone && isTimeZone(meta.timeZone)) setBusinessTimeZone(meta.timeZone);
      storeMeta(meta);
      set({ meta, principal: toPrincipal(get().info!, meta.menus, get().variety) });
    };

    return {
      ...signedOut,
      token: sessionMarker(),
      variety: pageTransferVariety(),

      login: async (username, password) => {
        const r = await client.post<LoginResult>(API.login, { username: username.trim(), password }, 'form', {
          silent: true,
        });
        // Another user may have used this browser: nothing of theirs (variety, hold, domain, role) stays.
        forgetUser();
        storeLogin(r);
        await get().load().catch((err: unknown) => {
          get().resetToken();
          throw err;
        });
        // The marker enters the state last: the guard then sends the login page on to its redirect.
        set({ token: String(r.userId) });
      },

      load: () => {
        loading ??= load().finally(() => {
          loading = null;
        });
        return loading;
      },

      enterWithToken: async (q) => {
        forgetUser();
        // The ticket is exchanged for the session cookie; a used, expired or session token is refused.
        const r = await client.post<LoginResult>(API.ssoLogin, { ticket: q.token }, 'form', { silent: true });
        storeSso(q);
        // The server's answer names the user, whatever the link's userId said.
        storeLogin(r);
        await get().load().catch((err: unknown) => {
          get().resetToken();
          throw err;
        });
        set({ token: q.token });
      },

      logout: async () => {
        try {
          await client.post(API.logout, {}, 'form', { silent: true, ignoreSessionEnd: true });
        } catch (e) {
          // A session the server already ended is simply over: no 登录状态已过期 over the login form.
          // Any other refusal is shown; logging out locally still goes ahead.
          const ended = e instanceof ApiError && e.code === Code.SESSION_EXPIRED;
          if (!ended) feedback.error(e instanceof Error && e.message ? e.message : '退出登录失败', mainProfile.messageSeconds);
        }
        get().resetToken();
      },

      resetToken: () => {
        // (A failed guard or logout: the next user signs in through login/enterWithToken, which forget all.)
        clearLogout();
        useTags.getState().reset();
        set({ ...signedOut });
      },

      switchRole: async (role) => {
        const raw = await client.post<UserInfo>(API.switchRole, { role }, 'form');
        adoptInfo(raw);
        useTags.getState().reset();
      },

      chooseVariety: async (code) => {
        storeVariety(code);
        adoptVariety(code);
        set({ variety: code });
        const raw = await client.get<UserInfo | null>(API.info, infoParams());
        adoptInfo(raw);
      },

      passwordDue: () => markPasswordDue(true),

      passwordChanged: () => {
        clearChangePass();
        markPasswordDue(false);
      },
    };
  });
}

export const useSession = createSessionStore(http);

// A refusal of any request (request/password-due.ts) reaches the session the shell reads.
onPasswordDue(() => useSession.getState().passwordDue());
