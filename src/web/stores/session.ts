// The session: token (cookie Admin-Token), user info, the app meta (route table) and the principal the
// shared permission rule reads. A reload keeps the token cookie; load() refetches the rest.
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { API, type AppMeta, type LoginResult, type UserInfo } from '../../shared/api.ts';
import { Code } from '../../shared/codes.ts';
import type { Principal } from '../../shared/permission.ts';
import { http } from '../request/http.ts';
import { feedback } from '../request/feedback.ts';
import { mainProfile } from '../request/profiles.ts';
import { ApiError, type Http } from '../request/types.ts';
import { adoptVariety, pageTransferVariety } from '../request/variety.ts';
import { getCookie } from './cookies.ts';
import { CookieKey } from './keys.ts';
import { checkInfo, toPrincipal } from './principal.ts';
import {
  clearLogout,
  clearUserData,
  storeInfo,
  storeLogin,
  storeMeta,
  storeSso,
  storeVariety,
  type SsoQuery,
} from './session-storage.ts';
import { useTags } from './tags.ts';

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

    const load = async (): Promise<void> => {
      const raw = await client.get<UserInfo | null>(API.info, infoParams(), { silent: true });
      adoptInfo(raw);
      const meta = await client.get<AppMeta>(API.app, undefined, { silent: true });
      storeMeta(meta);
      set({ meta, principal: toPrincipal(get().info!, meta.menus, get().variety) });
    };

    return {
      ...signedOut,
      token: getCookie(CookieKey.token) ?? null,
      variety: pageTransferVariety(),

      login: async (username, password) => {
        const r = await client.post<LoginResult>(API.login, { username: username.trim(), password }, 'form', {
          silent: true,
        });
        storeLogin(r);
        await get().load().catch((err: unknown) => {
          get().resetToken();
          throw err;
        });
        // The token enters the state last: the guard then sends the login page on to its redirect.
        set({ token: r.token });
      },

      load: () => {
        loading ??= load().finally(() => {
          loading = null;
        });
        return loading;
      },

      enterWithToken: async (q) => {
        clearUserData();
        storeSso(q);
        useTags.getState().reset();
        set({ ...signedOut });
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
    };
  });
}

export const useSession = createSessionStore(http);
