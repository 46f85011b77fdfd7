// Builds the HTTP server: parsers, the envelope, the guard, the API routes, and the built web app.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { Code, CodeMessage, type ApiEnvelope } from '../shared/codes.ts';
import type { Registry } from '../shared/schema/types.ts';
import type { Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import { createContext, type AppContext } from './context.ts';
import type { Db } from './db/types.ts';
import { resolveActor } from './guard.ts';
import { auctionRoutes } from './auction/routes.ts';
import { ApiError } from './http/errors.ts';
import { parseMultipart } from './http/multipart.ts';
import { accountRoutes } from './routes/account.ts';
import { authRoutes } from './routes/auth.ts';
import { commonRoutes } from './routes/common.ts';
import { fileRoutes } from './routes/files.ts';
import { messageRoutes } from './routes/messages.ts';
import { metaRoutes } from './routes/meta.ts';
import { recordRoutes } from './routes/records.ts';
import { statsRoutes } from './routes/stats.ts';

export interface BuildOptions {
  db: Db;
  registry: Registry;
  config: ServerConfig;
  /** Request logging (off in tests). */
  logger?: boolean;
  /** Defaults to the system clock; tests pass one they control. */
  clock?: Clock;
}

/** Paths that answer in the envelope and need a session (unless the route is marked public). */
function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/unread/');
}

function envelope(code: string, msg: string, errors?: ApiError['errors']): ApiEnvelope<null> {
  return errors ? { code, msg, data: null, errors } : { code, msg, data: null };
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance & { ctx: AppContext }> {
  const app: FastifyInstance = Fastify({ logger: opts.logger ?? false, bodyLimit: 10 * 1024 * 1024 });
  const ctx = createContext(opts.db, opts.registry, opts.config, opts.clock);

  // The main client posts form-encoded bodies by default (spec section 7).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (req, body, done) => {
    try {
      done(null, parseMultipart(Buffer.isBuffer(body) ? body : Buffer.from(body), req.headers['content-type'] ?? ''));
    } catch (e) {
      done(new ApiError(Code.INVALID, `请求格式不正确：${(e as Error).message}`), undefined);
    }
  });

  app.decorateRequest('actor', null);
  app.addHook('preHandler', async (req) => {
    if (!isApiPath(req.url) || req.routeOptions.config.public) return;
    req.actor = await resolveActor(ctx, req);
  });

  app.setErrorHandler((err: FastifyError | ApiError | Error, req, reply) => {
    if (err instanceof ApiError) return reply.status(200).send(envelope(err.code, err.message, err.errors));
    const fe = err as FastifyError;
    if (fe.statusCode !== undefined && fe.statusCode >= 400 && fe.statusCode < 500) {
      // Malformed body, unsupported content type and the like: the caller's mistake, not ours.
      return reply.status(200).send(envelope(Code.INVALID, `请求格式不正确：${fe.message}`));
    }
    req.log.error(err);
    if (!opts.logger) console.error(err);
    return reply.status(200).send(envelope(Code.SERVER_ERROR, CodeMessage[Code.SERVER_ERROR]));
  });

  authRoutes(app, ctx);
  accountRoutes(app, ctx);
  metaRoutes(app, ctx);
  recordRoutes(app, ctx);
  // Bidding, the auction clock, and the auction entities' transition routes (static paths that take
  // precedence over the generic /api/records/:entity/:id/transition for those entities).
  auctionRoutes(app, ctx);
  commonRoutes(app, ctx);
  messageRoutes(app, ctx);
  statsRoutes(app, ctx);
  await fileRoutes(app, ctx);

  const dist = join(opts.config.root, 'dist');
  const hasWeb = existsSync(join(dist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: dist, prefix: '/', wildcard: false });

  app.setNotFoundHandler((req, reply) => {
    if (isApiPath(req.url) || req.method !== 'GET' || !hasWeb) {
      return reply.status(404).send(envelope(Code.NOT_FOUND, `接口不存在：${req.method} ${req.url.split('?')[0]}`));
    }
    // Client-side routes: every other GET gets the single-page app.
    return reply.sendFile('index.html');
  });

  return Object.assign(app, { ctx });
}
