// Who may use a part of system setup, and on which site: the part's page must be reachable by the same
// permission rule the menus use (so a whitelist edit closes the API at once), and site staff act only on
// their own site (the all-sites administrator on any).
import type { FieldChange } from '../records/rules/audit.ts';
import { writeAudit } from '../records/rules/audit.ts';
import { whoOf } from '../records/rules/who.ts';
import { canPage, isAdmin } from '../../shared/permission.ts';
import type { Actor, AppContext } from '../context.ts';
import type { Db } from '../db/types.ts';
import { unauthorized } from '../http/errors.ts';

export function requirePage(ctx: AppContext, actor: Actor, pageId: string): void {
  const entry = ctx.registry.pages.pages.find((p) => p.id === pageId);
  if (!entry || !canPage(actor, ctx.registry.menus, entry)) throw unauthorized();
}

/** The site a request works on: the administrator's choice (null: global), else the actor's own site. */
export function targetSite(actor: Actor, requested: number | null | undefined): number | null {
  if (isAdmin(actor)) return requested ?? null;
  if (requested !== undefined && requested !== null && requested !== actor.siteId) throw unauthorized();
  if (actor.siteId === null) throw unauthorized();
  return actor.siteId;
}

export function requireSiteAccess(actor: Actor, siteId: number | null): void {
  if (isAdmin(actor)) return;
  if (actor.siteId === null || siteId !== actor.siteId) throw unauthorized();
}

/** Setup changes go to the same append-only trail as record writes (entity `sys_user`, `sys_role`, `sys_site`). */
export async function auditSetup(tx: Db, actor: Actor, entity: string, recordId: number, action: string, changes: FieldChange[], op: 'create' | 'update' = 'update'): Promise<void> {
  await writeAudit(tx, { entity, recordId, op, action, who: whoOf(actor), changes });
}

export function siteParam(raw: unknown): number | null | undefined {
  if (raw === undefined || raw === '' ) return undefined;
  if (raw === null) return null;
  const n = typeof raw === 'number' ? raw : Number(raw);
  return Number.isInteger(n) && n > 0 && n < 2 ** 31 ? n : undefined;
}
