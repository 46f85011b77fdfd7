// The kept-alive page stack: every open tag's page stays mounted inside React 19's <Activity>, hidden
// while another tag is active, so typed filters, grid page and unsaved form input survive switching
// tabs. A noCache page is rendered only while active (it mounts fresh each visit); 刷新 bumps the tag's
// refresh counter, which is part of the key, so the page remounts. A tag never shown is not mounted.
import { Activity, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Route, Routes, useLocation, type Location } from 'react-router-dom';
import type { PageEntry } from '../../shared/schema/types.ts';
import { PageHost } from '../engine/PageHost.tsx';
// The built-in kinds' first requests, registered in this (the shell's) chunk beside PageHost.
import '../renderers/prefetches.ts';
import { useSettings } from '../stores/settings.ts';
import { useTags, type TagView } from '../stores/tags.ts';
import { findPage } from '../app/routes.ts';

/** A hidden page keeps the location it was last shown with, so its own query (filters, ?id=) stays put. */
function FrozenLocation({ location, children }: { location: Location; children: ReactNode }) {
  return (
    <Routes location={location}>
      <Route path="*" element={children} />
    </Routes>
  );
}

function locationOf(view: TagView): Location {
  const url = new URL(view.fullPath, 'http://x');
  return { pathname: view.path, search: url.search, hash: url.hash, state: null, key: view.path };
}

interface Props {
  pages: PageEntry[];
  active: PageEntry;
}

export function PageStack({ pages, active }: Props) {
  const location = useLocation();
  const views = useTags((s) => s.views);
  const keepAlive = useSettings((s) => s.tagsView);

  // Hidden pages' locations, cached per view object so a hidden tree is not re-rendered for nothing.
  const frozen = useRef(new WeakMap<TagView, Location>());
  const frozenLocation = (view: TagView): Location => {
    let loc = frozen.current.get(view);
    if (!loc) frozen.current.set(view, (loc = locationOf(view)));
    return loc;
  };

  useWindowScrollPerPage(active.path);
  // Only pages that have been shown are kept: a tab restored after a reload, or the affixed 首页 of a
  // visit that began elsewhere, mounts when first chosen instead of loading behind the page in view.
  const seen = useRef(new Set<string>()).current;
  seen.add(active.path);

  // The active page may not be in the tags store yet (it is added in an effect): include it now.
  const shown = views.some((v) => v.path === active.path)
    ? views
    : [...views, { path: active.path, fullPath: active.path, title: active.title, affix: false, noCache: !!active.noCache, refresh: 0 }];

  return (
    <div className="page-stack">
      {shown.map((view) => {
        const isActive = view.path === active.path;
        const entry = view.path === active.path ? active : findPage(pages, view.path);
        // Without the tags strip nothing can close a tab, so nothing is kept either.
        if (!entry || (!isActive && (entry.noCache || !keepAlive || !seen.has(view.path)))) return null;
        return (
          <Activity key={`${view.path}#${view.refresh}`} mode={isActive ? 'visible' : 'hidden'} name={entry.id}>
            <section className="page-view" data-page={entry.id} aria-label={entry.title}>
              <FrozenLocation location={isActive ? location : frozenLocation(view)}>
                <PageHost entry={entry} />
              </FrozenLocation>
            </section>
          </Activity>
        );
      })}
    </div>
  );
}

/** The document scrolls; each page gets its own scroll position back when its tag is shown again. */
function useWindowScrollPerPage(activePath: string): void {
  const positions = useRef(new Map<string, number>());
  const current = useRef(activePath);
  useLayoutEffect(() => {
    const onScroll = () => positions.current.set(current.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useLayoutEffect(() => {
    current.current = activePath;
    window.scrollTo(0, positions.current.get(activePath) ?? 0);
  }, [activePath]);
}
