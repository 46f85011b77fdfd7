// Liveness and readiness, for a load balancer or a monitor (public, no session, never cached):
// live = the process answers; ready = the database answers too (within READY_TIMEOUT_MS).
import type { FastifyInstance } from 'fastify';
import { API, type Readiness } from '../../shared/api.ts';
import { Code, CodeMessage, type ApiEnvelope } from '../../shared/codes.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/types.ts';
import { ok } from '../http/envelope.ts';

/** A check that hangs (a connection into a dropped network) counts as not ready after this. */
export const READY_TIMEOUT_MS = 5000;

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
    timer.unref();
  });
  const check = (db.ping ? db.ping() : db.query('SELECT 1')).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(API.healthLive, { config: { public: true } }, async () => ok({ live: true }));

  app.get(API.healthReady, { config: { public: true } }, async (_req, reply) => {
    if (await databaseAnswers(ctx.db)) return ok<Readiness>({ database: 'ok' });
    const body: ApiEnvelope<Readiness> = { code: Code.DB_UNAVAILABLE, msg: CodeMessage[Code.DB_UNAVAILABLE], data: { database: 'unavailable' } };
    return reply.status(503).send(body);
  });
}
