// From the server's user info to the shared permission rule's Principal.
import type { UserInfo } from '../../shared/api.ts';
import type { Principal } from '../../shared/permission.ts';
import type { MenusFile } from '../../shared/schema/types.ts';

export const ROLES_ERROR = 'getInfo: roles must be a non-null array!';
export const NO_DATA_ERROR = 'Verification failed, please Login again.';

/** The original's getInfo checks, with its exact messages (shown by the navigation guard). */
export function checkInfo(data: UserInfo | null | undefined): UserInfo {
  if (!data) throw new Error(NO_DATA_ERROR);
  if (!Array.isArray(data.roles) || data.roles.length === 0) throw new Error(ROLES_ERROR);
  return data;
}

/** The chosen trading variety adds its extra menu names to the role's whitelist. */
export function toPrincipal(info: UserInfo, menus: MenusFile | null, variety: string | null): Principal {
  const extra = menus?.varieties.find((v) => v.code === variety)?.menus ?? [];
  const menuNames = [...new Set([...(info.menuNames ?? []), ...extra])];
  return { userId: info.userId, roles: info.roles, menuNames, siteId: info.siteId, hiddenMenus: info.hiddenMenus ?? [], variety };
}
