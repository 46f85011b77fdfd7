// Contract between the shell (routes) and the engine (renderers).
import type { ComponentType, LazyExoticComponent } from 'react';
import type { PageEntry } from '../../shared/schema/types.ts';

export interface RendererProps {
  entry: PageEntry;
}

export type LazyRenderer = LazyExoticComponent<ComponentType<RendererProps>>;
