// A component whose code loads when it is first drawn, `fallback` in its place until then: for parts a
// page seldom shows (antd's Alert for a rare condition, rjsf's markdown, antd components behind props this
// app seldom sets: scripts/vite/lateImports.ts), so the pages that never show them do not carry them.
// Not for what a page draws on its first paint: preloadable.tsx serves that without suspending.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

export function lateComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: (props: P) => ReactNode = () => null,
): ComponentType<P> {
  const Lazy = lazy(load);
  return function LateComponent(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
