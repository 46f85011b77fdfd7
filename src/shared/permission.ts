// The one permission rule, used by the browser (menus, routes, buttons) and by the server (every route).
import type { MenuItem, MenusFile, PageAction, PageEntry, Registry } from './schema/types.ts';

export interface Principal {
  userId: number;
  /** Current role first. */
  roles: string[];
  /** Menu-name whitelist of the current role (plus the chosen variety's extra menus). */
  menuNames: string[];
  siteId: number | null;
  /** Menus the principal's site has switched off (system setup): hidden with everything below them. */
  hiddenMenus?: string[];
  /** The trading variety chosen: menus a variety adds open only under that variety; lists filter by it. */
  variety?: string | null;
}

export const ADMIN_ROLE = 'admin';
/** Sub-menus are matched up to three levels below a section (spec section 6). */
const MAX_MENU_DEPTH = 3;

/** Admin by the CURRENT role: a user who switched from admin to operator sees what an operator sees. */
export function isAdmin(p: Principal): boolean {
  return p.roles[0] === ADMIN_ROLE;
}

/** Names of a menu item and its ancestors, root first; null when the name is not in the tree within depth. */
export function menuPath(menus: MenusFile, name: string): string[] | null {
  const walk = (items: MenuItem[], trail: string[], depth: number): string[] | null => {
    if (depth > MAX_MENU_DEPTH) return null;
    for (const item of items) {
      const here = [...trail, item.name];
      if (item.name === name) return here;
      const found = item.children ? walk(item.children, here, depth + 1) : null;
      if (found) return found;
    }
    return null;
  };
  return walk(menus.sections, [], 0);
}

/** A menu some variety adds (menus.json varieties[].menus, on it or above it) opens only under such a variety. */
function varietyAllows(p: Principal, menus: MenusFile, path: string[]): boolean {
  const gated = menus.varieties.filter((v) => v.menus.some((m) => path.includes(m)));
  return gated.length === 0 || gated.some((v) => v.code === p.variety);
}

/**
 * A menu entry is reachable when it, or a section/sub-menu above it, is in the whitelist, its site has not
 * switched it (or anything above it) off, and, for a menu a variety adds, that variety is the chosen one.
 */
export function canMenu(p: Principal, menus: MenusFile, name: string): boolean {
  if (isAdmin(p)) return true;
  if (p.hiddenMenus?.includes(name)) return false;
  const path = menuPath(menus, name);
  if (!path) return p.menuNames.includes(name);
  if (p.hiddenMenus?.some((n) => path.includes(n))) return false;
  if (!varietyAllows(p, menus, path)) return false;
  return path.some((n) => p.menuNames.includes(n));
}

/** Whether a route is open to this principal (null = not logged in). */
export function canPage(p: Principal | null, menus: MenusFile, page: PageEntry): boolean {
  if (page.public) return true;
  if (!p) return false;
  if (isAdmin(p)) return true;
  if (page.roles && page.roles.length > 0 && !page.roles.includes(p.roles[0] ?? '')) return false;
  if (!page.menu) return true;
  return canMenu(p, menus, page.menu);
}

/** Filter a menu tree to what the principal may see; a parent with no visible leaves is dropped. */
export function visibleMenus(p: Principal, menus: MenusFile, pages: PageEntry[]): MenuItem[] {
  const byId = new Map(pages.map((pg) => [pg.id, pg]));
  const keep = (item: MenuItem): MenuItem | null => {
    if (item.page) {
      const page = byId.get(item.page);
      // The page's own menu name governs; a page without one (home) is open to every logged-in user.
      if (!page || !canPage(p, menus, page)) return null;
      return { ...item, children: undefined };
    }
    const children = (item.children ?? []).map(keep).filter((c): c is MenuItem => c !== null);
    return children.length > 0 ? { ...item, children } : null;
  };
  return menus.sections.map(keep).filter((s): s is MenuItem => s !== null);
}

export type EntityAction = 'read' | 'pick' | 'create' | 'update' | 'delete' | `transition:${string}`;

/** Whether an action is offered to the principal's current role (actions may narrow their page's roles). */
export function actionAllowed(p: Principal, a: PageAction): boolean {
  return isAdmin(p) || !a.roles || a.roles.length === 0 || a.roles.includes(p.roles[0] ?? '');
}

function actionGrants(p: Principal, entity: string, actions: PageAction[] | undefined, out: Set<string>): void {
  for (const a of actions ?? []) {
    if (!actionAllowed(p, a)) continue;
    if (a.type === 'delete') out.add(`${entity}:delete`);
    if (a.type === 'transition') out.add(`${entity}:transition:${a.action}`);
  }
}

/**
 * What a principal may do to each entity, derived from the pages it can reach: a list or detail grants
 * read, a form grants create/update (and `pick`: the labels of the records its reference fields point at), an approval page or a row action grants its workflow actions, a
 * delete action grants delete (only to a role that may also update). So the server refuses exactly what
 * the browser does not offer.
 */
export function entityGrants(p: Principal, reg: Registry): ReadonlySet<string> {
  let byPrincipal = grantsCache.get(reg);
  if (!byPrincipal) grantsCache.set(reg, (byPrincipal = new Map<string, ReadonlySet<string>>()));
  const key = grantsKey(p);
  let grants = byPrincipal.get(key);
  if (!grants) {
    // Bounded: the keys are role × whitelist × site switches × variety, a handful in practice.
    if (byPrincipal.size >= MAX_CACHED_PRINCIPALS) byPrincipal.clear();
    byPrincipal.set(key, (grants = computeGrants(p, reg)));
  }
  return grants;
}

/**
 * Grants are derived from the registry and these principal fields only (canPage, canMenu and
 * actionAllowed read nothing else): a rule that starts reading another field must add it here.
 */
function grantsKey(p: Principal): string {
  return JSON.stringify([p.roles[0] ?? '', p.menuNames, p.hiddenMenus ?? [], p.variety ?? null]);
}

/** Every request asks; the answer changes only with the registry (a new object when schemas reload). */
const grantsCache = new WeakMap<Registry, Map<string, ReadonlySet<string>>>();
const MAX_CACHED_PRINCIPALS = 500;

function computeGrants(p: Principal, reg: Registry): ReadonlySet<string> {
  const out = new Set<string>();
  for (const page of reg.pages.pages) {
    if (!page.schema || !canPage(p, reg.menus, page)) continue;
    const schema = reg.pageSchemas[page.schema];
    if (!schema) continue;
    const e = schema.entity;
    // A stats page shows aggregates only: it grants no access to the records themselves.
    if (schema.kind === 'stats') continue;
    out.add(`${e}:read`);
    switch (schema.kind) {
      case 'list':
        actionGrants(p, e, schema.toolbar, out);
        actionGrants(p, e, schema.rowActions, out);
        break;
      case 'form':
        if (schema.mode !== 'edit') out.add(`${e}:create`);
        if (schema.mode !== 'create') out.add(`${e}:update`);
        if (schema.submitAction) out.add(`${e}:transition:${schema.submitAction}`);
        // A form offers picking the targets of its reference fields: their labels, not their records.
        for (const f of schema.fields) {
          const target = reg.entities[e]?.properties[f]?.['x-ref']?.entity;
          if (target) out.add(`${target}:pick`);
        }
        break;
      case 'detail':
        actionGrants(p, e, schema.actions, out);
        break;
      case 'approval':
        for (const a of schema.actions) out.add(`${e}:transition:${a}`);
        break;
      case 'print':
        // A print page fills its record into a template, so it reads the template entity too.
        out.add(`${schema.templateEntity}:read`);
        break;
    }
  }
  // Deleting is a stronger write than editing: a role that may not edit an entity (reach a form that
  // updates it) may not delete it either, whatever delete buttons the pages it can read show.
  for (const g of [...out]) {
    if (g.endsWith(':delete') && !out.has(`${g.slice(0, -':delete'.length)}:update`)) out.delete(g);
  }
  return out;
}

/**
 * No shortcut for the administrator: every page is open to admin, so admin gets what some page offers
 * and nothing that none does (the server refuses exactly what the browser does not offer).
 */
export function canEntity(p: Principal, reg: Registry, entity: string, action: EntityAction): boolean {
  const grants = entityGrants(p, reg);
  // Whoever may read records may also pick them.
  return grants.has(`${entity}:${action}`) || (action === 'pick' && grants.has(`${entity}:read`));
}

/** Site isolation: admin sees every site; site staff only their own. */
export function canSite(p: Principal, recordSiteId: number | null): boolean {
  if (isAdmin(p)) return true;
  return p.siteId !== null && recordSiteId === p.siteId;
}
