// The tab each list page with `tabs` shows (e.g. 缴款登记 by payment kind), kept per browser like the
// layout settings: a reload or a return to the page shows the tab last chosen. Absent or stale: the first.
import { readJson, writeItem } from '../persist/storage.ts';

export const LIST_TABS_KEY = 'list-tabs';

function all(): Record<string, string> {
  const v = readJson<Record<string, unknown>>(LIST_TABS_KEY);
  if (!v || typeof v !== 'object') return {};
  return Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** The kept tab of `pageId` when it is still one of `options`, else the first option. */
export function keptTab(pageId: string, options: readonly string[]): string {
  const v = all()[pageId];
  return v !== undefined && options.includes(v) ? v : (options[0] ?? '');
}

export function keepTab(pageId: string, value: string): void {
  writeItem(LIST_TABS_KEY, JSON.stringify({ ...all(), [pageId]: value }));
}
