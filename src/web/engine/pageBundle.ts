// A route's page bundle as one cached query, shared by PageHost (which renders it) and the boot's warm-up
// (warmPage, which starts it before the shell has rendered). The renderer's chunk starts with the request,
// the page's first data request as soon as the bundle is known.
import type { QueryKey } from '@tanstack/react-query';
import { trustedBundle, type BundleCheck } from '../../shared/check/bundle-shape.ts';
import type { PageBundle } from '../../shared/api.ts';
import type { PageEntry } from '../../shared/schema/types.ts';
import { queryClient } from '../query/client.ts';
import { queryKeys } from '../query/keys.ts';
import { browserCheckEnvironment } from './checkEnvironment.ts';
import { records } from './records.ts';
import { getRenderer } from './registry.ts';

/** A bundle fetched this recently is not fetched again when its page mounts: the boot's warm-up and the
 *  page's own mount would otherwise ask twice, and the second answer asked for the records again (a
 *  spinner over rows just painted). Live reload invalidates bundles itself; site settings reach a page
 *  opened later than this. */
export const PAGE_BUNDLE_FRESH_MS = 30_000;

export function pageBundleKey(entry: PageEntry): QueryKey {
  return queryKeys.pageBundle(entry.id);
}

/** `known`: the bundle the session's answer brought for this page (AppMeta.page), used instead of asking. */
export async function loadPageBundle(entry: PageEntry, pages: readonly PageEntry[] | null, known?: PageBundle): Promise<BundleCheck> {
  const registered = getRenderer(entry.kind);
  // The bundle the session's answer brought, else asked now, while the renderer's chunk downloads.
  const asked = known ? Promise.resolve(known) : records.page(entry.id);
  void registered?.preload();
  // Development runs the full check (ajv and the meta-schemas, its own chunk) so an edited file's issues
  // show in place; a production build has no such chunk: the server refused to start on any issue.
  const [data, check] = await Promise.all([asked, import.meta.env.DEV ? import('../../shared/check/bundle.ts') : Promise.resolve(null)]);
  const checked = check ? check.checkBundle(entry, data, pages, browserCheckEnvironment()) : trustedBundle(entry, data, pages);
  // The page's records are asked for now, while the renderer's chunk may still be downloading.
  if (checked.ok) registered?.prefetch(entry, checked.value);
  return checked;
}

/** Starts the bundle, its first data request and the renderer's chunk for the route about to be shown. */
export function warmPage(entry: PageEntry, pages: readonly PageEntry[] | null, known?: PageBundle): void {
  if (entry.kind === 'custom') return;
  void queryClient.prefetchQuery({ queryKey: pageBundleKey(entry), queryFn: () => loadPageBundle(entry, pages, known), staleTime: PAGE_BUNDLE_FRESH_MS });
}
