// The one way code loads late: React.lazy over a dynamic import(), for renderers, routes, form widgets and
// parts a page seldom draws. Once the chunk has arrived the component renders without suspending: a
// resolved React.lazy still suspends on its first render (its promise settles a microtask later), and
// React 19 holds a boundary's content back for up to 300 ms after showing its fallback.
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

export interface Late<P extends object> {
  /** Stable: the element type never changes between the lazy and the loaded form. */
  component: ComponentType<P>;
  /** Starts the download (once); settles when it has arrived. A failed download surfaces where the component renders. */
  preload: () => Promise<void>;
  /** Whether the chunk has arrived (the component then renders without suspending). */
  loaded: () => boolean;
}

/**
 * A component whose code loads when first drawn (or on `preload`). With `fallback` it draws that (given its
 * props) in its place until then, under a Suspense boundary of its own; without, it suspends to the nearest
 * boundary (or the caller waits with `useLoaded`).
 */
export function late<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, fallback?: (props: P) => ReactNode): Late<P> {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let Loaded: ComponentType<P> | null = null;
  const once = () =>
    (pending ??= load().then(
      (m) => {
        Loaded = m.default;
        return m;
      },
      (e: unknown) => {
        // A failed download (a deploy replaced the chunk, the network dropped) is tried again next time.
        pending = null;
        throw e;
      },
    ));
  const Lazy = lazy(once);
  function LateComponent(props: P) {
    // Each instance keeps the form it mounted with: switching from Lazy to the loaded component on a later
    // render would be a new element type, and React would remount the whole subtree. A resolved
    // React.lazy renders its component without suspending.
    const C = useRef(Loaded ?? Lazy).current;
    if (!fallback || C !== Lazy) return <C {...props} />;
    return (
      <Suspense fallback={fallback(props)}>
        <C {...props} />
      </Suspense>
    );
  }
  return {
    component: LateComponent,
    preload: () =>
      once().then(
        () => undefined,
        () => undefined,
      ),
    loaded: () => Loaded !== null,
  };
}

/**
 * Whether a chunk is in, starting it if not and re-rendering when it arrives: for a caller that shows its
 * own loading state instead of suspending (a Suspense boundary that has shown its fallback reveals its
 * content no sooner than 300 ms later).
 */
export function useLoaded(chunk: Pick<Late<never>, 'loaded' | 'preload'>): boolean {
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
