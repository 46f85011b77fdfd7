// The server half of the plugin contract. A plugin is app code (src/plugins/<name>/server) that the
// app's composition root hands to startServer/buildApp; the engine never imports one. It declares what
// it needs of the schemas (manifest, checked by `npm run check`), and may add:
// - afterTransition hooks: run in the transition's own transaction, after the generic route applied it
//   (a hook that throws rolls the transition back);
// - system transitions: workflow transitions with role "system" that no user may take (the generic
//   route refuses them) and the plugin applies with systemTransition (src/server/records/system.ts);
// - routes: its own endpoints and background work (stopped from an onClose hook), with their contract;
// - migrations: the plugin's own tables.
import type { FastifyInstance } from 'fastify';
import type { RecordRow, UnreadItem } from '../shared/api.ts';
import type { RouteContract } from '../shared/contract/routes.ts';
import type { PluginManifest } from '../shared/plugin.ts';
import type { Actor, AppContext } from './context.ts';
import type { Migration, PluginMigrations } from './db/migrate.ts';
import type { Db } from './db/types.ts';

export interface TransitionEvent {
  entity: string;
  action: string;
  /** The record after the transition. */
  record: RecordRow;
  actor: Actor;
}

export type AfterTransition = (ctx: AppContext, tx: Db, event: TransitionEvent) => Promise<void>;

export interface ServerPlugin {
  manifest: PluginManifest;
  /** By entity name. */
  afterTransition?: Readonly<Record<string, AfterTransition>>;
  routes?: (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;
  /** The HTTP contract of those routes, by "METHOD /path" as they register (src/shared/contract/): checked
   *  and documented like the engine's own. A route left out gets the loose declaration. */
  contracts?: Readonly<Record<string, RouteContract>>;
  /** Its own tables (never the engine's): applied after the engine's migrations, each once, recorded as
   *  "<plugin name>:<version>". Keep versions stable and the DDL idempotent (IF NOT EXISTS): a database
   *  may already hold the tables from before the plugin owned them. */
  migrations?: readonly Migration[];
  /** Lines the plugin adds to the bell for this user (none when the user may not see them). When they
   *  change, publish it (announceUnread, src/server/realtime/unreadTopic.ts) so open bells refetch at once. */
  unread?: (ctx: AppContext, actor: Actor) => Promise<UnreadItem[]>;
}

/** The hooks every plugin registered for transitions of `entity`, in plugin order. */
export function afterTransitionHooks(plugins: readonly ServerPlugin[], entity: string): AfterTransition[] {
  return plugins.flatMap((p) => (p.afterTransition && Object.hasOwn(p.afterTransition, entity) ? [p.afterTransition[entity]!] : []));
}

/** The plugins' migrations as migrate() takes them. */
export function pluginMigrations(plugins: readonly ServerPlugin[]): PluginMigrations[] {
  return plugins.flatMap((p) => (p.migrations?.length ? [{ name: p.manifest.name, migrations: p.migrations }] : []));
}
