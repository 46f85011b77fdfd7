// Whether a page action is offered: the shared permission rule, the action's states and the workflow
// rule decide together, so the browser offers exactly what the server will accept.
import type { AppMeta, RecordRow } from '../../../shared/api.ts';
import { actionAllowed, canEntity, canPage, type Principal } from '../../../shared/permission.ts';
import type { EntitySchema, PageAction, PageEntry, PageSchema, Registry } from '../../../shared/schema/types.ts';
import { availableTransitions, findTransition } from '../../../shared/workflow.ts';
import { tableCreatable, tableRowWritable } from '../../../shared/tableAccess.ts';

export interface ActionEnv {
  principal: Principal | null;
  meta: AppMeta | null;
  entry: PageEntry;
  schema: PageSchema;
  entity: EntitySchema;
}

/**
 * The registry as far as the browser knows it: the route table plus the page being shown. entityGrants
 * derives grants from reachable pages' schemas; the current page is reachable (we are on it), so its
 * own actions grant themselves, exactly as on the server.
 */
export function browserRegistry(env: ActionEnv): Registry | null {
  if (!env.meta) return null;
  // One registry per page and route table: entityGrants keeps its answers per registry object, and a list
  // asks for every row's transition and delete buttons (a 100-row page built ~200 registries and derived
  // the grants again for each: ~40 ms of the page-size change in a CPU profile).
  const cached = built.get(env.schema);
  if (cached && cached.meta === env.meta && cached.entry === env.entry && cached.entity === env.entity) return cached.registry;
  const registry = buildRegistry(env, env.meta);
  built.set(env.schema, { meta: env.meta, entry: env.entry, entity: env.entity, registry });
  return registry;
}

const built = new WeakMap<PageSchema, { meta: AppMeta; entry: PageEntry; entity: EntitySchema; registry: Registry }>();

function buildRegistry(env: ActionEnv, meta: AppMeta): Registry {
  // The form pages' heads (entity, mode) are all the rule reads of them: who may update, and so delete.
  const forms: Record<string, PageSchema> = {};
  for (const page of meta.pages) {
    const head = meta.forms?.[page.id];
    if (head && page.schema) forms[page.schema] = { kind: 'form', entity: head.entity, mode: head.mode, fields: [] };
  }
  return {
    menus: meta.menus,
    pages: { pages: meta.pages },
    entities: { [env.entity.name]: env.entity },
    pageSchemas: env.entry.schema ? { ...forms, [env.entry.schema]: env.schema } : forms,
  };
}

function inStates(states: string[] | undefined, row: RecordRow | null): boolean {
  if (!states) return true;
  return row !== null && row.status !== null && states.includes(row.status);
}

/** A table-backed resource's rows: writable by the shared rule (global rows only by the administrator). */
function writable(entity: EntitySchema, principal: Principal, row: RecordRow | null): boolean {
  const t = entity['x-table'];
  return row ? tableRowWritable(t, principal, row.siteId) : tableCreatable(t, principal);
}

/** May this principal run `action` on `row` (null for a toolbar action)? */
export function mayRun(action: PageAction, row: RecordRow | null, env: ActionEnv): boolean {
  const { principal, meta, entity } = env;
  if (!principal || !meta) return false;
  if (!actionAllowed(principal, action)) return false;
  if (!inStates(action.states, row)) return false;
  switch (action.type) {
    case 'navigate': {
      const target = meta.pages.find((p) => p.id === action.page);
      if (target === undefined || !canPage(principal, meta.menus, target)) return false;
      // Opening this entity's form edits the row (or adds one): offered only where the write would pass.
      return meta.forms?.[target.id]?.entity !== entity.name || writable(entity, principal, row);
    }
    case 'transition': {
      const wf = entity['x-workflow'];
      const reg = browserRegistry(env);
      if (!wf || !row || row.status === null || !reg) return false;
      if (!canEntity(principal, reg, entity.name, `transition:${action.action}`)) return false;
      return availableTransitions(wf, row.status, principal.roles).some((t) => t.action === action.action);
    }
    case 'delete': {
      const rule = entity['x-delete'];
      const reg = browserRegistry(env);
      if (!row || !rule?.allowed || !reg) return false;
      if (rule.states && (row.status === null || !rule.states.includes(row.status))) return false;
      return canEntity(principal, reg, entity.name, 'delete') && writable(entity, principal, row);
    }
  }
}

export function visibleActions(actions: readonly PageAction[] | undefined, row: RecordRow | null, env: ActionEnv): PageAction[] {
  return (actions ?? []).filter((a) => mayRun(a, row, env));
}

/** Button text: the schema's title, else the workflow transition's title, else a default. */
export function actionTitle(action: PageAction, entity: EntitySchema): string {
  if (action.title) return action.title;
  if (action.type === 'transition') {
    const wf = entity['x-workflow'];
    return (wf && findTransition(wf, action.action)?.title) ?? action.action;
  }
  return action.type === 'delete' ? '删除' : '打开';
}

export function actionKey(action: PageAction, i: number): string {
  return `${action.type}:${action.type === 'transition' ? action.action : action.type === 'navigate' ? action.page : 'delete'}:${i}`;
}
