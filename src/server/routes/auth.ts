// Login, user info, logout and role switch.
import type { FastifyInstance } from 'fastify';
import { API, type UserInfo } from '../../shared/api.ts';
import { Code } from '../../shared/codes.ts';
import type { Actor, AppContext } from '../context.ts';
import { actorOf } from '../auth/actor.ts';
import { clearSessionCookie } from '../auth/cookie.ts';
import { auditLogin, type LoginOutcome } from '../auth/audit.ts';
import { dummyHash, verifyPassword } from '../auth/password.ts';
import { ACCOUNT_POLICY, ADDRESS_POLICY, LoginThrottle, waitText, type ThrottlePolicy } from '../auth/throttle.ts';
import { deleteSession, setSessionRole } from '../auth/sessions.ts';
import { signIn } from '../auth/signIn.ts';
import { ALL_SITES } from '../../shared/site/allSites.ts';
import { findUserById, findUserByName, userRoles } from '../auth/users.ts';
import { menusFor } from '../guard.ts';
import { ok } from '../http/envelope.ts';
import { ApiError, invalid, unauthorized } from '../http/errors.ts';
import { asBag, str } from '../http/params.ts';

export async function userInfo(ctx: AppContext, actor: Actor): Promise<UserInfo> {
  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw new ApiError(Code.SESSION_EXPIRED);
  return {
    userId: user.id,
    username: user.username,
    name: user.name,
    avatar: user.avatar,
    introduction: user.introduction,
    roles: actor.roles,
    menuNames: actor.menuNames,
    hiddenMenus: actor.hiddenMenus ?? [],
    siteId: user.site_id,
    siteName: user.site_name ?? ALL_SITES,
    userType: user.user_type,
    mustChangePassword: user.must_change_password,
  };
}

/** The address counter and the account counter (names compared case-insensitively), in the order they are charged. */
function loginKeys(username: string, address: string): [[string, ThrottlePolicy], [string, ThrottlePolicy]] {
  return [
    [`addr:${address}`, ADDRESS_POLICY],
    [`user:${username.toLowerCase()}`, ACCOUNT_POLICY],
  ];
}

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const now = (): number => ctx.clock.now();
  const throttle = new LoginThrottle(ctx.db, now);

  app.post(API.login, { config: { public: true } }, async (req, reply) => {
    const body = asBag(req.body);
    const username = (str(body, 'username') ?? '').trim();
    const password = str(body, 'password') ?? '';
    if (!username) throw invalid('请输入用户名', [{ field: 'username', message: '请输入用户名' }]);
    if (!password) throw invalid('请输入密码', [{ field: 'password', message: '请输入密码' }]);
    const address = req.ip;
    const keys = loginKeys(username, address);
    const [[addressKey], [accountKey]] = keys;
    const audit = (outcome: LoginOutcome, userId: number | null = null) => auditLogin(ctx.db, { username, userId, address, outcome, at: now() });
    // Counted before the password is checked (address first, so a refused address never charges the
    // account): at most the allowed number of attempts is ever checked, however many arrive at once.
    const charge = await throttle.chargeAll(keys);
    if (!charge.allowed) {
      await audit('locked');
      throw new ApiError(Code.LOGIN_FAILED, `登录失败次数过多，请 ${waitText(charge.waitMs)}后再试`);
    }
    const user = await findUserByName(ctx.db, username);
    // Same work and the same answer for an unknown user and a wrong password, so names cannot be probed.
    const good = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
    if (!user || !good) {
      await audit('bad_credentials', user?.id ?? null);
      throw new ApiError(Code.LOGIN_FAILED);
    }
    // The right password is no failure: the address takes its count back, the account is cleared on
    // success (as before) or takes its count back when the account may not sign in anyway.
    await throttle.refund(addressKey);
    if (user.locked) {
      await throttle.refund(accountKey);
      await audit('locked_account', user.id);
      throw new ApiError(Code.LOGIN_FAILED, '该账号已被锁定，请联系管理员');
    }
    const roles = await userRoles(ctx.db, user.id);
    if (roles.length === 0) {
      await throttle.refund(accountKey);
      await audit('no_role', user.id);
      throw new ApiError(Code.LOGIN_FAILED, '该用户未分配角色，请联系管理员');
    }
    await throttle.clear(accountKey);
    const result = await signIn(ctx, req, reply, user, roles[0]!);
    await audit('ok', user.id);
    return ok(result);
  });

  app.get(API.info, async (req) => ok(await userInfo(ctx, actorOf(req))));

  app.post(API.logout, async (req, reply) => {
    await deleteSession(ctx.db, actorOf(req).sessionId);
    clearSessionCookie(req, reply);
    return ok(null, '退出成功');
  });

  app.post(API.switchRole, async (req) => {
    const actor = actorOf(req);
    const role = (str(asBag(req.body), 'role') ?? '').trim();
    if (!role) throw invalid('请选择角色');
    // roles holds exactly the roles this user has; anything else is refused.
    if (!actor.roles.includes(role)) throw unauthorized();
    await setSessionRole(ctx.db, actor.sessionId, role);
    const switched: Actor = {
      ...actor,
      roles: [role, ...actor.roles.filter((r) => r !== role)],
      menuNames: await menusFor(ctx, role, actor.variety, actor.site),
    };
    return ok(await userInfo(ctx, switched));
  });
}
