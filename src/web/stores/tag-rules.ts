// Tags-view rules (reference 1.3), as pure functions over the list of open views.

export interface TagView {
  /** Route path: one tag per path. */
  path: string;
  /** Path with query and hash: where the tag goes back to. */
  fullPath: string;
  title: string;
  affix: boolean;
  noCache: boolean;
  /** Bumped by 刷新: the page is keyed by it, so a new value remounts it. */
  refresh: number;
}

export interface TagResult {
  views: TagView[];
  /** Where to navigate afterwards, when the active view went away (null: stay). */
  navigate: string | null;
}

const HOME = '/';

function lastOr(views: TagView[], fallback: string): string {
  return views[views.length - 1]?.fullPath ?? fallback;
}

/** Add a visited view; revisiting a path with a different query updates its tag in place. */
export function addView(views: TagView[], view: Omit<TagView, 'refresh'>): TagView[] {
  const i = views.findIndex((v) => v.path === view.path);
  if (i < 0) return [...views, { ...view, refresh: 0 }];
  const old = views[i]!;
  if (old.fullPath === view.fullPath && old.title === view.title) return views;
  const next = views.slice();
  next[i] = { ...old, fullPath: view.fullPath, title: view.title };
  return next;
}

/** Affixed views (e.g. 首页) are always present, first, in the order given. */
export function seedAffix(views: TagView[], affix: Omit<TagView, 'refresh'>[]): TagView[] {
  const missing = affix.filter((a) => !views.some((v) => v.path === a.path)).map((a) => ({ ...a, refresh: 0 }));
  return missing.length ? [...missing, ...views] : views;
}

/** Close one. Affixed tags cannot be closed; closing the active tag moves to the last one left. */
export function closeView(views: TagView[], path: string, activePath: string): TagResult {
  const target = views.find((v) => v.path === path);
  if (!target || target.affix) return { views, navigate: null };
  const next = views.filter((v) => v.path !== path);
  return { views: next, navigate: path === activePath ? lastOr(next, HOME) : null };
}

/** Keep the affixed tags and the chosen one, and go to the chosen one. */
export function closeOthers(views: TagView[], path: string, activePath: string): TagResult {
  const next = views.filter((v) => v.affix || v.path === path);
  const chosen = next.find((v) => v.path === path);
  return { views: next, navigate: chosen && path !== activePath ? chosen.fullPath : null };
}

/** Keep only the affixed tags; leave the current page if it was closed. */
export function closeAll(views: TagView[], activePath: string): TagResult {
  const next = views.filter((v) => v.affix);
  return { views: next, navigate: next.some((v) => v.path === activePath) ? null : lastOr(next, HOME) };
}

/** 刷新: a new key for that page, which remounts it with fresh state. */
export function refreshView(views: TagView[], path: string): TagView[] {
  return views.map((v) => (v.path === path ? { ...v, refresh: v.refresh + 1 } : v));
}
