// Routes of the value types' lookups: reference options and labels, region names.
import type { FastifyInstance } from 'fastify';
import { LOOKUP_API } from '../../shared/valuetypes/api.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { asBag, posInt, str } from '../http/params.ts';
import { MAX_SIZE } from '../records/query.ts';
import { parseIds, refLabels, refOptions, regionNames } from '../refs/lookups.ts';
import { actorOf } from '../auth/actor.ts';

export function lookupRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(LOOKUP_API.refOptions, async (req) => {
    const q = asBag(req.query);
    const page = posInt(q, 'page', '页码') ?? 1;
    const size = Math.min(posInt(q, 'size', '每页条数') ?? 20, MAX_SIZE);
    return ok(await refOptions(ctx, actorOf(req), (str(q, 'from') ?? '').trim(), (str(q, 'q') ?? '').trim(), page, size));
  });

  app.get(LOOKUP_API.refLabels, async (req) => {
    const q = asBag(req.query);
    return ok(await refLabels(ctx, actorOf(req), (str(q, 'entity') ?? '').trim(), parseIds(str(q, 'ids') ?? '')));
  });

  app.get(LOOKUP_API.regionNames, async (req) => ok(await regionNames(ctx.db, str(asBag(req.query), 'codes') ?? '')));
}
