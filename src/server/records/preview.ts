// What a form's formulas read from outside its record (a referenced record's field, the site's fee table),
// for the form to run the same formulas live. Nothing is stored; the same loadOutside + applyComputed run
// again, inside the write's transaction, when the record is saved.
import { normalizeInput } from '../../shared/validation.ts';
import { canEntity } from '../../shared/permission.ts';
import type { Actor, AppContext } from '../context.ts';
import { unauthorized } from '../http/errors.ts';
import { asBag, type Bag } from '../http/params.ts';
import { entityOf } from './entity.ts';
import { loadOutside } from './rules/resolve.ts';
import { readable } from './readable.ts';

export async function outsideValues(ctx: AppContext, actor: Actor, entityName: string, body: Bag): Promise<Record<string, unknown>> {
  const entity = entityOf(ctx, entityName);
  if (!canEntity(actor, ctx.registry, entity.name, 'create') && !canEntity(actor, ctx.registry, entity.name, 'update')) throw unauthorized();
  const id = typeof body.id === 'number' || typeof body.id === 'string' ? Number(body.id) : NaN;
  let siteId = actor.writeSiteId;
  let variety = actor.variety;
  if (Number.isSafeInteger(id) && id > 0) {
    const row = await readable(ctx.db, actor, entity, id);
    siteId = row.site_id;
    variety = row.variety;
  }
  return (await loadOutside(ctx.db, entity, normalizeInput(asBag(body.data)), { siteId, variety })) ?? {};
}
