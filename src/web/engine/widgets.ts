// SchemaWidgets renders a detail or approval page's widgets (registered in widgetRegistry.ts); an unknown
// type is an error panel naming the schema file and position, never a blank space.
import { createElement, Fragment, Suspense, type ReactElement } from 'react';
import type { RecordRow } from '../../shared/api.ts';
import type { ApprovalPage, DetailPage, EntitySchema, WidgetRef } from '../../shared/schema/types.ts';
import { getWidget } from './widgetRegistry.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';
import { PageLoading } from './PageLoading.tsx';

export { getWidget, registerWidget, unregisterWidget, widgetNames, type LazyWidget, type WidgetProps } from './widgetRegistry.ts';

export interface SchemaWidgetsProps {
  widgets: readonly WidgetRef[] | undefined;
  entity: EntitySchema;
  record: RecordRow;
  page: DetailPage | ApprovalPage;
  reload: () => void;
  /** The page schema file, for error panels. */
  file: string;
}

/** A page's widgets, in order; each in its own error boundary so one failing widget spares the page. */
export function SchemaWidgets({ widgets: list, entity, record, page, reload, file }: SchemaWidgetsProps): ReactElement | null {
  if (!list || list.length === 0) return null;
  return createElement(
    Fragment,
    null,
    list.map((w, i) => {
      const Widget = getWidget(w.type);
      const key = `${w.type}-${i}`;
      if (!Widget) {
        return createElement(ErrorPanel, { key, title: '部件无法显示', message: `未注册的部件类型：${w.type}`, file, path: `/widgets/${i}/type` });
      }
      const body = createElement(Widget, { entity, record, page, reload, widget: w });
      const loading = createElement(PageLoading, { text: '部件加载中…' });
      return createElement(ErrorBoundary, { key, file, children: createElement(Suspense, { fallback: loading }, body) });
    }),
  );
}

// Widgets are app code: plugins register theirs (src/web/engine/plugins.ts); the engine has none.
