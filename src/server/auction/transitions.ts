// Workflow transitions of the auction entities, with what has to happen in the same transaction.
//
// These routes are registered as /api/records/<entity>/:id/transition for auction, auction_offline and
// earnest_money; fastify matches a static segment before the generic /api/records/:entity/... route, so
// they take those requests. Each refuses the "system" transitions to everyone (the clock and the
// offline hook take them), then runs the generic transitionRecord inside its own transaction and adds
// its consequences before the commit.
import type { FastifyInstance } from 'fastify';
import type { RecordRow } from '../../shared/api.ts';
import { Code } from '../../shared/codes.ts';
import { findTransition } from '../../shared/workflow.ts';
import type { Actor, AppContext } from '../context.ts';
import type { Db } from '../db/types.ts';
import { ok } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { asBag, type Bag, str } from '../http/params.ts';
import { entityOf } from '../records/entity.ts';
import { loadRecord } from '../records/row.ts';
import { parseId } from '../records/service.ts';
import { transitionRecord } from '../records/transition.ts';
import { actorOf } from '../routes/auth.ts';
import { AUCTION_ENTITY } from './clock.ts';
import { auctionRef, markEarnest } from './earnest.ts';
import { EARNEST_ENTITY } from './enrolments.ts';
import { afterOfflineTransition, OFFLINE_ENTITY } from './offline.ts';
import { isSystemTransition } from './system.ts';

type After = (ctx: AppContext, tx: Db, rec: RecordRow, action: string) => Promise<void>;

/** A manual 流拍 (an auction called off) refunds every party, as a close without bids does. */
const afterAuction: After = async (ctx, tx, rec, action) => {
  if (action !== 'fail') return;
  const row = await loadRecord(tx, AUCTION_ENTITY, rec.id, true);
  if (row) await markEarnest(ctx, tx, auctionRef(row), null);
};

const AFTER: Record<string, After> = {
  [AUCTION_ENTITY]: afterAuction,
  [OFFLINE_ENTITY]: afterOfflineTransition,
  // Nothing follows an earnest money transition; the route is taken only to refuse the system marks.
  [EARNEST_ENTITY]: async () => undefined,
};

export async function runTransition(ctx: AppContext, actor: Actor, entityName: string, id: number, body: Bag): Promise<RecordRow> {
  const entity = entityOf(ctx, entityName);
  const action = (str(body, 'action') ?? '').trim();
  const wf = entity['x-workflow'];
  const t = wf ? findTransition(wf, action) : undefined;
  if (t && isSystemTransition(t)) throw new ApiError(Code.WORKFLOW, `“${t.title}”由系统自动执行，不能手动操作`);
  const after = AFTER[entityName];
  return ctx.db.transaction(async (tx) => {
    // transitionRecord opens its transaction through ctx.db; given tx, it joins this one.
    const rec = await transitionRecord({ ...ctx, db: tx }, actor, entityName, id, body);
    if (after) await after(ctx, tx, rec, action);
    return rec;
  });
}

export function auctionTransitionRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const name of Object.keys(AFTER)) {
    if (!Object.hasOwn(ctx.registry.entities, name)) continue; // a project without this entity
    app.post<{ Params: { id: string } }>(`/api/records/${name}/:id/transition`, async (req) =>
      ok(await runTransition(ctx, actorOf(req), name, parseId(req.params.id), asBag(req.body)), '操作成功'),
    );
  }
}
