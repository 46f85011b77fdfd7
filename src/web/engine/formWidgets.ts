// Custom rjsf widgets, by the name a form page's uiSchema gives in "ui:widget". Each is a lazy chunk
// behind its own Suspense, so a widget's code (and what it imports) loads only on forms that use it,
// and loading it never blanks the rest of the form.
import type { RJSFSchema, Widget, WidgetProps } from '@rjsf/utils';
import { createElement, lazy, Suspense } from 'react';
import type { FormData, FormValues } from './formValues.ts';

export type { FormData } from './formValues.ts';

/** What RecordForm hands widgets as rjsf's formContext, one object for the form's life (a new one
 *  would re-render every field on each key). */
export interface FormContext {
  /** The form's current values, for widgets that follow a sibling field (useFormValue). */
  values?: FormValues;
  /** The entity the form writes (reference pickers ask for "<entity>.<field>"'s options). */
  entity?: string;
  /** Sets other fields of the form (a reference picker copies the picked record's declared fields). */
  patch?: (values: FormData) => void;
}

export type FormWidget = Widget<FormData, RJSFSchema, FormContext>;
export type FormWidgetProps = WidgetProps<FormData, RJSFSchema, FormContext>;

// One object for the app's lifetime: rjsf compares the widgets prop by identity.
const widgets: Record<string, FormWidget> = {};

const Loading = () => createElement('span', { role: 'status' }, '加载中…');

/** A widget whose code loads on its first use, 加载中… in its place until then. */
export function lazyFormWidget(load: () => Promise<{ default: FormWidget }>): FormWidget {
  const Lazy = lazy(load);
  return function LazyFormWidget(props: FormWidgetProps) {
    return createElement(Suspense, { fallback: createElement(Loading) }, createElement(Lazy, props));
  };
}

export function registerFormWidget(name: string, load: () => Promise<{ default: FormWidget }>): void {
  widgets[name] = lazyFormWidget(load);
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
