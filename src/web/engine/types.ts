// Contract between the shell (routes) and the engine (renderers).
import type { ComponentType, LazyExoticComponent } from 'react';
import type { EntitySchema, PageEntry, PageSchema } from '../../shared/schema/types.ts';

export interface RendererProps {
  entry: PageEntry;
}

export type LazyRenderer = LazyExoticComponent<ComponentType<RendererProps>>;

/** Page kinds that are drawn from a page schema (everything but 'custom'). */
export type SchemaKind = PageSchema['kind'];
export type SchemaOf<K extends SchemaKind> = Extract<PageSchema, { kind: K }>;

/** What PageHost hands a schema renderer once the bundle is fetched and checked. */
export interface SchemaRendererProps<S extends PageSchema = PageSchema> extends RendererProps {
  schema: S;
  entity: EntitySchema;
  /** Schema file (relative to the project root), for error messages. */
  file: string;
}

export type SchemaRenderer<K extends SchemaKind> = ComponentType<SchemaRendererProps<SchemaOf<K>>>;

/** A dynamic import of a renderer module: each renderer is its own chunk. */
export type RendererLoader<K extends SchemaKind> = () => Promise<{ default: SchemaRenderer<K> }>;

/** Starts a page's first data request as soon as its checked bundle is known (before the renderer mounts). */
export type RendererPrefetch<K extends SchemaKind> = (entry: PageEntry, schema: SchemaOf<K>, entity: EntitySchema) => void;
