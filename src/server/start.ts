// Start-up sequence shared by main.ts and anything that embeds the server (bench, e2e).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, type ServerConfig } from './config.ts';
import { ensureEntityIndexes } from './db/entityIndexes.ts';
import { scheduleMaintenance, vacuumAnalyze } from './db/maintenance.ts';
import { migrate } from './db/migrate.ts';
import { requireTableResources } from './resources/verify.ts';
import { withStartupLock } from './db/startupLock.ts';
import { openDb } from './db/open.ts';
import type { Db } from './db/types.ts';
import { loadRegistry } from './registryLoad.ts';
import { seedIfEmpty } from './seed/index.ts';
import { failStaleRuns } from './sync/store.ts';
import { pluginMigrations, type ServerPlugin } from './plugins.ts';
import { checkEnvironment } from '../shared/check/index.ts';
import { startLiveReload } from './dev/liveReload.ts';

export interface Started {
  app: FastifyInstance;
  db: Db;
  url: string;
  dbKind: 'postgres' | 'pglite';
  dbWhere: string;
  seeded: boolean;
  migrated: string[];
}

export class SchemaProblems extends Error {
  constructor(readonly problems: string[]) {
    super(`schema check failed:\n${problems.join('\n')}`);
  }
}

/** The address the server is to listen on cannot be had: the message names the variable to change. */
export class AddressUnavailable extends Error {
  constructor(
    readonly variable: 'PORT' | 'HOST',
    message: string,
  ) {
    super(message);
  }
}

/** A listen failure in words the operator can act on, or null for any other error. */
export function addressProblem(e: unknown, port: number, host: string): AddressUnavailable | null {
  const code = (e as NodeJS.ErrnoException | null)?.code;
  if (code === 'EADDRINUSE') {
    return new AddressUnavailable('PORT', `端口 ${port} 已被占用（PORT）：请换一个端口或停止占用它的进程 / port ${port} on ${host} is already in use`);
  }
  if (code === 'EACCES') {
    return new AddressUnavailable('PORT', `端口 ${port} 无权使用（PORT）：请换一个 1024 以上的端口，或以有权限的用户启动 / no permission to listen on port ${port}`);
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new AddressUnavailable('HOST', `监听地址 ${host} 不是本机的地址（HOST）：请改为 127.0.0.1、0.0.0.0 或本机网卡的地址 / cannot listen on ${host}`);
  }
  return null;
}

/**
 * Fails at once, before the database is opened and seeded, when the address is taken: the listen at the
 * end checks again (another process may take it meanwhile).
 */
async function checkAddress(port: number, host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (e) => reject(addressProblem(e, port, host) ?? e));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** DATA_DIR cannot be written: the start stops with one line naming the folder and why. */
export class DataDirUnwritable extends Error {
  constructor(
    readonly dir: string,
    readonly reason: string,
  ) {
    super(`数据文件夹不可写：${dir}（${reason}），服务器未启动 / DATA_DIR ${dir} is not writable`);
  }
}

const WHY_UNWRITABLE: Record<string, string> = {
  ENOTDIR: '路径中有一段是文件而不是文件夹',
  EEXIST: '路径已被一个文件占用',
  EACCES: '没有写入权限',
  EPERM: '没有写入权限',
  EROFS: '所在磁盘是只读的',
  ENOSPC: '磁盘空间不足',
  EDQUOT: '磁盘配额已用完',
  ENAMETOOLONG: '路径过长',
};

/**
 * The files, the embedded database and its lock live in DATA_DIR: a folder that cannot be created or
 * written to stops the start here, honestly, by creating and removing a probe file in it.
 */
export async function checkDataDir(dir: string): Promise<void> {
  const probe = join(dir, `.write-probe-${process.pid}`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(probe, '');
    await rm(probe, { force: true });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException | null)?.code ?? '';
    throw new DataDirUnwritable(dir, WHY_UNWRITABLE[code] ?? (code || String(e)));
  }
}

/**
 * The database reads times in the business zone too (stats groups, time filters read as text): a zone name
 * the runtime knows but the database's time zone data does not stops the start, naming BUSINESS_TZ.
 */
export async function checkBusinessZone(db: Db, zone: string): Promise<void> {
  try {
    await db.query('SELECT now() AT TIME ZONE $1::text AS t', [zone]);
  } catch {
    throw new ConfigError('BUSINESS_TZ', zone, '数据库的时区数据里没有这个时区，请换一个 IANA 时区名');
  }
}

export interface StartOptions {
  logger?: boolean;
  listen?: boolean;
  /** The app's plugins (src/app/server.ts); the check runs against their manifests. */
  plugins?: readonly ServerPlugin[];
}

export async function startServer(config: ServerConfig, opts: StartOptions = {}): Promise<Started> {
  const plugins = opts.plugins ?? [];
  const env = checkEnvironment(plugins.map((p) => p.manifest));
  const { registry, problems } = await loadRegistry(config.root, env);
  if (!registry) throw new SchemaProblems(problems);
  if (opts.listen !== false) await checkAddress(config.port, config.host);
  await checkDataDir(config.dataDir);
  const { db, kind, where } = await openDb(config);
  // Closed again when a later step fails (its timers and streams would keep an embedding process alive).
  let built: FastifyInstance | null = null;
  try {
    await checkBusinessZone(db, config.businessTimeZone);
    const app = await buildApp({ db, registry, config, logger: opts.logger, plugins });
    built = app;
    // Migrations, declared indexes and the seed run once however many processes start together.
    const { migrated, seeded } = await withStartupLock(db, async () => {
      const applied = await migrate(db, { plugins: pluginMigrations(plugins) });
      await ensureEntityIndexes(db, registry);
      await requireTableResources(db, registry);
      return { migrated: applied, seeded: await seedIfEmpty(app.ctx) };
    });
    // Data-sync runs a stopped process left behind show as failed once this one is up.
    await failStaleRuns(app.ctx);
    if (config.liveReload) startLiveReload(app, app.ctx, env);
    // PGlite has no autovacuum: analyze after the bulk load of the seed, then keep it up on a schedule.
    if (kind === 'pglite') {
      if (seeded) await vacuumAnalyze(db, ['records', 'record_transitions', 'regions']);
      const stop = scheduleMaintenance(db, undefined, (e) => app.log.warn({ err: e }, 'database maintenance failed'));
      app.addHook('onClose', async () => stop());
    }
    let url = '';
    if (opts.listen !== false) {
      try {
        await app.listen({ port: config.port, host: config.host });
      } catch (e) {
        throw addressProblem(e, config.port, config.host) ?? e;
      }
      url = `http://${config.host}:${config.port}/`;
    }
    return { app, db, url, dbKind: kind, dbWhere: where, seeded, migrated };
  } catch (e) {
    await built?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw e;
  }
}
