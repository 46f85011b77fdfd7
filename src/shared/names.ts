// Names people read instead of the codes the data keeps: roles (menus.json roles) and trading
// varieties (menus.json varieties). A code without a declared name is shown as it is.
import type { MenusFile } from './schema/types.ts';

export function roleTitle(menus: MenusFile | null | undefined, code: string): string {
  return menus?.roles?.find((r) => r.name === code)?.title ?? code;
}

/** code -> name of every trading variety, shaped like dictionary labels. */
export function varietyNames(menus: MenusFile | null | undefined): Record<string, string> {
  return Object.fromEntries((menus?.varieties ?? []).map((v) => [v.code, v.name]));
}
