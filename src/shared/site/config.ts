// A site's own configuration (system setup): enabled trading varieties, menu overrides, per-site role
// whitelists and who acts at each workflow step. One rule, read by the server (every request) and the
// browser (menus and approval pages); the checker in ../check/site-config.ts refuses bad settings.
import type { MenuItem, MenusFile, Workflow } from '../schema/types.ts';

import type { MenuSetting } from '../contract/system.ts';
export type { MenuSetting } from '../contract/system.ts';

export interface SiteConfig {
  /** Codes of the varieties enabled for the site; null = every variety of menus.json. */
  varieties: string[] | null;
  menuSettings: Record<string, MenuSetting>;
  /** Per-site whitelists replacing the role's global one. */
  roleMenus: Record<string, string[]>;
  /** entity -> action -> roles that act at that step on this site. */
  workflowRoles: Record<string, Record<string, string[]>>;
}

export const EMPTY_SITE_CONFIG: SiteConfig = { varieties: null, menuSettings: {}, roleMenus: {}, workflowRoles: {} };

/** Role of the site-scoped administrator: manages one site's users, roles, varieties and settings. */
export const SITE_ADMIN_ROLE = 'site_admin';

/** Whether a variety may be chosen on the site. */
export function varietyEnabled(cfg: SiteConfig, code: string): boolean {
  return cfg.varieties === null || cfg.varieties.includes(code);
}

/** Menu names the site has switched off (a switched-off menu hides everything below it). */
export function hiddenMenuNames(cfg: SiteConfig): string[] {
  return Object.entries(cfg.menuSettings)
    .filter(([, s]) => s.enabled === false)
    .map(([name]) => name)
    .sort();
}

/** The menus file as the site shows it: switched-off entries removed, order and titles applied, only enabled varieties. */
export function siteMenus(menus: MenusFile, cfg: SiteConfig): MenusFile {
  const varieties = menus.varieties.filter((v) => varietyEnabled(cfg, v.code));
  // Menus only disabled varieties add are not the site's at all.
  const offered = new Set(varieties.flatMap((v) => v.menus));
  const gone = new Set(menus.varieties.flatMap((v) => v.menus).filter((m) => !offered.has(m)));
  const order = (items: MenuItem[]): MenuItem[] =>
    items
      .map((item, i) => ({ item, i, s: cfg.menuSettings[item.name] }))
      .filter(({ item, s }) => s?.enabled !== false && !gone.has(item.name))
      .sort((a, b) => (a.s?.sort ?? a.i) - (b.s?.sort ?? b.i) || a.i - b.i)
      .map(({ item, s }) => ({
        ...item,
        ...(s?.title ? { title: s.title } : {}),
        ...(item.children ? { children: order(item.children) } : {}),
      }));
  return { ...menus, sections: order(menus.sections), varieties };
}

/** The workflow as it runs on the site: each overridden step keeps only the roles the site names (within the schema's). */
export function siteWorkflow(wf: Workflow, entity: string, cfg: SiteConfig): Workflow {
  const steps = cfg.workflowRoles[entity];
  if (!steps) return wf;
  return {
    ...wf,
    transitions: wf.transitions.map((t) => {
      const roles = steps[t.action];
      return roles ? { ...t, roles: t.roles.filter((r) => roles.includes(r)) } : t;
    }),
  };
}

function stringList(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

function objectOf(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** Reads the stored JSON columns defensively (a malformed value counts as not set). */
export function parseSiteConfig(raw: { varieties?: unknown; menu_settings?: unknown; role_menus?: unknown; workflow_roles?: unknown }): SiteConfig {
  const menuSettings: Record<string, MenuSetting> = {};
  for (const [k, v] of Object.entries(objectOf(raw.menu_settings))) {
    const o = objectOf(v);
    menuSettings[k] = {
      ...(typeof o.enabled === 'boolean' ? { enabled: o.enabled } : {}),
      ...(typeof o.sort === 'number' ? { sort: o.sort } : {}),
      ...(typeof o.title === 'string' && o.title ? { title: o.title } : {}),
    };
  }
  const roleMenus: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(objectOf(raw.role_menus))) roleMenus[k] = stringList(v);
  const workflowRoles: Record<string, Record<string, string[]>> = {};
  for (const [e, steps] of Object.entries(objectOf(raw.workflow_roles))) {
    workflowRoles[e] = {};
    for (const [a, roles] of Object.entries(objectOf(steps))) workflowRoles[e][a] = stringList(roles);
  }
  return { varieties: Array.isArray(raw.varieties) ? stringList(raw.varieties) : null, menuSettings, roleMenus, workflowRoles };
}
