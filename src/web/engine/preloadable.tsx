// A lazily loaded component that, once its chunk has arrived, renders without suspending. React.lazy
// suspends on its first render even when the chunk is already in (its promise settles a microtask later),
// and React 19 holds a suspended boundary's content back for up to 300 ms after showing its fallback: a
// chunk fetched ahead of time would still cost that wait.
import { lazy, useEffect, useRef, useState, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  /** Stable: the element type never changes between the lazy and the loaded form. */
  component: ComponentType<P>;
  /** Starts the download (once); settles when it has arrived. A failed download surfaces when the component renders. */
  preload: () => Promise<void>;
  /** Whether the chunk has arrived (the component then renders without suspending). */
  loaded: () => boolean;
}

export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let Loaded: ComponentType<P> | null = null;
  const once = () =>
    (pending ??= load().then((m) => {
      Loaded = m.default;
      return m;
    }));
  const Lazy = lazy(once);
  function Preloaded(props: P) {
    // Each instance keeps the form it mounted with: switching from Lazy to the loaded component on a later
    // render would be a new element type, and React would remount the whole subtree (the shell, with every
    // open tab's typed filters). A resolved React.lazy renders its component without suspending.
    const C = useRef(Loaded ?? Lazy).current;
    return <C {...props} />;
  }
  return {
    component: Preloaded,
    preload: () => once().then(
      () => undefined,
      () => undefined,
    ),
    loaded: () => Loaded !== null,
  };
}

/**
 * Whether a chunk is in, starting it if not and re-rendering when it arrives: for a caller that shows its
 * own loading state instead of suspending. A Suspense boundary that has shown its fallback reveals its
 * content no sooner than 300 ms later (React's reveal throttle): cold loads whose page chunk came a little
 * after the page's bundle were held back by ~270 ms.
 */
export function useLoaded(chunk: Pick<Preloadable<object>, 'loaded' | 'preload'>): boolean {
  const [ready, setReady] = useState(chunk.loaded);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void chunk.preload().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [chunk, ready]);
  return ready;
}
