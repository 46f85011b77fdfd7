// 用户管理: list, create, edit, lock/unlock, reset password. Nobody can lock themselves out, and the last
// active administrator keeps the role and the account.
import { ALL_SITES } from '../../shared/site/allSites.ts';
import type { FastifyInstance } from 'fastify';
import { Code } from '../../shared/codes.ts';
import { ADMIN_ROLE, isAdmin } from '../../shared/permission.ts';
import { SITE_ADMIN_ROLE } from '../../shared/site/config.ts';
import { checkUserInput, SYSTEM_API, SYSTEM_PAGES, USER_TITLES, type SystemUser, type UserInput } from '../../shared/system/api.ts';
import { passwordProblem } from '../../shared/account.ts';
import { hashPassword } from '../auth/password.ts';
import type { Actor, AppContext } from '../context.ts';
import type { Db } from '../db/types.ts';
import { ok } from '../http/envelope.ts';
import { ApiError, invalid, invalidFields, notFound, unauthorized } from '../http/errors.ts';
import { asBag, str, type Bag } from '../http/params.ts';
import { actorOf } from '../auth/actor.ts';
import { auditSetup, requirePage, requireSiteAccess, siteParam, targetSite } from './scope.ts';
import { requireNotOwnRoles } from './duties.ts';

interface UserDbRow {
  id: number;
  username: string;
  name: string;
  phone: string;
  site_id: number | null;
  site_name: string | null;
  roles: unknown;
  user_type: number;
  locked: boolean;
  must_change_password: boolean;
  created_at: Date | string;
}

const SELECT = `SELECT u.id, u.username, u.name, u.phone, u.site_id, s.name AS site_name, u.user_type, u.locked, u.must_change_password, u.created_at,
  COALESCE((SELECT json_agg(r.role ORDER BY r.sort, r.role) FROM user_roles r WHERE r.user_id = u.id), '[]'::json) AS roles
  FROM users u LEFT JOIN sites s ON s.id = u.site_id`;

function toUser(r: UserDbRow): SystemUser {
  const roles = typeof r.roles === 'string' ? (JSON.parse(r.roles) as unknown) : r.roles;
  return {
    id: r.id,
    username: r.username,
    name: r.name,
    phone: r.phone,
    siteId: r.site_id,
    siteName: r.site_name ?? ALL_SITES,
    roles: Array.isArray(roles) ? roles.filter((x): x is string => typeof x === 'string') : [],
    userType: r.user_type,
    locked: r.locked,
    mustChangePassword: r.must_change_password,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

async function loadUser(db: Db, actor: Actor, id: number): Promise<SystemUser> {
  const row = (await db.query<UserDbRow>(`${SELECT} WHERE u.id = $1`, [id]))[0];
  if (!row) throw notFound('用户不存在');
  requireSiteAccess(actor, row.site_id);
  return toUser(row);
}

function inputOf(body: Bag): UserInput {
  const roles = Array.isArray(body.roles) ? body.roles.filter((x): x is string => typeof x === 'string') : [];
  const site = siteParam(body.siteId);
  return {
    username: (str(body, 'username') ?? '').trim(),
    name: (str(body, 'name') ?? '').trim(),
    phone: (str(body, 'phone') ?? '').trim(),
    siteId: site ?? null,
    roles: [...new Set(roles)],
    userType: body.userType === undefined || body.userType === '' ? 0 : Number(body.userType),
    password: str(body, 'password'),
  };
}

/** Roles the actor may give: declared ones; only the all-sites administrator gives admin. */
function checkRoles(ctx: AppContext, actor: Actor, u: UserInput): void {
  const declared = new Set(ctx.registry.menus.roles.map((r) => r.name));
  const bad = u.roles.find((r) => !declared.has(r));
  if (bad) throw invalid(`角色 "${bad}" 不存在`, [{ field: 'roles', message: `角色 "${bad}" 不存在` }]);
  if (!isAdmin(actor) && u.roles.includes(ADMIN_ROLE)) throw unauthorized();
  if (u.roles.includes(ADMIN_ROLE) && u.siteId !== null) throw invalid('系统管理员不属于某个站点', [{ field: 'siteId', message: '系统管理员不属于某个站点' }]);
  if (!u.roles.includes(ADMIN_ROLE) && u.siteId === null) throw invalid(`请选择${USER_TITLES.siteId}`, [{ field: 'siteId', message: `请选择${USER_TITLES.siteId}` }]);
}

/** The site a user is filed under must exist (checked in the write's transaction, before anything changes). */
async function requireSite(tx: Db, siteId: number | null): Promise<void> {
  if (siteId === null) return;
  if ((await tx.query('SELECT 1 FROM sites WHERE id = $1', [siteId])).length > 0) return;
  const message = `${USER_TITLES.siteId}不存在，请重新选择`;
  throw invalid(message, [{ field: 'siteId', message }]);
}

/** Active administrators left if `userId` lost the role or the account. */
async function otherActiveAdmins(db: Db, userId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users u JOIN user_roles r ON r.user_id = u.id AND r.role = $1 WHERE NOT u.locked AND u.id <> $2`,
    [ADMIN_ROLE, userId],
  );
  return rows[0]?.n ?? 0;
}

async function keepLastAdmin(db: Db, before: SystemUser, losing: boolean): Promise<void> {
  if (losing && before.roles.includes(ADMIN_ROLE) && !before.locked && (await otherActiveAdmins(db, before.id)) === 0) {
    throw new ApiError(Code.INVALID, '至少保留一个可用的系统管理员');
  }
}

async function setRoles(tx: Db, userId: number, roles: string[]): Promise<void> {
  await tx.query('DELETE FROM user_roles WHERE user_id = $1', [userId]);
  for (const [i, r] of roles.entries()) await tx.query('INSERT INTO user_roles (user_id, role, sort) VALUES ($1, $2, $3)', [userId, r, i]);
}

const diff = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(b)
    .filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))
    .map((k) => ({ field: k, from: a[k] ?? null, to: b[k] ?? null }));

function userId(raw: string): number {
  const n = siteParam(raw);
  if (typeof n !== 'number') throw notFound('用户不存在');
  return n;
}

export function systemUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = (actor: Actor) => requirePage(ctx, actor, SYSTEM_PAGES.users);

  app.get(SYSTEM_API.users, async (req) => {
    const actor = actorOf(req);
    guard(actor);
    const q = asBag(req.query);
    const site = targetSite(actor, siteParam(q.siteId));
    const keyword = (str(q, 'keyword') ?? '').trim();
    const where: string[] = [];
    const params: (string | number)[] = [];
    if (site !== null) where.push(`u.site_id = $${params.push(site)}`);
    if (keyword) where.push(`(u.username ILIKE $${params.push(`%${keyword}%`)} OR u.name ILIKE $${params.length})`);
    const rows = await ctx.db.query<UserDbRow>(`${SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY u.id`, params);
    return ok(rows.map(toUser));
  });

  app.post(SYSTEM_API.users, async (req) => {
    const actor = actorOf(req);
    guard(actor);
    const u = inputOf(asBag(req.body));
    if (!isAdmin(actor)) u.siteId = targetSite(actor, u.siteId);
    const errors = checkUserInput(u, true);
    if (errors.length > 0) throw invalidFields(errors);
    checkRoles(ctx, actor, u);
    const hash = await hashPassword(u.password ?? '');
    const id = await ctx.db.transaction(async (tx) => {
      await requireSite(tx, u.siteId);
      const taken = await tx.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [u.username]);
      if (taken.length > 0) throw invalid(`${USER_TITLES.username}已存在`, [{ field: 'username', message: `${USER_TITLES.username}已存在` }]);
      const rows = await tx.query<{ id: number }>(
        'INSERT INTO users (username, password_hash, name, phone, site_id, user_type, must_change_password) VALUES ($1, $2, $3, $4, $5, $6, true) RETURNING id',
        [u.username, hash, u.name, u.phone, u.siteId, u.userType],
      );
      const newId = rows[0]!.id;
      await setRoles(tx, newId, u.roles);
      await auditSetup(tx, actor, 'sys_user', newId, 'create', diff({}, { username: u.username, name: u.name, phone: u.phone, siteId: u.siteId, roles: u.roles, userType: u.userType }), 'create');
      return newId;
    });
    return ok(await loadUser(ctx.db, actor, id), '用户已创建');
  });

  app.put<{ Params: { id: string } }>('/api/system/users/:id', async (req) => {
    const actor = actorOf(req);
    guard(actor);
    const id = userId(req.params.id);
    const before = await loadUser(ctx.db, actor, id);
    const u = { ...inputOf(asBag(req.body)), username: before.username };
    if (!isAdmin(actor)) u.siteId = targetSite(actor, u.siteId);
    const errors = checkUserInput(u, false);
    if (errors.length > 0) throw invalidFields(errors);
    checkRoles(ctx, actor, u);
    // No self-lockout: nobody takes the role that manages users away from themselves.
    if (id === actor.userId && before.roles.some((r) => (r === ADMIN_ROLE || r === SITE_ADMIN_ROLE) && !u.roles.includes(r))) {
      throw invalid('不能移除自己的管理员角色', [{ field: 'roles', message: '不能移除自己的管理员角色' }]);
    }
    requireNotOwnRoles(actor, id, before.roles, u.roles);
    await ctx.db.transaction(async (tx) => {
      await requireSite(tx, u.siteId);
      await keepLastAdmin(tx, before, !u.roles.includes(ADMIN_ROLE));
      await tx.query('UPDATE users SET name = $2, phone = $3, site_id = $4, user_type = $5 WHERE id = $1', [id, u.name, u.phone, u.siteId, u.userType]);
      await setRoles(tx, id, u.roles);
      // A session under a role the user no longer holds ends (the guard also checks it per request).
      await tx.query('DELETE FROM sessions WHERE user_id = $1 AND NOT ($2::jsonb ? role)', [id, JSON.stringify(u.roles)]);
      const from = { name: before.name, phone: before.phone, siteId: before.siteId, roles: before.roles, userType: before.userType };
      await auditSetup(tx, actor, 'sys_user', id, 'update', diff(from, { name: u.name, phone: u.phone, siteId: u.siteId, roles: u.roles, userType: u.userType }));
    });
    return ok(await loadUser(ctx.db, actor, id), '已保存');
  });

  app.post<{ Params: { id: string } }>('/api/system/users/:id/lock', async (req) => {
    const actor = actorOf(req);
    guard(actor);
    const id = userId(req.params.id);
    const locked = asBag(req.body).locked === true;
    const before = await loadUser(ctx.db, actor, id);
    if (locked && id === actor.userId) throw invalid('不能锁定自己的账号');
    await ctx.db.transaction(async (tx) => {
      if (locked) await keepLastAdmin(tx, before, true);
      await tx.query('UPDATE users SET locked = $2 WHERE id = $1', [id, locked]);
      // A locked account is signed out everywhere at once.
      if (locked) await tx.query('DELETE FROM sessions WHERE user_id = $1', [id]);
      await auditSetup(tx, actor, 'sys_user', id, locked ? 'lock' : 'unlock', diff({ locked: before.locked }, { locked }));
    });
    return ok(await loadUser(ctx.db, actor, id), locked ? '账号已锁定' : '账号已解锁');
  });

  app.post<{ Params: { id: string } }>('/api/system/users/:id/resetPassword', async (req) => {
    const actor = actorOf(req);
    guard(actor);
    const id = userId(req.params.id);
    await loadUser(ctx.db, actor, id);
    const password = str(asBag(req.body), 'password') ?? '';
    const problem = passwordProblem(password, '新密码');
    if (problem) throw invalid(problem, [{ field: 'password', message: problem }]);
    const hash = await hashPassword(password);
    await ctx.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2, must_change_password = true WHERE id = $1', [id, hash]);
      await tx.query('DELETE FROM sessions WHERE user_id = $1 AND id <> $2', [id, actor.sessionId]);
      await auditSetup(tx, actor, 'sys_user', id, 'reset_password', [{ field: 'password', from: null, to: '（已重置）' }]);
    });
    return ok(await loadUser(ctx.db, actor, id), '密码已重置，用户下次登录须修改密码');
  });
}
