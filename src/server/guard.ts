// Resolves the caller of every non-public route into an Actor, or refuses with 100001 (no session) or
// 100009 (a password an administrator set is still to be changed: only 个人设置's own routes answer).
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_API } from '../shared/account.ts';
import { API } from '../shared/api.ts';
import { Code } from '../shared/codes.ts';
import { isAdmin } from '../shared/permission.ts';
import type { Actor, AppContext } from './context.ts';
import { findSessionActor } from './auth/sessionActor.ts';
import { roleMenus, siteConfigOf } from './auth/users.ts';
import { EMPTY_SITE_CONFIG, hiddenMenuNames, varietyEnabled, type SiteConfig } from '../shared/site/config.ts';
import { ApiError, invalid } from './http/errors.ts';
import { asBag, header, INT4_MAX, str } from './http/params.ts';
import { TOKEN_COOKIE } from './auth/cookie.ts';

export const TOKEN_HEADER = 'token';

/** The session token: the token header (API clients) or the HttpOnly cookie the server set (browsers). */
export function requestToken(req: FastifyRequest): string | undefined {
  return header(req.headers, TOKEN_HEADER) ?? (req.cookies[TOKEN_COOKIE] || undefined);
}

export function expired(): ApiError {
  return new ApiError(Code.SESSION_EXPIRED);
}

/** transferVariety from header, query or body; only known variety codes that the site enabled count. */
export function requestVariety(ctx: AppContext, req: FastifyRequest, cfg: SiteConfig = EMPTY_SITE_CONFIG): string | null {
  const v = header(req.headers, 'transferVariety') ?? str(asBag(req.query), 'transferVariety') ?? str(asBag(req.body), 'transferVariety');
  if (!v) return null;
  return ctx.registry.menus.varieties.some((x) => x.code === v) && varietyEnabled(cfg, v) ? v : null;
}

async function siteFromHeader(ctx: AppContext, req: FastifyRequest): Promise<number | null> {
  const raw = header(req.headers, 'siteId');
  if (!raw || !/^\d+$/.test(raw)) return null;
  // PostgreSQL's int holds the site ids: a longer number is no site (and would fail the query).
  if (raw.length > 10 || Number(raw) > INT4_MAX) throw invalid('站点编号不正确（请求头 siteId）');
  const rows = await ctx.db.query<{ id: number }>('SELECT id FROM sites WHERE id = $1', [Number(raw)]);
  if (!rows[0]) throw invalid('站点不存在');
  return rows[0].id;
}

/**
 * The role's whitelist (the site's own, else the global one) plus the extra menus of the chosen trading variety.
 * `global`: the role's global whitelist when the caller already read it.
 */
export async function menusFor(ctx: AppContext, role: string, variety: string | null, cfg: SiteConfig = EMPTY_SITE_CONFIG, global?: readonly string[]): Promise<string[]> {
  const extra = ctx.registry.menus.varieties.find((v) => v.code === variety)?.menus ?? [];
  return [...new Set([...(await roleMenus(ctx.db, role, cfg, global)), ...extra])];
}

/**
 * What a user whose password an administrator set (a new account, a reset) may still do until they change
 * it: what 个人设置 needs inside the shell (the user info, the route table, in development its live-reload
 * stream), its own two saves, and logout. Keyed by method and route pattern, so no path spelling gets around it.
 */
export const WHILE_PASSWORD_DUE: ReadonlySet<string> = new Set([
  `GET ${API.info}`,
  `GET ${API.app}`,
  `GET ${API.liveReload}`,
  `POST ${ACCOUNT_API.changePassword}`,
  `POST ${ACCOUNT_API.updateProfile}`,
  `POST ${API.logout}`,
]);

function passwordDue(req: FastifyRequest): ApiError | null {
  return WHILE_PASSWORD_DUE.has(`${req.method} ${req.routeOptions.url ?? ''}`) ? null : new ApiError(Code.PASSWORD_CHANGE_REQUIRED);
}

export async function resolveActor(ctx: AppContext, req: FastifyRequest): Promise<Actor> {
  const token = requestToken(req);
  if (!token) throw expired();
  // One query (src/server/auth/sessionActor.ts), read fresh on every request: no cache to invalidate.
  const session = await findSessionActor(ctx.db, token);
  if (!session) throw expired();
  const { user, held, role } = session;
  // A locked account's sessions end at once (locking also deletes them; this covers a race).
  if (user.locked) throw expired();
  // A role taken away since login ends the session rather than silently keeping its rights.
  if (!held.includes(role)) throw expired();
  // The flag is the users row's, read fresh per request: set by a reset or creation, cleared by the change.
  const due = user.must_change_password ? passwordDue(req) : null;
  if (due) throw due;
  const roles = [role, ...held.filter((r) => r !== role)];
  const site = siteConfigOf(user);
  const variety = requestVariety(ctx, req, site);
  const menuNames = await menusFor(ctx, role, variety, site, session.globalMenus);
  const base = { userId: user.id, roles, menuNames, siteId: user.site_id, hiddenMenus: hiddenMenuNames(site), variety };
  const writeSiteId = isAdmin(base) && user.site_id === null ? await siteFromHeader(ctx, req) : user.site_id;
  return { ...base, username: user.username, name: user.name, sessionId: session.sessionId, writeSiteId, variety, site };
}
