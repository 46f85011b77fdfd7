// Liveness and readiness for a load balancer or a monitor (public, no session).
import { Type, type Static } from '@sinclair/typebox';
import type { Readiness } from '../api.ts';
import { Envelope, Query, type Assert, type Same } from './common.ts';

export const ReadinessSchema = Type.Object({ database: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]) }, { title: '就绪状态' });

export const HEALTH_ROUTES = {
  'GET /api/health/live': { querystring: Query({}), response: { 200: Envelope(Type.Object({ live: Type.Literal(true) })) }, summary: 'The process answers' },
  'GET /api/health/ready': {
    querystring: Query({}),
    response: { 200: Envelope(ReadinessSchema), 503: Envelope(ReadinessSchema) },
    summary: 'The database answers too (503 with code 503 when it does not)',
  },
} as const;

export type HealthShapes = [Assert<Same<Static<typeof ReadinessSchema>, Readiness>>];
