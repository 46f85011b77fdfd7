// A seeded server per test file, driven through fastify.inject.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { ApiEnvelope } from '../../../src/shared/codes.ts';
import type { Registry } from '../../../src/shared/schema/types.ts';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig, type ServerConfig } from '../../../src/server/config.ts';
import type { LogSetup } from '../../../src/server/http/logging.ts';
import type { AppContext } from '../../../src/server/context.ts';
import { ensureEntityIndexes } from '../../../src/server/db/entityIndexes.ts';
import { migrate } from '../../../src/server/db/migrate.ts';
import type { Db } from '../../../src/server/db/types.ts';
import { loadRegistry } from '../../../src/server/registryLoad.ts';
import { seedIfEmpty } from '../../../src/server/seed/index.ts';
import { TestClock } from './clock.ts';
import { appCheckEnvironment } from '../../../src/app/plugins.ts';
import { SERVER_PLUGINS } from '../../../src/app/server.ts';
import { pluginMigrations, type ServerPlugin } from '../../../src/server/plugins.ts';
import { checkEnvironment } from '../../../src/shared/check/index.ts';
import { clonePostgres, openTestDb, type Backend, type TestDb } from './db.ts';
import { PROJECT_ROOT, projectDump, projectRegistry, seededDump } from './prepared.ts';
import { checkReplies } from './replies.ts';

export { PROJECT_ROOT };

export interface TestServer {
  app: FastifyInstance;
  ctx: AppContext;
  db: Db;
  /** PostgreSQL: the connection string of this server's database (for a second process on it). */
  dbUrl?: string;
  config: ServerConfig;
  backend: Backend;
  /** The server's clock: fixed until the test advances it; background timers fire only then. */
  clock: TestClock;
  close(): Promise<void>;
  login(username: string, password?: string): Promise<string>;
  /** A token per user, logged in once per file (scrypt is slow on a busy machine). */
  token(username: string): Promise<string>;
  get<T = unknown>(url: string, token?: string, query?: Record<string, string>): Promise<ApiEnvelope<T>>;
  post<T = unknown>(url: string, body: unknown, token?: string): Promise<ApiEnvelope<T>>;
  put<T = unknown>(url: string, body: unknown, token?: string): Promise<ApiEnvelope<T>>;
  del<T = unknown>(url: string, token?: string, body?: unknown): Promise<ApiEnvelope<T>>;
}

export const PASSWORDS: Record<string, string> = {
  admin: 'Admin@123',
  operator: 'Operator@123',
  operator2: 'Operator@123',
  auditor: 'Auditor@123',
  auditor2: 'Auditor@123',
  finance: 'Finance@123',
  cashier: 'Cashier@123',
  siteadmin: 'Siteadmin@123',
  siteadmin2: 'Siteadmin@123',
};

/** Another app on this engine with one custom home page (the fixture projects' route "home"). */
export const HOME_PAGE_APP: readonly ServerPlugin[] = [{ manifest: { name: 'fixture-home', requires: { entities: {} }, components: ['home'] } }];

export interface TestServerOptions {
  root?: string;
  registry?: Registry;
  seed?: boolean;
  /** Seed an empty database in this file instead of starting from the run's prepared one (tests of the seed). */
  freshSeed?: boolean;
  /** Server plugins; default: the app's (src/app/server.ts) for this project, none for another root. */
  plugins?: readonly ServerPlugin[];
  /** Environment variables the configuration is read from (ROOT is the root above), e.g. BUSINESS_TZ. */
  env?: Record<string, string>;
  /** Request and job logs into this setup (a collecting stream); off when absent. */
  logger?: LogSetup;
}

export async function startTestServer(backend: Backend, opts: TestServerOptions = {}): Promise<TestServer> {
  const clock = new TestClock();
  const root = opts.root ?? PROJECT_ROOT;
  // Another project root is another app on this engine: without this app's plugins unless given.
  const plugins = opts.plugins ?? (root === PROJECT_ROOT ? SERVER_PLUGINS : []);
  const dataDir = await mkdtemp(join(tmpdir(), 'nccq-test-'));
  const config = { ...loadConfig({ ...opts.env, ROOT: root }), dataDir };
  const project = root === PROJECT_ROOT;
  let registry = opts.registry;
  if (!registry && project && plugins === SERVER_PLUGINS) registry = projectRegistry();
  if (!registry) {
    const env = plugins === SERVER_PLUGINS ? appCheckEnvironment() : checkEnvironment(plugins.map((p) => p.manifest));
    const loaded = await loadRegistry(root, env);
    if (!loaded.registry) throw new Error(`schema problems:\n${loaded.problems.join('\n')}`);
    registry = loaded.registry;
  }
  // This project's seeded database is prepared once per run (tests/unit-setup.ts): PGlite loads its dump,
  // PostgreSQL clones its template. Another project root seeds its own (PGlite: cached by its sources).
  let tdb: TestDb;
  if (opts.seed === false || opts.freshSeed) tdb = await openTestDb(backend);
  else if (backend === 'pglite') tdb = await openTestDb(backend, project ? await projectDump() : await seededDump(root, registry, plugins));
  else if (project) tdb = await clonePostgres(process.env.TEST_DATABASE_URL ?? '', inject('seededTemplate'));
  else tdb = await openTestDb(backend);
  // The plugins' own tables, as a start makes them (a no-op on the prepared database, which has them).
  await migrate(tdb.db, { plugins: pluginMigrations(plugins) });
  await ensureEntityIndexes(tdb.db, registry);
  const app = await buildApp({ db: tdb.db, registry, config, clock, plugins, ...(opts.logger ? { logger: opts.logger } : {}) });
  if (process.env.CONTRACT_REPLIES !== '0') checkReplies(app);
  if (opts.seed !== false) await seedIfEmpty(app.ctx);

  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, body?: unknown, query?: Record<string, string>) => {
    const res = await app.inject({
      method,
      url,
      query,
      headers: token ? { token } : {},
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    return res.json<ApiEnvelope<T>>();
  };
  const tokens = new Map<string, string>();
  const server: TestServer = {
    app,
    ctx: app.ctx,
    db: tdb.db,
    ...(tdb.url ? { dbUrl: tdb.url } : {}),
    config,
    backend,
    clock,
    close: async () => {
      await app.close();
      await tdb.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
    login: async (username, password) => {
      const r = await call<{ token: string }>('POST', '/api/user/login', undefined, { username, password: password ?? PASSWORDS[username] });
      if (r.code !== '200') throw new Error(`login ${username}: ${r.code} ${r.msg}`);
      return r.data.token;
    },
    token: async (username) => {
      let t = tokens.get(username);
      if (!t) tokens.set(username, (t = await server.login(username)));
      return t;
    },
    get: (url, token, query) => call('GET', url, token, undefined, query),
    post: (url, body, token) => call('POST', url, token, body),
    put: (url, body, token) => call('PUT', url, token, body),
    del: (url, token, body) => call('DELETE', url, token, body),
  };
  return server;
}
