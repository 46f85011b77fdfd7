// Who may import into a list: whoever may open the create form the list's import names. One rule for
// the 导入 button in the browser and for the import routes on the server.
import { canPage, type Principal } from '../permission.ts';
import type { ListPage, MenusFile, PageEntry } from '../schema/types.ts';

export function canImport(p: Principal | null, menus: MenusFile, pages: readonly PageEntry[], list: ListPage): boolean {
  if (!p || !list.import) return false;
  const form = pages.find((pg) => pg.id === list.import?.form);
  return form !== undefined && form.kind === 'form' && canPage(p, menus, form);
}
