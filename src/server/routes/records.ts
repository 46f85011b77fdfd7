// The generic records API: one set of routes serves every entity schema.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { asBag } from '../http/params.ts';
import { createRecord, deleteRecord, getRecord, listRecords, parseId, updateRecord } from '../records/service.ts';
import { recordHistory, transitionRecord } from '../records/transition.ts';
import { recordChain } from '../records/chains/view.ts';
import { delegationRoutes } from '../records/chains/delegations.ts';
import { auditLog, recordAudit } from '../records/rules/auditRead.ts';
import { outsideValues } from '../records/preview.ts';
import { actorOf } from '../auth/actor.ts';

interface EntityParams {
  entity: string;
}
interface RecordParams extends EntityParams {
  id: string;
}

export function recordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = '/api/records/:entity';

  app.get<{ Params: EntityParams }>(base, async (req) => ok(await listRecords(ctx, actorOf(req), req.params.entity, asBag(req.query))));

  app.post<{ Params: EntityParams }>(base, async (req) =>
    ok(await createRecord(ctx, actorOf(req), req.params.entity, asBag(req.body)), '保存成功'),
  );

  app.post<{ Params: EntityParams }>(`${base}/outside`, async (req) =>
    ok(await outsideValues(ctx, actorOf(req), req.params.entity, asBag(req.body))),
  );

  app.get<{ Params: RecordParams }>(`${base}/:id`, async (req) =>
    ok(await getRecord(ctx, actorOf(req), req.params.entity, parseId(req.params.id))),
  );

  app.put<{ Params: RecordParams }>(`${base}/:id`, async (req) =>
    ok(await updateRecord(ctx, actorOf(req), req.params.entity, parseId(req.params.id), asBag(req.body)), '保存成功'),
  );

  app.delete<{ Params: RecordParams }>(`${base}/:id`, async (req) => {
    await deleteRecord(ctx, actorOf(req), req.params.entity, parseId(req.params.id), { ...asBag(req.query), ...asBag(req.body) });
    return ok(null, '删除成功');
  });

  app.post<{ Params: RecordParams }>(`${base}/:id/transition`, async (req) =>
    ok(await transitionRecord(ctx, actorOf(req), req.params.entity, parseId(req.params.id), asBag(req.body)), '操作成功'),
  );

  app.get<{ Params: RecordParams }>(`${base}/:id/history`, async (req) =>
    ok(await recordHistory(ctx, actorOf(req), req.params.entity, parseId(req.params.id))),
  );

  delegationRoutes(app, ctx);
  app.get<{ Params: RecordParams }>(`${base}/:id/chain`, async (req) =>
    ok(await recordChain(ctx, actorOf(req), req.params.entity, parseId(req.params.id))),
  );

  // The audit trail is read-only over HTTP: a record's changes, and the admin's search.
  app.get<{ Params: RecordParams }>(`${base}/:id/audit`, async (req) =>
    ok(await recordAudit(ctx, actorOf(req), req.params.entity, parseId(req.params.id))),
  );
  app.get('/api/audit', async (req) => ok(await auditLog(ctx, actorOf(req), asBag(req.query))));
}
