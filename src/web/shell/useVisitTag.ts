// Every page shown becomes (or updates) a tag in the tags store.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageEntry } from '../../shared/schema/types.ts';
import { useTags } from '../stores/tags.ts';

export function useVisitTag(entry: PageEntry): void {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    useTags.getState().visit({
      path: pathname,
      fullPath: pathname + search + hash,
      title: entry.title,
      affix: !!entry.affix,
      noCache: !!entry.noCache,
    });
  }, [pathname, search, hash, entry]);
}
