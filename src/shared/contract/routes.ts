// Every declared route of the engine, by "METHOD /path" as fastify registers it. A plugin's routes are
// declared in the plugin (ServerPlugin.contracts, src/server/plugins.ts), not here.
import type { TSchema } from '@sinclair/typebox';
import type { ContentReply } from './common.ts';
import { AUTH_ROUTES } from './auth.ts';
import { EXCEL_ROUTES } from './excel.ts';
import { FILE_ROUTES } from './files.ts';
import { HEALTH_ROUTES } from './health.ts';
import { LOOKUP_ROUTES } from './lookups.ts';
import { MESSAGE_ROUTES } from './messages.ts';
import { META_ROUTES } from './meta.ts';
import { PUBLIC_ROUTES } from './public.ts';
import { RECORD_ROUTES } from './records.ts';
import { SITE_IMAGE_ROUTES } from './siteImages.ts';
import { STATS_ROUTES } from './stats.ts';
import { SYNC_ROUTES } from './sync.ts';
import { SYSTEM_ROUTES } from './system.ts';
import { USER_ROUTES } from './users.ts';

/** One route's declaration: fastify's schema parts (reply by HTTP status). */
export interface RouteContract {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  headers?: TSchema;
  /** The reply by HTTP status: the JSON envelope's schema, or media types for a file or a stream. */
  response: Record<number, TSchema | ContentReply>;
  /** Shown in the OpenAPI document. */
  summary?: string;
}

export const ROUTE_CONTRACTS: Readonly<Record<string, RouteContract>> = {
  ...AUTH_ROUTES,
  ...META_ROUTES,
  ...RECORD_ROUTES,
  ...EXCEL_ROUTES,
  ...STATS_ROUTES,
  ...LOOKUP_ROUTES,
  ...MESSAGE_ROUTES,
  ...FILE_ROUTES,
  ...PUBLIC_ROUTES,
  ...HEALTH_ROUTES,
  ...SYSTEM_ROUTES,
  ...USER_ROUTES,
  ...SITE_IMAGE_ROUTES,
  ...SYNC_ROUTES,
};
