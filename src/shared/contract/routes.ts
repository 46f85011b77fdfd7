// Every declared route of the engine, by "METHOD /path" as fastify registers it.
import type { TSchema } from '@sinclair/typebox';
import { LOOKUP_ROUTES } from './lookups.ts';
import { RECORD_ROUTES } from './records.ts';
import { SYSTEM_ROUTES } from './system.ts';

/** One route's declaration: fastify's schema parts (reply by HTTP status). */
export interface RouteContract {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  headers?: TSchema;
  response: Record<number, TSchema>;
  /** Shown in the OpenAPI document. */
  summary?: string;
}

export const ROUTE_CONTRACTS: Readonly<Record<string, RouteContract>> = { ...RECORD_ROUTES, ...SYSTEM_ROUTES, ...LOOKUP_ROUTES };
