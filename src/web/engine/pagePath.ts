// Navigation by page id: schemas name pages, never URLs, so a route can move in pages.json alone.
import { useCallback } from 'react';
import type { PageEntry } from '../../shared/schema/types.ts';
import { useAppMeta } from './session.ts';

export type PageParams = Record<string, string | number | null | undefined>;

/** URL of a page with query parameters (navigate actions pass `?id=<row id>`); null for an unknown page. */
export function buildPagePath(pages: readonly PageEntry[], pageId: string, params: PageParams = {}): string | null {
  const page = pages.find((p) => p.id === pageId);
  if (!page) return null;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== '') query.set(k, String(v));
  const qs = query.toString();
  return qs ? `${page.path}?${qs}` : page.path;
}

/** pagePath(pageId, params) bound to the route table of the current session. */
export function usePagePath(): (pageId: string, params?: PageParams) => string | null {
  const meta = useAppMeta();
  return useCallback((pageId: string, params?: PageParams) => buildPagePath(meta?.pages ?? [], pageId, params), [meta]);
}
