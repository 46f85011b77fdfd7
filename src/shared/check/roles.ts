// Role names: every role a page, an action or a workflow transition names must be declared in
// menus.json "roles" (the same list the seed creates), and a role's menus must exist. A misspelt role
// would otherwise silently lose its menu or its button.
import type { PageAction } from '../schema/types.ts';
import { SYSTEM_ROLE } from '../systemRole.ts';
import { didYouMean, pointer } from './util.ts';
import { report, type CheckContext } from './context.ts';
import type { ProjectRule } from './project.ts';

function checkRole(ctx: CheckContext, file: string, at: string, role: string): void {
  if (ctx.roleNames && !ctx.roleNames.has(role)) {
    report(ctx, file, at, `角色 "${role}" 未在 menus.json 的 roles 中声明${didYouMean(role, ctx.roleNames)}`);
  }
}

function checkActionRoles(ctx: CheckContext, file: string, key: string, actions: readonly PageAction[] | undefined): void {
  (actions ?? []).forEach((a, i) => (a.roles ?? []).forEach((r, j) => checkRole(ctx, file, pointer(key, i, 'roles', j), r)));
}

export const checkRoles: ProjectRule = (ctx, project) => {
  if (project.menus) {
    const seen = new Map<string, number>();
    (project.menus.roles ?? []).forEach((r, i) => {
      const first = seen.get(r.name);
      if (first !== undefined) report(ctx, 'menus.json', pointer('roles', i, 'name'), `角色 "${r.name}" 重复（首次出现在 /roles/${first}）`);
      else seen.set(r.name, i);
      r.menus.forEach((m, j) => {
        if (ctx.menuNames && !ctx.menuNames.has(m)) {
          report(ctx, 'menus.json', pointer('roles', i, 'menus', j), `菜单 "${m}" 不存在于菜单树${didYouMean(m, ctx.menuNames)}`);
        }
      });
    });
  }
  project.pagesFile?.pages.forEach((p, i) => (p.roles ?? []).forEach((r, j) => checkRole(ctx, 'pages.json', pointer('pages', i, 'roles', j), r)));
  for (const [file, e] of project.entities) {
    e['x-workflow']?.transitions.forEach((t, i) => {
      t.roles.forEach((r, j) => {
        if (r !== SYSTEM_ROLE) checkRole(ctx, file, pointer('x-workflow', 'transitions', i, 'roles', j), r);
      });
      (t.warn ?? []).forEach((r, j) => checkRole(ctx, file, pointer('x-workflow', 'transitions', i, 'warn', j), r));
    });
  }
  for (const [file, page] of project.pages) {
    if (page.kind === 'list') {
      checkActionRoles(ctx, file, 'toolbar', page.toolbar);
      checkActionRoles(ctx, file, 'rowActions', page.rowActions);
    } else if (page.kind === 'detail') checkActionRoles(ctx, file, 'actions', page.actions);
  }
};
