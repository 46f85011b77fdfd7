// Menu helpers for the shell: which section a page belongs to, where a section or entry leads, and the
// sidebar's selected key. Pure functions over menus.json (already filtered by visibleMenus).
import { menuPath } from '../../shared/permission.ts';
import type { MenuItem, MenusFile, PageEntry } from '../../shared/schema/types.ts';

/** Depth-first search for the menu item that opens this page. */
export function itemForPage(items: MenuItem[], pageId: string): MenuItem[] | null {
  for (const item of items) {
    if (item.page === pageId) return [item];
    const below = item.children ? itemForPage(item.children, pageId) : null;
    if (below) return [item, ...below];
  }
  return null;
}

/**
 * The menu trail of a page, root section first: the item that opens it, else (hidden pages) the menu
 * that governs it, so a detail page highlights its list's entry.
 */
export function trailFor(menus: MenusFile, entry: PageEntry): string[] {
  const direct = itemForPage(menus.sections, entry.id);
  if (direct) return direct.map((i) => i.name);
  return entry.menu ? (menuPath(menus, entry.menu) ?? []) : [];
}

/** The first page reachable under a menu item, in menu order. */
export function firstPage(item: MenuItem): string | null {
  if (item.page) return item.page;
  for (const child of item.children ?? []) {
    const found = firstPage(child);
    if (found) return found;
  }
  return null;
}

export function pathOfPage(pages: PageEntry[], pageId: string | null): string | null {
  if (!pageId) return null;
  return pages.find((p) => p.id === pageId)?.path ?? null;
}

function pageIds(item: MenuItem, out: string[] = []): string[] {
  if (item.page) out.push(item.page);
  for (const c of item.children ?? []) pageIds(c, out);
  return out;
}

/** For pages outside the menu (built-in landing pages): the section whose pages share the first path segment. */
export function sectionByPath(sections: MenuItem[], pages: PageEntry[], pathname: string): MenuItem | undefined {
  const segment = pathname.split('/')[1];
  if (!segment) return undefined;
  const paths = new Map(pages.map((p) => [p.id, p.path]));
  return sections.find((s) => pageIds(s).some((id) => paths.get(id)?.split('/')[1] === segment));
}
