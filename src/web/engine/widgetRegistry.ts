// The widget registry: named extras a detail or approval page schema embeds below its sections
// ("widgets": [{ "type": "auction-bid" }]). Widgets register lazily loaded components, so a widget's code
// (and whatever it imports) is downloaded only by pages that use it. No UI here: plugins register at start,
// before the first render, and the login page must not carry antd (SchemaWidgets, in widgets.ts, renders).
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RecordRow } from '../../shared/api.ts';
import type { ApprovalPage, DetailPage, EntitySchema, WidgetRef } from '../../shared/schema/types.ts';

export interface WidgetProps {
  entity: EntitySchema;
  /** The record the page shows. */
  record: RecordRow;
  page: DetailPage | ApprovalPage;
  /** Reloads the page's record (a widget that changed it, or saw it change, calls this). */
  reload: () => void;
  /** The widget's own declaration: title and options. */
  widget: WidgetRef;
}

export type LazyWidget = LazyExoticComponent<ComponentType<WidgetProps>>;

const widgets = new Map<string, LazyWidget>();

export function registerWidget(type: string, component: LazyWidget): void {
  widgets.set(type, component);
}

export function getWidget(type: string): LazyWidget | undefined {
  return widgets.get(type);
}

export function widgetNames(): string[] {
  return [...widgets.keys()];
}

/** Only for tests: forget a registration. */
export function unregisterWidget(type: string): void {
  widgets.delete(type);
}
