// The browser's renderers of the value types, in one registry: for every row of the value-type table
// (src/shared/valuetypes) its list cell, detail display and form item, and for every filter widget a row
// names its control. Each facet is registered by the module in the chunk that draws it (cells.tsx with
// FieldValue, formItems.ts with the form, filters.tsx with the filter bar), so no page carries another
// page's renderers. Screens look the row's renderer up here and never switch on a type's name; a second
// registration of a row is an error, and tests/web/valuetypes/registry.test.ts finds a row without one.
import type { ReactNode } from 'react';
import type { RecordRow } from '../../shared/api.ts';
import type { EntitySchema } from '../../shared/schema/types.ts';
import type { FilterWidget, ValueType, ValueTypeName } from '../../shared/valuetypes/index.ts';

/** One field of one record, as a cell or detail renderer receives it. */
export interface ShownValueProps {
  entity: EntitySchema;
  row: RecordRow;
  field: string;
  vt: ValueType;
  value: unknown;
  /** The value type's text of the value ('' for none): the same in every screen. */
  text: string;
}

export interface ValueRenderer {
  /** The value's text alone: a list draws it as text, with no React element per cell. */
  plain: boolean;
  /** Pixels the renderer draws around the text (a tag's padding and border): a column's width counts them. */
  chrome: number;
  /** Also drawn for an empty value (a state tag draws nothing rather than "-"). */
  drawsEmpty?: boolean;
  /** Pinned beside the row actions when a list must scroll sideways, so they never hide it (the state). */
  pinWithActions?: boolean;
  render: (p: ShownValueProps) => ReactNode;
}

/** A form item: its placeholder (rjsf's widget is the row's own `widget`, its width the row's `fullRow`). */
export interface FormItem {
  placeholder: 'input' | 'select' | 'none';
}

export interface FilterControlProps {
  entity: EntitySchema;
  field: string;
  title: string;
  value: string | undefined;
  set: (v: string | undefined) => void;
  onSearch: () => void;
}

export type FilterControl = (p: FilterControlProps) => ReactNode;

interface Facets {
  cell: ValueRenderer;
  detail: ValueRenderer;
  formItem: FormItem;
  filter: FilterControl;
}
interface FacetKeys {
  cell: ValueTypeName;
  detail: ValueTypeName;
  formItem: ValueTypeName;
  filter: FilterWidget;
}
export type Facet = keyof Facets;

const registry: { [F in Facet]: Map<FacetKeys[F], { source: string; renderer: Facets[F] }> } = {
  cell: new Map(),
  detail: new Map(),
  formItem: new Map(),
  filter: new Map(),
};

/**
 * Registers renderers of one facet. `source` names the registering module: registering again from the same
 * one replaces (a module reloaded in development), from another one is an error — two modules would
 * otherwise race for the same row.
 */
export function registerValueRenderers<F extends Facet>(facet: F, source: string, renderers: Partial<Record<FacetKeys[F], Facets[F]>>): void {
  const map = registry[facet] as Map<FacetKeys[F], { source: string; renderer: Facets[F] }>;
  for (const [key, renderer] of Object.entries(renderers) as [FacetKeys[F], Facets[F] | undefined][]) {
    if (renderer === undefined) continue;
    const had = map.get(key);
    if (had && had.source !== source) throw new Error(`值类型 ${key} 的 ${facet} 渲染器重复注册（${had.source} 与 ${source}）`);
    map.set(key, { source, renderer });
  }
}

/** The renderer of a row (or filter widget); throws for one never registered, which a test rules out. */
export function valueRenderer<F extends Facet>(facet: F, key: FacetKeys[F]): Facets[F] {
  const hit = (registry[facet] as Map<FacetKeys[F], { renderer: Facets[F] }>).get(key);
  if (!hit) throw new Error(`值类型 ${key} 没有注册 ${facet} 渲染器`);
  return hit.renderer;
}

/** Whether a row (or filter widget) has a renderer of this facet. */
export function hasValueRenderer<F extends Facet>(facet: F, key: FacetKeys[F]): boolean {
  return (registry[facet] as Map<FacetKeys[F], unknown>).has(key);
}

/** Only for tests: forget what a source registered. */
export function unregisterValueRenderers(source: string): void {
  for (const map of Object.values(registry) as Map<string, { source: string }>[]) {
    for (const [key, { source: s }] of map) if (s === source) map.delete(key);
  }
}
