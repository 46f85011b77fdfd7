// Separation of duties in system setup: a site administrator sets up its site for others, never for
// itself (no roles of its own, no whitelist of a role it holds), and no configuration may shut system
// setup out of the role that runs it or leave a workflow step with nobody allowed to take it.
import { isAdmin } from '../../shared/permission.ts';
import type { MenuItem, MenusFile } from '../../shared/schema/types.ts';
import type { SiteConfig } from '../../shared/site/config.ts';
import { SYSTEM_PAGES } from '../../shared/system/api.ts';
import type { Actor, AppContext } from '../context.ts';
import { invalid } from '../http/errors.ts';

/** A user other than the all-sites administrator may not change its own roles. */
export function requireNotOwnRoles(actor: Actor, userId: number, before: readonly string[], after: readonly string[]): void {
  if (isAdmin(actor) || userId !== actor.userId) return;
  const same = before.length === after.length && before.every((r) => after.includes(r));
  if (same) return;
  const message = '不能修改自己的角色（职责分离），请由系统管理员办理';
  throw invalid(message, [{ field: 'roles', message }]);
}

/** Nor the menu whitelist of a role it holds: its own reach is set by someone else. */
export function requireNotOwnWhitelist(ctx: AppContext, actor: Actor, role: string): void {
  if (isAdmin(actor) || !actor.roles.includes(role)) return;
  const title = ctx.registry.menus.roles.find((r) => r.name === role)?.title ?? role;
  throw invalid(`不能修改自己所属角色（${title}）的菜单白名单（职责分离），请由系统管理员办理`);
}

/** Menu names that lead to a system setup page: the pages themselves and every menu above them. */
function setupMenus(menus: MenusFile): Set<string> {
  const pages = new Set<string>(Object.values(SYSTEM_PAGES));
  const out = new Set<string>();
  const walk = (items: readonly MenuItem[], path: string[]): void => {
    for (const m of items) {
      const here = [...path, m.name];
      if (m.page && pages.has(m.page)) for (const n of here) out.add(n);
      walk(m.children ?? [], here);
    }
  };
  walk(menus.sections, []);
  return out;
}

/**
 * A whitelist that takes every system setup menu from a role that has them (the site administrator)
 * would leave nobody able to undo it; a workflow step narrowed to no role, nobody able to take it.
 */
export function requireWorkable(ctx: AppContext, cfg: Partial<SiteConfig>): void {
  const setup = setupMenus(ctx.registry.menus);
  for (const [role, list] of Object.entries(cfg.roleMenus ?? {})) {
    const declared = ctx.registry.menus.roles.find((r) => r.name === role);
    if (!declared?.menus.some((m) => setup.has(m))) continue;
    if (!list.some((m) => setup.has(m))) {
      throw invalid(`角色“${declared.title}”的菜单白名单须保留“系统设置”，否则将无人能进入本站点的系统设置`, [{ field: 'menus', message: '须保留系统设置' }]);
    }
  }
  for (const [entity, steps] of Object.entries(cfg.workflowRoles ?? {})) {
    const e = ctx.registry.entities[entity];
    for (const [action, roles] of Object.entries(steps)) {
      if (roles.length > 0) continue;
      const step = e?.['x-workflow']?.transitions.find((t) => t.action === action)?.title ?? action;
      throw invalid(`“${e?.title ?? entity}”的“${step}”至少需要一个可执行的角色，否则无人能办理`, [{ field: 'workflowRoles', message: `“${step}”没有可执行的角色` }]);
    }
  }
}
