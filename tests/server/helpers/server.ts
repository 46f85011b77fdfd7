// A seeded server per test file, driven through fastify.inject.
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ApiEnvelope } from '../../../src/shared/codes.ts';
import type { Registry } from '../../../src/shared/schema/types.ts';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig, type ServerConfig } from '../../../src/server/config.ts';
import type { AppContext } from '../../../src/server/context.ts';
import { ensureEntityIndexes } from '../../../src/server/db/entityIndexes.ts';
import type { Db } from '../../../src/server/db/types.ts';
import { loadRegistry } from '../../../src/server/registryLoad.ts';
import { seedIfEmpty } from '../../../src/server/seed/index.ts';
import { migrate } from '../../../src/server/db/migrate.ts';
import { TestClock } from './clock.ts';
import { appCheckEnvironment } from '../../../src/app/plugins.ts';
import { SERVER_PLUGINS } from '../../../src/app/server.ts';
import type { ServerPlugin } from '../../../src/server/plugins.ts';
import { checkEnvironment } from '../../../src/shared/check/index.ts';
import { cachedDump, migratedDump, openTestDb, type Backend } from './db.ts';

export const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');

export interface TestServer {
  app: FastifyInstance;
  ctx: AppContext;
  db: Db;
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
  siteadmin: 'Siteadmin@123',
  siteadmin2: 'Siteadmin@123',
};

/** Every file the seed's outcome can depend on: server and shared code, schemas, menus and pages. */
async function sourceKey(root: string): Promise<string> {
  const h = createHash('sha256');
  // seed/ too: the demo records are read from the root's seed/records/*.json.
  const dirs = ['src/server', 'src/shared', 'src/plugins', 'src/app'].map((d) => join(PROJECT_ROOT, d)).concat(join(root, 'schemas'), ...(existsSync(join(root, 'seed')) ? [join(root, 'seed')] : []));
  for (const dir of dirs) {
    const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((d) => d.isFile());
    for (const f of files.map((d) => join(d.parentPath, d.name)).sort()) h.update(f).update(await readFile(f));
  }
  for (const f of ['menus.json', 'pages.json']) h.update(await readFile(join(root, f)));
  return h.digest('hex').slice(0, 16);
}

async function seededDump(root: string, registry: Registry, config: ServerConfig): Promise<Blob> {
  return cachedDump(`seeded-${await sourceKey(root)}`, await migratedDump(), async (db) => {
    await migrate(db);
    const app = await buildApp({ db, registry, config });
    await seedIfEmpty(app.ctx);
    await app.close();
  });
}

/** Another app on this engine with one custom home page (the fixture projects' route "home"). */
export const HOME_PAGE_APP: readonly ServerPlugin[] = [{ manifest: { name: 'fixture-home', requires: { entities: {} }, components: ['home'] } }];

export interface TestServerOptions {
  root?: string;
  registry?: Registry;
  seed?: boolean;
  /** Server plugins; default: the app's (src/app/server.ts) for this project, none for another root. */
  plugins?: readonly ServerPlugin[];
}

export async function startTestServer(backend: Backend, opts: TestServerOptions = {}): Promise<TestServer> {
  const clock = new TestClock();
  const root = opts.root ?? PROJECT_ROOT;
  // Another project root is another app on this engine: without this app's plugins unless given.
  const plugins = opts.plugins ?? (root === PROJECT_ROOT ? SERVER_PLUGINS : []);
  const dataDir = await mkdtemp(join(tmpdir(), 'nccq-test-'));
  const config = { ...loadConfig({ ROOT: root }), dataDir };
  let registry = opts.registry;
  if (!registry) {
    const env = plugins === SERVER_PLUGINS ? appCheckEnvironment() : checkEnvironment(plugins.map((p) => p.manifest));
    const loaded = await loadRegistry(root, env);
    if (!loaded.registry) throw new Error(`schema problems:\n${loaded.problems.join('\n')}`);
    registry = loaded.registry;
  }
  // PGlite starts from a cached seeded dump (seeding costs ~1.5 s); PostgreSQL seeds its fresh schema.
  const dump = backend === 'pglite' && opts.seed !== false ? await seededDump(root, registry, config) : undefined;
  const tdb = await openTestDb(backend, dump);
  await ensureEntityIndexes(tdb.db, registry);
  const app = await buildApp({ db: tdb.db, registry, config, clock, plugins });
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
