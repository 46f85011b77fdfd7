// The signed-in user of a request. The guard sets req.actor on every non-public route; routes, services
// and plugins read it here rather than from the login routes, so nothing but the app assembly imports routes/.
import type { FastifyRequest } from 'fastify';
import { Code } from '../../shared/codes.ts';
import type { Actor } from '../context.ts';
import { ApiError } from '../http/errors.ts';

export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw new ApiError(Code.SESSION_EXPIRED);
  return req.actor;
}
