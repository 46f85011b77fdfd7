// 个人设置: the caller's own profile and password. The same checks as the page (src/shared/account.ts);
// the old password is verified against its scrypt hash (each check counted first, per user, with the
// login's limits), and a change ends the user's other sessions.
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_API,
  checkPasswordChange,
  checkProfile,
  FIELD_TITLES,
  type PasswordChanged,
  type PasswordInput,
  type ProfileInput,
} from '../../shared/account.ts';
import type { AppContext } from '../context.ts';
import { auditLogin, type LoginOutcome } from '../auth/audit.ts';
import { CHANGE_PASS_COOKIE } from '../auth/cookie.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { ACCOUNT_POLICY, LoginThrottle, waitText } from '../auth/throttle.ts';
import { findUserById } from '../auth/users.ts';
import { ok } from '../http/envelope.ts';
import { ApiError, invalid, invalidFields } from '../http/errors.ts';
import { asBag, str, type Bag } from '../http/params.ts';
import { Code } from '../../shared/codes.ts';
import { actorOf } from '../auth/actor.ts';
import { userInfo } from './auth.ts';

const WRONG_OLD = `${FIELD_TITLES.oldPassword}不正确`;

function profileOf(body: Bag): ProfileInput {
  return {
    name: (str(body, 'name') ?? '').trim(),
    avatar: (str(body, 'avatar') ?? '').trim(),
    // Inner line breaks are the user's; only the ends are noise.
    introduction: (str(body, 'introduction') ?? '').trim(),
  };
}

function passwordsOf(body: Bag): PasswordInput {
  // Passwords are taken verbatim: a space may be part of one.
  return {
    oldPassword: str(body, 'oldPassword') ?? '',
    newPassword: str(body, 'newPassword') ?? '',
    confirmPassword: str(body, 'confirmPassword') ?? '',
  };
}

export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const throttle = new LoginThrottle(ctx.db, () => ctx.clock.now());

  app.post(ACCOUNT_API.updateProfile, async (req) => {
    const actor = actorOf(req);
    const profile = profileOf(asBag(req.body));
    const errors = checkProfile(profile);
    if (errors.length > 0) throw invalidFields(errors);
    await ctx.db.query('UPDATE users SET name = $2, avatar = $3, introduction = $4 WHERE id = $1', [
      actor.userId,
      profile.name,
      profile.avatar,
      profile.introduction,
    ]);
    return ok(await userInfo(ctx, actor), '个人信息已保存');
  });

  app.post(ACCOUNT_API.changePassword, async (req, reply) => {
    const actor = actorOf(req);
    const input = passwordsOf(asBag(req.body));
    const errors = checkPasswordChange(input);
    if (errors.length > 0) throw invalidFields(errors);
    const user = await findUserById(ctx.db, actor.userId);
    if (!user) throw new ApiError(Code.SESSION_EXPIRED);
    const audit = (outcome: LoginOutcome) => auditLogin(ctx.db, { username: user.username, userId: user.id, address: req.ip, outcome, at: ctx.clock.now() });
    // A session is no licence to guess the old password: each check is counted first, as at login.
    const key = `pass:${user.id}`;
    const charge = await throttle.charge(key, ACCOUNT_POLICY);
    if (!charge.allowed) {
      await audit('old_password_locked');
      const msg = `${FIELD_TITLES.oldPassword}错误次数过多，请 ${waitText(charge.waitMs)}后再试`;
      throw invalid(msg, [{ field: 'oldPassword', message: msg }]);
    }
    if (!(await verifyPassword(input.oldPassword, user.password_hash))) {
      await audit('old_password_wrong');
      throw invalid(WRONG_OLD, [{ field: 'oldPassword', message: WRONG_OLD }]);
    }
    await throttle.clear(key);
    const hash = await hashPassword(input.newPassword);
    const ended = await ctx.db.transaction(async (tx) => {
      // Compare-and-set on the hash read: two concurrent changes cannot both pass with the same old password.
      const updated = await tx.query<{ id: number }>(
        'UPDATE users SET password_hash = $2, must_change_password = false WHERE id = $1 AND password_hash = $3 RETURNING id',
        [actor.userId, hash, user.password_hash],
      );
      if (updated.length === 0) throw invalid(WRONG_OLD, [{ field: 'oldPassword', message: WRONG_OLD }]);
      // Whoever else holds this user's sessions (another browser, a leaked token) is signed out; this one stays.
      const gone = await tx.query<{ id: number }>('DELETE FROM sessions WHERE user_id = $1 AND id <> $2 RETURNING id', [
        actor.userId,
        actor.sessionId,
      ]);
      return gone.length;
    });
    // The change is what the guard waited for (must_change_password is now false); the cookie goes too.
    void reply.clearCookie(CHANGE_PASS_COOKIE, { path: '/' });
    const result: PasswordChanged = { endedSessions: ended };
    return ok(result, '密码修改成功');
  });
}
