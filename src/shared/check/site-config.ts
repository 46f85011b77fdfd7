// The check of a site's own settings (system setup): every menu, role, variety, entity and workflow step
// they name must exist in the declarative files, and a step's roles must be among those its schema allows.
// The server refuses a settings write with these messages (100002); the files stay the source of structure.
import type { EntitySchema, MenusFile } from '../schema/types.ts';
import type { SiteConfig } from '../site/config.ts';
import { SYSTEM_ROLE } from '../systemRole.ts';
import { menuNamesOf } from './routes.ts';
import { didYouMean, pointer } from './util.ts';

export interface SiteConfigIssue {
  pointer: string;
  message: string;
}

export function checkSiteConfig(menus: MenusFile, entities: Record<string, EntitySchema>, cfg: Partial<SiteConfig>): SiteConfigIssue[] {
  const out: SiteConfigIssue[] = [];
  const names = menuNamesOf(menus);
  const roleNames = new Set(menus.roles.map((r) => r.name));
  const codes = new Set(menus.varieties.map((v) => v.code));
  const menu = (at: string, m: string) => {
    if (!names.has(m)) out.push({ pointer: at, message: `菜单 "${m}" 不存在于菜单树${didYouMean(m, names)}` });
  };
  (cfg.varieties ?? []).forEach((c, i) => {
    if (!codes.has(c)) out.push({ pointer: pointer('varieties', i), message: `交易品种 "${c}" 不存在${didYouMean(c, codes)}` });
  });
  for (const [name, s] of Object.entries(cfg.menuSettings ?? {})) {
    menu(pointer('menuSettings', name), name);
    if (s.title !== undefined && (s.title.trim() === '' || s.title.length > 20)) {
      out.push({ pointer: pointer('menuSettings', name, 'title'), message: '菜单名称应为 1 到 20 个字符' });
    }
  }
  for (const [role, list] of Object.entries(cfg.roleMenus ?? {})) {
    if (!roleNames.has(role)) out.push({ pointer: pointer('roleMenus', role), message: `角色 "${role}" 未在 menus.json 的 roles 中声明${didYouMean(role, roleNames)}` });
    list.forEach((m, i) => menu(pointer('roleMenus', role, i), m));
  }
  for (const [entity, steps] of Object.entries(cfg.workflowRoles ?? {})) {
    const wf = entities[entity]?.['x-workflow'];
    if (!wf) {
      out.push({ pointer: pointer('workflowRoles', entity), message: `实体 "${entity}" 没有审批流程` });
      continue;
    }
    for (const [action, roles] of Object.entries(steps)) {
      const t = wf.transitions.find((x) => x.action === action);
      if (!t) {
        out.push({ pointer: pointer('workflowRoles', entity, action), message: `流程操作 "${action}" 不存在${didYouMean(action, wf.transitions.map((x) => x.action))}` });
        continue;
      }
      if (t.roles.includes(SYSTEM_ROLE)) out.push({ pointer: pointer('workflowRoles', entity, action), message: `“${t.title}”由系统自动执行，不能指定角色` });
      roles.forEach((r, i) => {
        if (!t.roles.includes(r)) out.push({ pointer: pointer('workflowRoles', entity, action, i), message: `“${t.title}”只允许由 ${t.roles.join('、')} 执行，不能指定角色 "${r}"` });
      });
    }
  }
  return out;
}
