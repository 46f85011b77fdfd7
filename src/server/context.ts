// What every route and service needs: the database, the schema registry, the configuration.
import type { SiteConfig } from '../shared/site/config.ts';
import type { Registry } from '../shared/schema/types.ts';
import { EntityValidator } from '../shared/validation.ts';
import { systemClock, type Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/types.ts';
import type { Principal } from '../shared/permission.ts';
import type { ServerPlugin } from './plugins.ts';
import { createRealtime, type Realtime } from './realtime/bus.ts';
import { openPartFile, type OpenSink } from './files/storage.ts';

export interface AppContext {
  db: Db;
  /** Swapped by live reload (src/server/dev/liveReload.ts) in development: read it per request. */
  registry: Registry;
  config: ServerConfig;
  validator: EntityValidator;
  /** The time every time-dependent rule reads (tests inject their own). */
  clock: Clock;
  /** The app's plugins (src/server/plugins.ts), as the composition root passed them. */
  plugins: readonly ServerPlugin[];
  /** Publish/subscribe across server processes (src/server/realtime); closed with the app. */
  realtime: Realtime;
  /** Opens the file an upload is written into (files/storage.ts); tests point it at a failing device. */
  openUpload: OpenSink;
}

/** The logged-in caller: the shared Principal plus what the server needs for audit rows and replies. */
export interface Actor extends Principal {
  username: string;
  name: string;
  sessionId: number;
  /** Site chosen for writes: the user's site, or for admin the siteId header (may be null). */
  writeSiteId: number | null;
  /** Trading variety from the transferVariety header/query, when valid and enabled for the site. */
  variety: string | null;
  /** The configuration of the actor's own site (empty for the all-sites administrator). */
  site: SiteConfig;
}

export function createContext(db: Db, registry: Registry, config: ServerConfig, clock: Clock = systemClock, plugins: readonly ServerPlugin[] = []): AppContext {
  return { db, registry, config, validator: new EntityValidator(), clock, plugins, realtime: createRealtime(db), openUpload: openPartFile };
}
