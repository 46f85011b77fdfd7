// A lazily loaded component that, once its chunk has arrived, renders without suspending. React.lazy
// suspends on its first render even when the chunk is already in (its promise settles a microtask later),
// and React 19 holds a suspended boundary's content back for up to 300 ms after showing its fallback: a
// chunk fetched ahead of time would still cost that wait.
import { lazy, useRef, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  /** Stable: the element type never changes between the lazy and the loaded form. */
  component: ComponentType<P>;
  /** Starts the download (once); settles when it has arrived. A failed download surfaces when the component renders. */
  preload: () => Promise<void>;
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
  };
}
