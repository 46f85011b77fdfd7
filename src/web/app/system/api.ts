// System setup's calls (the contract is src/shared/system/api.ts) and the shared reads of its pages.
import type { MenuItem, Variety } from '../../../shared/schema/types.ts';
import { SYSTEM_API, type SystemRole, type SystemSite, type SystemUser, type SystemWorkflow, type UserInput } from '../../../shared/system/api.ts';
import type { MenuSetting } from '../../../shared/site/config.ts';
import type { ChainLevel } from '../../../shared/chain/types.ts';
import type { SiteChain } from '../../../shared/system/chains.ts';
import { useApiQuery } from '../../query/useApiQuery.ts';
import { http } from '../../request/http.ts';
import { queryKeys } from '../../query/keys.ts';

export interface MenuTree {
  sections: MenuItem[];
  varieties: Variety[];
  roles: { name: string; title: string }[];
}

export const systemApi = {
  users: (siteId: number | null) => http.get<SystemUser[]>(SYSTEM_API.users, siteId === null ? {} : { siteId }),
  createUser: (u: UserInput) => http.post<SystemUser>(SYSTEM_API.users, { ...u }, 'json'),
  updateUser: (id: number, u: UserInput) => http.put<SystemUser>(SYSTEM_API.user(id), { ...u }),
  lockUser: (id: number, locked: boolean) => http.post<SystemUser>(SYSTEM_API.lockUser(id), { locked }, 'json'),
  resetPassword: (id: number, password: string) => http.post<SystemUser>(SYSTEM_API.resetPassword(id), { password }, 'json'),
  roles: (siteId: number | null) => http.get<SystemRole[]>(SYSTEM_API.roles, siteId === null ? {} : { siteId }),
  saveRoleMenus: (role: string, siteId: number | null, menus: string[] | null) => http.put<null>(SYSTEM_API.roleMenus(role), { siteId, menus }),
  sites: () => http.get<SystemSite[]>(SYSTEM_API.sites),
  saveVarieties: (id: number, varieties: string[]) => http.put<SystemSite>(SYSTEM_API.siteVarieties(id), { varieties }),
  saveMenus: (id: number, menuSettings: Record<string, MenuSetting>) => http.put<SystemSite>(SYSTEM_API.siteMenus(id), { menuSettings }),
  saveWorkflow: (id: number, workflowRoles: Record<string, Record<string, string[]>>) => http.put<SystemSite>(SYSTEM_API.siteWorkflow(id), { workflowRoles }),
  menuTree: () => http.get<MenuTree>(SYSTEM_API.menuTree),
  workflows: () => http.get<SystemWorkflow[]>(SYSTEM_API.workflows),
  chains: (id: number) => http.get<SiteChain[]>(SYSTEM_API.siteChains(id)),
  saveChain: (id: number, c: SiteChain, levels: ChainLevel[]) => http.put<SiteChain>(SYSTEM_API.siteChain(id, c.entity, c.action), { levels, version: c.version }),
};

export const useSites = () => useApiQuery(queryKeys.system('sites'), systemApi.sites);
export const useMenuTree = () => useApiQuery(queryKeys.system('menuTree'), systemApi.menuTree, { staleTime: Infinity });

export function roleTitle(tree: MenuTree | undefined, name: string): string {
  return tree?.roles.find((r) => r.name === name)?.title ?? name;
}
