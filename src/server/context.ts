// What every route and service needs: the database, the schema registry, the configuration.
import type { Registry } from '../shared/schema/types.ts';
import { EntityValidator } from '../shared/validation.ts';
import { systemClock, type Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/types.ts';
import type { Principal } from '../shared/permission.ts';

export interface AppContext {
  db: Db;
  registry: Registry;
  config: ServerConfig;
  validator: EntityValidator;
  /** The time every time-dependent rule reads (tests inject their own). */
  clock: Clock;
}

/** The logged-in caller: the shared Principal plus what the server needs for audit rows and replies. */
export interface Actor extends Principal {
  username: string;
  name: string;
  sessionId: number;
  /** Site chosen for writes: the user's site, or for admin the siteId header (may be null). */
  writeSiteId: number | null;
  /** Trading variety from the transferVariety header/query, when valid. */
  variety: string | null;
}

export function createContext(db: Db, registry: Registry, config: ServerConfig, clock: Clock = systemClock): AppContext {
  return { db, registry, config, validator: new EntityValidator(), clock };
}
