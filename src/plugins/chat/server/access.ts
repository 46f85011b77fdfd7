// Who may do what in the chat. Staff: whoever may open the chat console page (the shared permission
// rule over pages.json and menus.json), limited to their site's sessions (an all-sites admin: all).
// Visitors: the holder of a session's cookie token, for that session only.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Actor, actorOf, type AppContext, unauthorized } from '../../../server/api.ts';
import { canPage, canSite, isAdmin } from '../../../shared/permission.ts';
import { CHAT_MANAGER_COMPONENT, VISITOR_COOKIE } from '../shared/api.ts';
import { sessionIdByToken } from './store.ts';

export interface StaffScope {
  actor: Actor;
  /** null: every site (the all-sites administrator). */
  siteId: number | null;
}

export function staffScope(ctx: AppContext, req: FastifyRequest): StaffScope {
  const actor = actorOf(req);
  const page = ctx.registry.pages.pages.find((p) => p.kind === 'custom' && p.component === CHAT_MANAGER_COMPONENT);
  if (!page || !canPage(actor, ctx.registry.menus, page)) throw unauthorized();
  if (actor.siteId === null) {
    if (!isAdmin(actor)) throw unauthorized();
    return { actor, siteId: null };
  }
  return { actor, siteId: actor.siteId };
}

export function assertSessionSite(scope: StaffScope, siteId: number): void {
  if (!canSite(scope.actor, siteId) || (scope.siteId !== null && scope.siteId !== siteId)) throw unauthorized();
}

export const hashToken = (t: string): string => createHash('sha256').update(t).digest('hex');
export const newToken = (): string => randomBytes(32).toString('base64url');

export function setVisitorCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(VISITOR_COOKIE, token, { path: '/api/chat/visitor', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https', maxAge: 30 * 24 * 3600 });
}

/** The visitor's session id, or null without a (valid) cookie. */
export async function visitorSessionId(ctx: AppContext, req: FastifyRequest): Promise<number | null> {
  const token = req.cookies[VISITOR_COOKIE];
  if (!token || token.length > 100) return null;
  return sessionIdByToken(ctx.db, hashToken(token));
}
