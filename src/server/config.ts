// Server configuration from the environment; every value has a default so `npm start` needs nothing set.
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder for the embedded database (pgdata/) and uploaded files (files/). */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl: string | null;
  /** Session lifetime in hours. */
  sessionTtlHours: number;
  /** Project root: where menus.json, pages.json and schemas/ live. */
  root: string;
  /** Watch the declarative files and push re-checks to open pages (DEV=1 or NODE_ENV=development). */
  liveReload: boolean;
}

function intOr(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = resolve(env.ROOT ?? process.cwd());
  return {
    port: intOr(env.PORT, 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(root, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL ? env.DATABASE_URL : null,
    sessionTtlHours: intOr(env.SESSION_TTL, 12),
    root,
    liveReload: env.DEV === '1' || env.NODE_ENV === 'development',
  };
}
