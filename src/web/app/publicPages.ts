// The pages reachable without a login are the pages.json entries marked "public" (drawn by a registered
// custom component; a plugin adds one by registering its component and naming it in such an entry). A
// visitor without a session learns their paths from GET /api/public/pages, asked once and only when a
// path is neither a login-free app route nor known; a logged-in user has them in the route table.
import { useEffect, useState } from 'react';
import type { PageEntry } from '../../shared/schema/types.ts';
import { publicApi } from '../engine/publicApi.ts';

let loaded: Promise<PageEntry[]> | null = null;

/** The public entries, fetched once; a failed fetch counts as none and is asked again next time. */
export function loadPublicPages(): Promise<PageEntry[]> {
  loaded ??= publicApi.pages().then(
    (r) => r.pages,
    () => {
      loaded = null;
      return [];
    },
  );
  return loaded;
}

export function publicPathsOf(pages: readonly PageEntry[]): ReadonlySet<string> {
  return new Set(pages.filter((p) => p.public === true).map((p) => p.path));
}

/** The public paths, or null until known; `wanted` false asks nothing (the answer is then null). */
export function usePublicPaths(wanted: boolean): ReadonlySet<string> | null {
  const [paths, setPaths] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (!wanted || paths) return;
    let live = true;
    void loadPublicPages().then((pages) => live && setPaths(publicPathsOf(pages)));
    return () => {
      live = false;
    };
  }, [wanted, paths]);
  return wanted ? paths : null;
}
