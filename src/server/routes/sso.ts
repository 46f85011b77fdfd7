// Single sign-on from the content system. The content system, holding a user's session token, asks for
// a one-time ticket (POST /api/user/ssoTicket with the token header) and sends the browser to
// /login?token=<ticket>&userId=&domain=&hold=&siteName=; the login page exchanges the ticket here for a
// session cookie. A session token in that URL is refused: it is not a ticket.
import type { FastifyInstance } from 'fastify';
import { API, type SsoTicket } from '../../shared/api.ts';
import { Code } from '../../shared/codes.ts';
import type { AppContext } from '../context.ts';
import { auditLogin } from '../auth/audit.ts';
import { signIn } from '../auth/signIn.ts';
import { consumeTicket, createTicket, TICKET_SECONDS } from '../auth/tickets.ts';
import { findUserById, userRoles } from '../auth/users.ts';
import { ok } from '../http/envelope.ts';
import { ApiError, invalid } from '../http/errors.ts';
import { asBag, str } from '../http/params.ts';
import { actorOf } from '../auth/actor.ts';

export function ssoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(API.ssoTicket, async (req) => {
    const actor = actorOf(req);
    const result: SsoTicket = { ticket: await createTicket(ctx.db, actor.userId, actor.roles[0] ?? ''), expiresIn: TICKET_SECONDS };
    return ok(result);
  });

  app.post(API.ssoLogin, { config: { public: true } }, async (req, reply) => {
    const ticket = (str(asBag(req.body), 'ticket') ?? '').trim();
    if (!ticket) throw invalid('缺少单点登录票据');
    const used = await consumeTicket(ctx.db, ticket);
    if (!used) throw new ApiError(Code.SESSION_EXPIRED, '单点登录链接无效或已过期，请重新登录');
    const user = await findUserById(ctx.db, used.userId);
    const roles = user ? await userRoles(ctx.db, user.id) : [];
    if (!user || !roles.includes(used.role)) throw new ApiError(Code.SESSION_EXPIRED, '单点登录链接无效或已过期，请重新登录');
    const result = await signIn(ctx, req, reply, user, used.role);
    await auditLogin(ctx.db, { username: user.username, userId: user.id, address: req.ip, outcome: 'sso', at: ctx.clock.now() });
    return ok(result);
  });
}
