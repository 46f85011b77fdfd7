// Builds the HTTP server: parsers, the envelope, the guard, the API routes, and the built web app.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Code, CodeMessage, type ApiEnvelope } from '../shared/codes.ts';
import type { Registry } from '../shared/schema/types.ts';
import type { Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import { createContext, type AppContext } from './context.ts';
import { setBusinessTimeZone } from '../shared/time/business.ts';
import type { Db } from './db/types.ts';
import { resolveActor } from './guard.ts';
import { clearSessionCookie, TOKEN_COOKIE } from './auth/cookie.ts';
import { checkCrossSite } from './http/csrf.ts';
import { clientErrorMessage, isStorageFull, MAX_URL_LENGTH, onClientError, onFrameworkError } from './http/failures.ts';
import { checkRequestText } from './http/hygiene.ts';
import { imageSources, registerSecurityHeaders } from './http/headers.ts';
import { staticCacheHeaders } from './http/staticCache.ts';
import { signedInHtml } from './http/pageHint.ts';
import { ApiError } from './http/errors.ts';
import { registerContract } from './http/contract.ts';
import { registerOpenApi } from './http/openapi.ts';
import { loggerOptions, type LogSetup } from './http/logging.ts';
import { largestUpload } from './files/limits.ts';
import { registerMultipart } from './http/multipart.ts';
import { accountRoutes } from './routes/account.ts';
import { authRoutes } from './routes/auth.ts';
import { ssoRoutes } from './routes/sso.ts';
import { commonRoutes } from './routes/common.ts';
import { excelRoutes } from './routes/excel.ts';
import { fileRoutes } from './routes/files.ts';
import { lookupRoutes } from './routes/lookups.ts';
import { messageRoutes } from './routes/messages.ts';
import { metaRoutes } from './routes/meta.ts';
import { publicRoutes } from './routes/public.ts';
import { healthRoutes } from './routes/health.ts';
import { DatabaseUnavailable } from './db/unavailable.ts';
import type { ServerPlugin } from './plugins.ts';
import { formatIssue, pluginClashes } from '../shared/check/index.ts';
import { recordRoutes } from './routes/records.ts';
import { listRoutes } from './routes/lists.ts';
import { statsRoutes } from './routes/stats.ts';
import { systemRoutes } from './system/index.ts';
import { registerEventStreams } from './realtime/sse.ts';
import { unreadRoutes } from './realtime/unread.ts';
import { uniqueViolation } from './db/uniqueIndexes.ts';

export interface BuildOptions {
  db: Db;
  registry: Registry;
  config: ServerConfig;
  /** Request logs (http/logging.ts): true for the default setup; off when absent (tests). */
  logger?: boolean | LogSetup;
  /** Defaults to the system clock; tests pass one they control. */
  clock?: Clock;
  /** The app's plugins, from its composition root (src/app). */
  plugins?: readonly ServerPlugin[];
}

/** Paths that answer in the envelope and need a session (unless the route is marked public). */
function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/unread/');
}

function envelope(code: string, msg: string, errors?: ApiError['errors']): ApiEnvelope<null> {
  return errors ? { code, msg, data: null, errors } : { code, msg, data: null };
}

/** fastify takes hop counts as a function of the hop index; booleans as they are. */
function trustProxyOption(v: boolean | number): boolean | ((addr: string, hop: number) => boolean) {
  return typeof v === 'number' ? (_addr, hop) => hop < v : v;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance & { ctx: AppContext }> {
  const options: FastifyServerOptions = {
    logger: opts.logger === true ? loggerOptions({}) : opts.logger ? loggerOptions(opts.logger) : false,
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: trustProxyOption(opts.config.trustProxy),
    clientErrorHandler: onClientError,
    frameworkErrors: onFrameworkError,
  };
  const app: FastifyInstance = Fastify(options);
  // One business time zone per process (src/shared/time/business.ts): days, months, years and shown times.
  setBusinessTimeZone(opts.config.businessTimeZone);
  // startServer's check already refuses these; an app built directly (tests, embedding) is refused here.
  const clashes = pluginClashes((opts.plugins ?? []).map((p) => p.manifest));
  if (clashes.length > 0) throw new Error(`plugin names clash:\n${clashes.map(formatIssue).join('\n')}`);
  const ctx = createContext(opts.db, opts.registry, opts.config, opts.clock, opts.plugins ?? []);
  registerContract(app, ctx.plugins);
  await registerOpenApi(app, () => ctx.registry);

  // The main client posts form-encoded bodies by default (spec section 7).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  await registerMultipart(app, largestUpload(opts.registry));

  app.addHook('onRequest', async (req, reply) => {
    // The id of the request's log lines, so a caller's report can be matched to them.
    void reply.header('x-request-id', req.id);
    if (req.url.length > MAX_URL_LENGTH) return reply.status(414).send(envelope(Code.INVALID, '请求地址过长'));
  });
  await registerSecurityHeaders(app, isApiPath, imageSources(process.env.VITE_TILE_URL, opts.config.cspImgSrc));
  await app.register(fastifyCookie);
  app.decorateRequest('actor', null);
  app.addHook('preHandler', async (req, reply) => {
    if (!isApiPath(req.url)) return;
    checkRequestText(ctx, req);
    checkCrossSite(req);
    if (req.routeOptions.config.public) return;
    try {
      req.actor = await resolveActor(ctx, req);
    } catch (e) {
      // A dead session cookie is dropped with the refusal: scripts cannot remove an HttpOnly cookie.
      if (e instanceof ApiError && e.code === Code.SESSION_EXPIRED && req.cookies[TOKEN_COOKIE] !== undefined) clearSessionCookie(req, reply);
      throw e;
    }
  });

  app.setErrorHandler((err: FastifyError | ApiError | Error, req, reply) => {
    if (err instanceof ApiError) return reply.status(200).send(envelope(err.code, err.message, err.errors));
    // A business number or unique value the database refused (its unique index): name the field.
    const duplicate = uniqueViolation(ctx.registry, err);
    if (duplicate) return reply.status(200).send(envelope(Code.INVALID, duplicate.message, [duplicate]));
    // The database is down or unreachable (the adapter logs it, rate-limited): a quick 503 the user can
    // act on, for every request alike; the pool connects again by itself once the database is back.
    if (err instanceof DatabaseUnavailable) {
      return reply.status(503).header('retry-after', '5').send(envelope(Code.DB_UNAVAILABLE, CodeMessage[Code.DB_UNAVAILABLE]));
    }
    // A full disk (files or database): the write did not happen; an operator must free space. Logged
    // as an error (it is ours to fix, not the caller's), answered with 507 and what to do.
    if (isStorageFull(err)) {
      req.log.error({ err }, 'storage full');
      return reply.status(507).send(envelope(Code.STORAGE_FULL, CodeMessage[Code.STORAGE_FULL]));
    }
    const fe = err as FastifyError;
    if (fe.statusCode !== undefined && fe.statusCode >= 400 && fe.statusCode < 500) {
      // Malformed body, unsupported content type and the like: the caller's mistake, not ours.
      return reply.status(200).send(envelope(Code.INVALID, clientErrorMessage(fe)));
    }
    req.log.error({ err }, 'request failed');
    if (!opts.logger) console.error(err);
    return reply.status(200).send(envelope(Code.SERVER_ERROR, CodeMessage[Code.SERVER_ERROR]));
  });

  registerEventStreams(app, ctx.realtime, ctx.db);
  app.addHook('onClose', () => ctx.realtime.close());
  authRoutes(app, ctx);
  ssoRoutes(app, ctx);
  accountRoutes(app, ctx);
  metaRoutes(app, ctx);
  recordRoutes(app, ctx);
  listRoutes(app, ctx);
  excelRoutes(app, ctx);
  commonRoutes(app, ctx);
  lookupRoutes(app, ctx);
  messageRoutes(app, ctx);
  unreadRoutes(app, ctx);
  statsRoutes(app, ctx);
  systemRoutes(app, ctx);
  publicRoutes(app, ctx);
  healthRoutes(app, ctx);
  await fileRoutes(app, ctx);
  for (const plugin of ctx.plugins) await plugin.routes?.(app, ctx);

  const dist = join(opts.config.root, 'dist');
  const hasWeb = existsSync(join(dist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: dist, prefix: '/', wildcard: false, setHeaders: staticCacheHeaders, preCompressed: true });
  const indexHtml = hasWeb ? readFileSync(join(dist, 'index.html'), 'utf8') : '';

  app.setNotFoundHandler((req, reply) => {
    if (isApiPath(req.url) || req.method !== 'GET' || !hasWeb) {
      return reply.status(404).send(envelope(Code.NOT_FOUND, `接口不存在：${req.method} ${req.url.split('?')[0]}`));
    }
    // Client-side routes: every other GET gets the single-page app; a signed-in visit with the hint of
    // the page at that path (http/pageHint.ts).
    if (req.cookies[TOKEN_COOKIE]) {
      const html = signedInHtml(ctx.registry, indexHtml, req.url.split('?')[0] ?? '/');
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return reply.sendFile('index.html');
  });

  return Object.assign(app, { ctx });
}
