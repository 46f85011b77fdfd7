// Start-up sequence shared by main.ts and anything that embeds the server (bench, e2e).
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { ServerConfig } from './config.ts';
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
import type { ServerPlugin } from './plugins.ts';
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
  const { db, kind, where } = await openDb(config);
  try {
    const app = await buildApp({ db, registry, config, logger: opts.logger, plugins });
    // Migrations, declared indexes and the seed run once however many processes start together.
    const { migrated, seeded } = await withStartupLock(db, async () => {
      const applied = await migrate(db);
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
      await app.listen({ port: config.port, host: config.host });
      url = `http://${config.host}:${config.port}/`;
    }
    return { app, db, url, dbKind: kind, dbWhere: where, seeded, migrated };
  } catch (e) {
    await db.close().catch(() => undefined);
    throw e;
  }
}
