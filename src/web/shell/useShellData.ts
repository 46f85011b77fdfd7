// What every shell part reads: the permitted pages (the generated routes) and the visible menu tree,
// computed once per session change with the shared permission rule.
import { useMemo } from 'react';
import type { AppMeta, UserInfo } from '../../shared/api.ts';
import { visibleMenus, type Principal } from '../../shared/permission.ts';
import type { MenuItem, PageEntry } from '../../shared/schema/types.ts';
import { permittedPages } from '../app/routes.ts';
import { useSession } from '../stores/session.ts';

export interface ShellData {
  meta: AppMeta;
  principal: Principal;
  info: UserInfo;
  pages: PageEntry[];
  sections: MenuItem[];
}

/** Only called under the guard, which renders the shell once info, meta and principal are loaded. */
export function useShellData(): ShellData | null {
  const meta = useSession((s) => s.meta);
  const principal = useSession((s) => s.principal);
  const info = useSession((s) => s.info);
  return useMemo(() => {
    if (!meta || !principal || !info) return null;
    return {
      meta,
      principal,
      info,
      pages: permittedPages(principal, meta),
      sections: visibleMenus(principal, meta.menus, meta.pages),
    };
  }, [meta, principal, info]);
}
