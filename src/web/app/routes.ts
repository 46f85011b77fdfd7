// The route table: pages.json entries (served as AppMeta.pages) filtered by the shared permission rule,
// plus the standalone routes. Pure functions, so the rules are unit-tested without a browser.
import { matchPath } from 'react-router-dom';
import type { AppMeta } from '../../shared/api.ts';
import { canPage, type Principal } from '../../shared/permission.ts';
import type { PageEntry } from '../../shared/schema/types.ts';
import { LOGIN_PATH, loginRedirect, ROOT_PATH } from '../engine/appPaths.ts';

export const APP_TITLE = '农村产权交易服务中心管理后台';
export { LOGIN_PATH, loginRedirect, ROOT_PATH };

/**
 * The app's own routes reachable without a token (spec section 4, plus the error pages themselves).
 * Pages reachable without a token are pages.json entries marked "public" (./publicPages.ts).
 */
export const PUBLIC_PATHS: readonly string[] = ['/login', '/auth-redirect', '/printing', '/404', '/401'];

/** "<page> - 农村产权交易服务中心管理后台", or the app title alone. */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} - ${APP_TITLE}` : APP_TITLE;
}

/** An app route or a public page (`publicPaths`: the pages.json public entries' paths, when known). */
export function isPublicPath(pathname: string, publicPaths: ReadonlySet<string> | null = null): boolean {
  return PUBLIC_PATHS.includes(pathname) || (publicPaths?.has(pathname) ?? false);
}

/** Where choosing a trading variety lands (spec section 2's standalone /transaction_management/release/kong). */
export const VARIETY_LANDING_PATH = '/transaction_management/release/kong';

/**
 * Shell pages the spec fixes by path rather than by pages.json: open to every logged-in user,
 * drawn by custom components registered in app/customPages.ts.
 */
export const BUILTIN_PAGES: PageEntry[] = [
  { id: 'variety_landing', path: VARIETY_LANDING_PATH, title: '交易品种', kind: 'custom', component: 'variety_landing', hidden: true, noCache: true },
];

/** Every page of the session: pages.json (from the server) plus the built-in ones it does not redefine. */
export function allPages(meta: AppMeta): PageEntry[] {
  return [...meta.pages, ...BUILTIN_PAGES.filter((b) => !meta.pages.some((p) => p.path === b.path))];
}

/** The pages this principal may open: the generated routes. */
export function permittedPages(principal: Principal | null, meta: AppMeta): PageEntry[] {
  return allPages(meta).filter((page) => canPage(principal, meta.menus, page));
}

export function findPage(pages: PageEntry[], pathname: string): PageEntry | undefined {
  return pages.find((p) => matchPath({ path: p.path, end: true }, pathname) !== null);
}

export type Resolution =
  | { kind: 'page'; entry: PageEntry }
  | { kind: 'redirect'; to: string }
  /** The page exists but this user may not open it. */
  | { kind: 'forbidden' }
  | { kind: 'missing' };

/**
 * The landing page (after login, at /, 返回首页): pages.json's `home` when this user may open it, else the
 * first page of pages.json the user may open that a menu could show (not hidden, not public, no :param).
 */
export function landingPath(meta: AppMeta, principal: Principal | null): string | null {
  const pages = permittedPages(principal, meta);
  const home = meta.home === undefined ? undefined : pages.find((p) => p.id === meta.home);
  return (home ?? pages.find((p) => !p.hidden && p.public !== true && !p.path.includes(':')))?.path ?? null;
}

/** What the shell shows for a path: / goes to the landing page, unknown paths to /404, pages not permitted to /401. */
export function resolvePath(pathname: string, meta: AppMeta, principal: Principal | null): Resolution {
  if (pathname === ROOT_PATH || pathname === '') {
    const to = landingPath(meta, principal);
    return to ? { kind: 'redirect', to } : { kind: 'forbidden' };
  }
  const entry = findPage(permittedPages(principal, meta), pathname);
  if (entry) return { kind: 'page', entry };
  return findPage(allPages(meta), pathname) ? { kind: 'forbidden' } : { kind: 'missing' };
}

export interface GuardInput {
  pathname: string;
  search: string;
  token: string | null;
  /** User info and route table are in the store. */
  loaded: boolean;
  /** Paths of the pages.json public pages; null while not known (then a visitor without a token waits). */
  publicPaths: ReadonlySet<string> | null;
}

/** `public-check`: no token, and whether the path is a public page is not known yet. */
export type GuardDecision = { kind: 'pass' } | { kind: 'redirect'; to: string } | { kind: 'load' } | { kind: 'public-check' };

/** The navigation guard (reference 1.1, spec section 4). */
export function guardDecision({ pathname, search, token, loaded, publicPaths }: GuardInput): GuardDecision {
  if (!token) {
    if (isPublicPath(pathname, publicPaths)) return { kind: 'pass' };
    return publicPaths === null ? { kind: 'public-check' } : { kind: 'redirect', to: loginRedirect(pathname + search) };
  }
  if (pathname === LOGIN_PATH) {
    // A different token in the query is single sign-on from the content system: the login page re-enters.
    // Otherwise a logged-in visit to /login goes on to where the login was asked for (default /).
    const query = new URLSearchParams(search);
    const queryToken = query.get('token');
    return queryToken && queryToken !== token ? { kind: 'pass' } : { kind: 'redirect', to: safeRedirect(query.get('redirect')) };
  }
  if (isPublicPath(pathname, publicPaths)) return { kind: 'pass' };
  return loaded ? { kind: 'pass' } : { kind: 'load' };
}

/** A redirect query may only lead inside this app. */
export function safeRedirect(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return '/';
  return raw;
}
