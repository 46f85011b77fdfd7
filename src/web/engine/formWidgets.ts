// Custom rjsf widgets, by the name a form page's uiSchema gives in "ui:widget". Each is a lazy chunk
// behind its own Suspense, so a widget's code (and what it imports) loads only on forms that use it,
// and loading it never blanks the rest of the form.
import type { RJSFSchema, Widget, WidgetProps } from '@rjsf/utils';
import { createElement } from 'react';
import type { FormData, FormValues } from './formValues.ts';
import { late } from './late.tsx';

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
const preloads = new Map<string, () => Promise<void>>();

const Loading = () => createElement('span', { role: 'status' }, '加载中…');

type WidgetLoader = () => Promise<{ default: FormWidget }>;

/** A widget whose code loads on its first use (or earlier: preload), 加载中… in its place until then. */
function lateWidget(load: WidgetLoader): { widget: FormWidget; preload: () => Promise<void> } {
  const w = late<FormWidgetProps>(load, Loading);
  return { widget: w.component, preload: w.preload };
}

export function lazyFormWidget(load: WidgetLoader): FormWidget {
  return lateWidget(load).widget;
}

export function registerFormWidget(name: string, load: WidgetLoader): void {
  const w = lateWidget(load);
  widgets[name] = w.widget;
  preloads.set(name, w.preload);
}

export function unregisterFormWidget(name: string): void {
  delete widgets[name];
  preloads.delete(name);
}

/**
 * Starts the chunks of the named widgets (unknown names are rjsf's own widgets, already in the form's
 * chunk). A form page calls it when its bundle is known: a widget's chunk requested only when the form's
 * render reaches the field arrives after that render, and React holds the form back until it has.
 */
export function preloadFormWidgets(names: Iterable<string>): void {
  for (const n of names) void preloads.get(n)?.();
}

export function formWidgets(): Readonly<Record<string, FormWidget>> {
  return widgets;
}
