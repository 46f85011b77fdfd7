// Cross-site request refusal for state-changing API calls. A browser marks cross-site requests with
// Origin / Sec-Fetch-Site; any such request is refused. A request authenticated by the session cookie
// must also carry the X-Requested-With header, which a cross-site form cannot add (and we answer no CORS
// preflight). Callers that send the token header (API clients) are not riding on a cookie.
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';
import { Code } from '../../shared/codes.ts';
import { header } from './params.ts';
import { TOKEN_COOKIE } from '../auth/cookie.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_HEADER = 'X-Requested-With';

function sameOrigin(req: FastifyRequest, origin: string): boolean {
  try {
    // Through URL on both sides, so a default port written out (:80, :443) compares equal.
    return new URL(origin).host === new URL(`${req.protocol}://${req.host}`).host;
  } catch {
    return false;
  }
}

export function checkCrossSite(req: FastifyRequest): void {
  if (SAFE.has(req.method)) return;
  const site = header(req.headers, 'sec-fetch-site');
  const origin = header(req.headers, 'origin');
  if ((site && site !== 'same-origin' && site !== 'none') || (origin && !sameOrigin(req, origin))) {
    throw new ApiError(Code.UNAUTHORIZED, '拒绝跨站请求');
  }
  const cookieAuth = !header(req.headers, 'token') && req.cookies[TOKEN_COOKIE] !== undefined;
  if (cookieAuth && !header(req.headers, CSRF_HEADER)) throw new ApiError(Code.UNAUTHORIZED, `请求缺少 ${CSRF_HEADER} 头，已拒绝`);
}
