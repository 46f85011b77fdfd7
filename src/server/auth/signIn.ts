// What a successful sign-in does, however the user proved who they are (password, single sign-on): a
// session for the role, its cookie, the change-password cookie when an administrator set the password,
// and the answer the login page reads. One place, so the two ways in cannot drift apart.
import { ALL_SITES } from '../../shared/site/allSites.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResult } from '../../shared/api.ts';
import type { AppContext } from '../context.ts';
import { CHANGE_PASS_COOKIE, setSessionCookie } from './cookie.ts';
import { createSession } from './sessions.ts';
import type { UserRow } from './users.ts';

export async function signIn(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, user: UserRow, role: string): Promise<LoginResult> {
  const token = await createSession(ctx.db, user.id, role, ctx.config.sessionTtlHours);
  setSessionCookie(req, reply, token);
  // A password set by an administrator must be changed first. The guard enforces it from the users row
  // (src/server/guard.ts); the answer and the user info tell the browser, and the spec's cookie says it too.
  if (user.must_change_password) void reply.setCookie(CHANGE_PASS_COOKIE, '1', { path: '/', sameSite: 'lax' });
  return { token, userId: user.id, siteId: user.site_id, siteName: user.site_name ?? ALL_SITES, mustChangePassword: user.must_change_password };
}
