// The sites a setup page works on (站点管理 itself is a JSON page over the `site` table resource), and a
// site's own settings: enabled varieties, menu overrides, per-site role whitelists,
// who acts at each workflow step. Every write is checked by the shared site-config check and audited.
import type { FastifyInstance } from 'fastify';
import { checkSiteConfig } from '../../shared/check/site-config.ts';
import { isAdmin } from '../../shared/permission.ts';
import { SYSTEM_ROLE } from '../../shared/systemRole.ts';
import { parseSiteConfig, type SiteConfig } from '../../shared/site/config.ts';
import { SYSTEM_API, SYSTEM_PAGES, type SystemRole, type SystemSite, type SystemWorkflow } from '../../shared/system/api.ts';
import type { Actor, AppContext } from '../context.ts';
import type { Db } from '../db/types.ts';
import { ok } from '../http/envelope.ts';
import { invalid, invalidFields, notFound, unauthorized } from '../http/errors.ts';
import { asBag, type Bag } from '../http/params.ts';
import { roleMenus } from '../auth/users.ts';
import { actorOf } from '../auth/actor.ts';
import { auditSetup, requirePage, requireSiteAccess, siteParam, targetSite } from './scope.ts';
import { requireNotOwnWhitelist, requireWorkable } from './duties.ts';

interface SiteDbRow {
  id: number;
  name: string;
  domain: string;
  region_id: number | string | null;
  contact: string;
  phone: string;
  enabled: boolean;
  varieties: unknown;
  menu_settings: unknown;
  role_menus: unknown;
  workflow_roles: unknown;
}

const SELECT = 'SELECT id, name, domain, region_id, contact, phone, enabled, varieties, menu_settings, role_menus, workflow_roles FROM sites';

function toSite(r: SiteDbRow): SystemSite {
  const cfg = parseSiteConfig(r);
  return {
    id: r.id,
    name: r.name,
    domain: r.domain,
    regionId: r.region_id === null ? null : Number(r.region_id),
    contact: r.contact,
    phone: r.phone,
    enabled: r.enabled,
    varieties: cfg.varieties,
    menuSettings: cfg.menuSettings,
    workflowRoles: cfg.workflowRoles,
  };
}

async function loadSite(db: Db, actor: Actor, id: number): Promise<SiteDbRow> {
  const row = (await db.query<SiteDbRow>(`${SELECT} WHERE id = $1`, [id]))[0];
  if (!row) throw notFound('站点不存在');
  requireSiteAccess(actor, row.id);
  return row;
}

/** Refuses settings naming what the declarative files do not have (the same words as the checker). */
function requireValid(ctx: AppContext, cfg: Partial<SiteConfig>): void {
  const issues = checkSiteConfig(ctx.registry.menus, ctx.registry.entities, cfg);
  if (issues.length > 0) throw invalidFields(issues.map((i) => ({ field: i.pointer.split('/')[1] ?? '', message: i.message })));
  requireWorkable(ctx, cfg);
}

function stringArray(v: unknown, title: string): string[] {
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) throw invalid(`${title}格式不正确`);
  return [...new Set(v as string[])];
}

export function systemSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const id = (raw: string): number => {
    const n = siteParam(raw);
    if (typeof n !== 'number') throw notFound('站点不存在');
    return n;
  };

  /** Any part of system setup may read the sites it works on and the declared structure. */
  const anySetupPage = (actor: Actor): void => {
    const pages = Object.values(SYSTEM_PAGES);
    if (!pages.some((p) => { try { requirePage(ctx, actor, p); return true; } catch { return false; } })) throw unauthorized();
  };

  app.get(SYSTEM_API.menuTree, async (req) => {
    anySetupPage(actorOf(req));
    const { sections, varieties, roles } = ctx.registry.menus;
    return ok({ sections, varieties, roles: roles.map((r) => ({ name: r.name, title: r.title })) });
  });

  app.get(SYSTEM_API.workflows, async (req) => {
    requirePage(ctx, actorOf(req), SYSTEM_PAGES.workflow);
    const out: SystemWorkflow[] = [];
    for (const e of Object.values(ctx.registry.entities)) {
      const wf = e['x-workflow'];
      if (!wf) continue;
      const steps = wf.transitions.filter((t) => !t.roles.includes(SYSTEM_ROLE)).map((t) => ({ action: t.action, title: t.title, roles: t.roles }));
      if (steps.length > 0) out.push({ entity: e.name, title: e.title, steps });
    }
    return ok(out);
  });

  app.get(SYSTEM_API.sites, async (req) => {
    const actor = actorOf(req);
    anySetupPage(actor);
    const rows = isAdmin(actor)
      ? await ctx.db.query<SiteDbRow>(`${SELECT} ORDER BY id`)
      : await ctx.db.query<SiteDbRow>(`${SELECT} WHERE id = $1`, [actor.siteId ?? -1]);
    return ok(rows.map(toSite));
  });

  /** One JSON column of a site's configuration, checked and audited. */
  const setting = (path: string, page: string, column: string, action: string, read: (b: Bag) => Partial<SiteConfig>, value: (c: Partial<SiteConfig>) => unknown) => {
    app.put<{ Params: { id: string } }>(path, async (req) => {
      const actor = actorOf(req);
      requirePage(ctx, actor, page);
      const row = await loadSite(ctx.db, actor, id(req.params.id));
      const cfg = read(asBag(req.body));
      requireValid(ctx, cfg);
      const before = (row as unknown as Record<string, unknown>)[column] ?? null;
      const after = value(cfg) ?? null;
      await ctx.db.transaction(async (tx) => {
        await tx.query(`UPDATE sites SET ${column} = $2::jsonb WHERE id = $1`, [row.id, JSON.stringify(after)]);
        await auditSetup(tx, actor, 'sys_site', row.id, action, [{ field: column, from: before, to: after }]);
      });
      return ok(toSite(await loadSite(ctx.db, actor, row.id)), '已保存');
    });
  };
  setting('/api/system/sites/:id/varieties', SYSTEM_PAGES.varieties, 'varieties', 'varieties', (b) => ({ varieties: stringArray(b.varieties, '交易品种') }), (c) => c.varieties);
  setting('/api/system/sites/:id/menus', SYSTEM_PAGES.menus, 'menu_settings', 'menus', (b) => ({ menuSettings: parseSiteConfig({ menu_settings: b.menuSettings }).menuSettings }), (c) => c.menuSettings);
  setting('/api/system/sites/:id/workflow', SYSTEM_PAGES.workflow, 'workflow_roles', 'workflow', (b) => ({ workflowRoles: parseSiteConfig({ workflow_roles: b.workflowRoles }).workflowRoles }), (c) => c.workflowRoles);

  // 角色管理: the global whitelists (administrator) or a site's own (its administrator).
  app.get(SYSTEM_API.roles, async (req) => {
    const actor = actorOf(req);
    requirePage(ctx, actor, SYSTEM_PAGES.roles);
    const site = targetSite(actor, siteParam(asBag(req.query).siteId));
    const cfg = site === null ? null : parseSiteConfig((await loadSite(ctx.db, actor, site)));
    const rows = await ctx.db.query<{ name: string; title: string }>('SELECT name, title FROM roles ORDER BY name');
    const out: SystemRole[] = [];
    for (const r of rows) out.push({ name: r.name, title: r.title, menus: await roleMenus(ctx.db, r.name), siteMenus: cfg?.roleMenus[r.name] ?? null });
    return ok(out);
  });

  app.put<{ Params: { name: string } }>('/api/system/roles/:name/menus', async (req) => {
    const actor = actorOf(req);
    requirePage(ctx, actor, SYSTEM_PAGES.roles);
    const body = asBag(req.body);
    const site = targetSite(actor, siteParam(body.siteId));
    const role = req.params.name;
    const exists = await ctx.db.query('SELECT 1 FROM roles WHERE name = $1', [role]);
    if (exists.length === 0) throw notFound('角色不存在');
    // The all-sites administrator's whitelist is not a site's to narrow.
    if (role === 'admin') throw invalid('系统管理员拥有全部菜单，不能修改');
    requireNotOwnWhitelist(ctx, actor, role);
    const menus = body.menus === null && site !== null ? null : stringArray(body.menus, '菜单');
    if (menus) requireValid(ctx, { roleMenus: { [role]: menus } });
    await ctx.db.transaction(async (tx) => {
      if (site === null) {
        const before = await roleMenus(tx, role);
        await tx.query('UPDATE roles SET menu_names = $2::jsonb WHERE name = $1', [role, JSON.stringify(menus)]);
        await auditSetup(tx, actor, 'sys_role', 0, `menus:${role}`, [{ field: role, from: before, to: menus }]);
      } else {
        const row = await loadSite(tx, actor, site);
        const cfg = parseSiteConfig(row);
        const next = { ...cfg.roleMenus };
        if (menus) next[role] = menus;
        else delete next[role];
        await tx.query('UPDATE sites SET role_menus = $2::jsonb WHERE id = $1', [site, JSON.stringify(next)]);
        await auditSetup(tx, actor, 'sys_role', site, `menus:${role}`, [{ field: role, from: cfg.roleMenus[role] ?? null, to: menus }]);
      }
    });
    return ok(null, '菜单权限已保存');
  });
}
