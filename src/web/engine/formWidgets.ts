// Custom rjsf widgets, by the name a form page's uiSchema gives in "ui:widget". Each is a lazy chunk
// behind its own Suspense, so a widget's code (and what it imports) loads only on forms that use it,
// and loading it never blanks the rest of the form.
import type { RJSFSchema, Widget, WidgetProps } from '@rjsf/utils';
import { createElement, lazy, Suspense } from 'react';

export type FormData = Record<string, unknown>;

/** What RecordForm hands widgets as rjsf's formContext: the whole form's data, for widgets that
 *  depend on a sibling field (the template editor follows the template type). */
export interface FormContext {
  formData?: FormData;
  /** The entity the form writes (reference pickers ask for "<entity>.<field>"'s options). */
  entity?: string;
  /** Sets other fields of the form (a reference picker copies the picked record's declared fields). */
  patch?: (values: FormData) => void;
}

export type FormWidget = Widget<FormData, RJSFSchema, FormContext>;
export type FormWidgetProps = WidgetProps<FormData, RJSFSchema, FormContext>;

// One object for the app's lifetime: rjsf compares the widgets prop by identity.
const widgets: Record<string, FormWidget> = {};

export function registerFormWidget(name: string, load: () => Promise<{ default: FormWidget }>): void {
  const Lazy = lazy(load);
  const Loading = () => createElement('span', { role: 'status' }, '加载中…');
  widgets[name] = function LazyFormWidget(props: FormWidgetProps) {
    return createElement(Suspense, { fallback: createElement(Loading) }, createElement(Lazy, props));
  };
}

export function formWidgets(): Readonly<Record<string, FormWidget>> {
  return widgets;
}

// The value types' widgets (src/shared/valuetypes/table.ts names them); plugins register the rest
// (src/web/engine/plugins.ts).
registerFormWidget('reference', () => import('../renderers/form/widgets/ReferenceWidget.tsx'));
registerFormWidget('region', () => import('../renderers/form/widgets/RegionWidget.tsx'));
registerFormWidget('dict', () => import('../renderers/form/widgets/DictWidget.tsx'));
registerFormWidget('upload', () => import('../renderers/form/widgets/UploadWidget.tsx'));
registerFormWidget('richtext', () => import('../renderers/form/widgets/RichTextWidget.tsx'));
