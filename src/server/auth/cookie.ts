// The session cookie: set by the server only, HttpOnly (no script reads it), SameSite=Lax, Secure when
// the request came over https (directly, or through a proxy trusted by TRUST_PROXY).
import type { FastifyReply, FastifyRequest } from 'fastify';

export const TOKEN_COOKIE = 'Admin-Token';
/** Readable by scripts: while set, the shell sends every page to 个人设置 (a password change is due). */
export const CHANGE_PASS_COOKIE = 'Change-Pass';

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(TOKEN_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https' });
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(TOKEN_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https' });
}
