// Looking up an entity schema and checking the caller's right to act on it (the shared rule).
import { canEntity, canSite, type EntityAction } from '../../shared/permission.ts';
import type { EntitySchema } from '../../shared/schema/types.ts';
import type { Actor, AppContext } from '../context.ts';
import { invalid, notFound, unauthorized } from '../http/errors.ts';

export function entityOf(ctx: AppContext, name: string): EntitySchema {
  const e = Object.hasOwn(ctx.registry.entities, name) ? ctx.registry.entities[name] : undefined;
  if (!e) throw notFound(`业务对象不存在：${name}`);
  return e;
}

export function requireEntity(ctx: AppContext, actor: Actor, entity: EntitySchema, action: EntityAction): void {
  if (!canEntity(actor, ctx.registry, entity.name, action)) throw unauthorized();
}

export function requireSite(actor: Actor, siteId: number | null): void {
  if (!canSite(actor, siteId)) throw unauthorized();
}

/**
 * Every record belongs to a site (site staff see only their own). Site staff write into their site; an
 * all-sites administrator names one with the siteId header, or the write is refused.
 */
export function requireWriteSite(actor: Actor): number {
  if (actor.writeSiteId === null) throw invalid('请先选择站点：全部站点的管理员新增记录时须在请求头 siteId 中指明站点', [{ field: 'siteId', message: '请选择站点' }]);
  return actor.writeSiteId;
}
