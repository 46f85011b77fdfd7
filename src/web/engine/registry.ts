// The renderer registry: page kinds (and custom component names) resolve to lazily loaded components.
// The built-in kinds are registered by the app root (src/web/renderers/builtins.ts), plugins' pages by
// the composition root: the engine imports no renderer.
// Registering a loader instead of an eager import keeps every renderer and its heavy library
// (ag-grid, rjsf) out of the first-load bundle.
import type { ComponentType } from 'react';
import type { PageEntry } from '../../shared/schema/types.ts';
import { late } from './late.tsx';
import type { LazyRenderer, RendererLoader, RendererPrefetch, SchemaKind, SchemaRendererProps } from './types.ts';

export interface RegisteredRenderer {
  component: ComponentType<SchemaRendererProps>;
  /** Starts downloading the chunk (once); settles when it has arrived or failed (the failure then shows
   *  where the component renders). */
  preload: () => Promise<void>;
  /** Whether the chunk is in: the component renders without suspending. */
  loaded: () => boolean;
  /** Starts the page's first data request once its checked bundle is known (PageHost). */
  prefetch: (entry: PageEntry, value: Omit<SchemaRendererProps, 'entry' | 'file'>) => void;
}

const renderers = new Map<string, RegisteredRenderer>();
const customs = new Map<string, LazyRenderer>();

const prefetches = new Map<string, RendererPrefetch<SchemaKind>>();

/**
 * What a page kind fetches as soon as its bundle is checked (src/web/renderers/prefetches.ts registers them
 * from the shell's chunk: this module is on the login page, which must not carry the query client).
 */
export function registerPrefetch<K extends SchemaKind>(kind: K, prefetch: RendererPrefetch<K>): void {
  // Called only with a bundle checked to be of this kind (PageHost), as for a renderer's component.
  prefetches.set(kind, prefetch as unknown as RendererPrefetch<SchemaKind>);
}

export function registerRenderer<K extends SchemaKind>(kind: K, load: RendererLoader<K>): void {
  // PageHost renders a kind's component only after checking schema.kind === kind, so widening the
  // prop type from SchemaRendererProps<SchemaOf<K>> to SchemaRendererProps is safe here.
  const loaded = late(load as unknown as () => Promise<{ default: ComponentType<SchemaRendererProps> }>);
  renderers.set(kind, {
    component: loaded.component,
    preload: loaded.preload,
    loaded: loaded.loaded,
    prefetch: (entry, value) => prefetches.get(kind)?.(entry, value.schema, value.entity),
  });
}

export function getRenderer(kind: string): RegisteredRenderer | undefined {
  return renderers.get(kind);
}

export function registerCustom(name: string, component: LazyRenderer): void {
  customs.set(name, component);
}

export function getCustom(name: string | undefined): LazyRenderer | undefined {
  return name ? customs.get(name) : undefined;
}

export function customNames(): string[] {
  return [...customs.keys()];
}

/** Only for tests: forget a registration so the "missing renderer" path can be exercised. */
export function unregisterRenderer(kind: string): void {
  renderers.delete(kind);
}
