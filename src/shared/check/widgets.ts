// Widget names: a form's "ui:widget" must be one rjsf offers for the field's JSON type or one the
// engine or a plugin registers; a detail or approval page's widgets[].type must be registered. Either
// mistake otherwise fails only in the browser, with rjsf's English error or an empty panel.
import type { EntitySchema, FormPage, WidgetRef } from '../schema/types.ts';
import { didYouMean, pointer } from './util.ts';
import { report, type CheckContext } from './context.ts';
import type { ProjectRule } from './project.ts';

/** rjsf's own widget names by JSON type (the widgetMap of @rjsf/utils getWidget). */
const RJSF_WIDGETS: Record<string, readonly string[]> = {
  boolean: ['checkbox', 'radio', 'select', 'hidden'],
  string: ['text', 'password', 'email', 'hostname', 'ipv4', 'ipv6', 'uri', 'data-url', 'radio', 'select', 'textarea', 'hidden', 'date', 'datetime', 'date-time', 'alt-date', 'alt-datetime', 'time', 'color', 'file'],
  number: ['text', 'select', 'updown', 'range', 'radio', 'hidden'],
  integer: ['text', 'select', 'updown', 'range', 'radio', 'hidden'],
  array: ['select', 'checkboxes', 'files', 'hidden'],
};

export function formWidgetNames(ctx: CheckContext, type: string): string[] {
  return [...(RJSF_WIDGETS[type] ?? []), ...ctx.env.formWidgets];
}

function checkFormWidgets(ctx: CheckContext, file: string, form: FormPage, e: EntitySchema): void {
  for (const [field, ui] of Object.entries(form.uiSchema ?? {})) {
    if (!ui || typeof ui !== 'object') continue;
    const widget = (ui as Record<string, unknown>)['ui:widget'];
    if (typeof widget !== 'string') continue;
    const type = e.properties[field]?.type;
    if (!type) continue; // a key that is no field: reported by the page rules
    const names = formWidgetNames(ctx, type);
    if (!names.includes(widget)) {
      report(ctx, file, pointer('uiSchema', field, 'ui:widget'), `未知的表单部件 "${widget}"：${type} 类型字段可用 ${names.join('、')}${didYouMean(widget, names)}`);
    }
  }
}

export function checkPageWidgets(ctx: CheckContext, file: string, widgets: readonly WidgetRef[] | undefined): void {
  (widgets ?? []).forEach((w, i) => {
    if (ctx.env.pageWidgets.has(w.type)) return;
    const known = [...ctx.env.pageWidgets];
    report(ctx, file, pointer('widgets', i, 'type'), `未注册的页面部件 "${w.type}"${didYouMean(w.type, known)}（已注册：${known.join('、') || '无'}）`);
  });
}

export const checkWidgets: ProjectRule = (ctx, project) => {
  for (const [file, page] of project.pages) {
    if (page.kind === 'detail' || page.kind === 'approval') checkPageWidgets(ctx, file, page.widgets);
    if (page.kind !== 'form') continue;
    const e = ctx.entities.get(page.entity)?.schema;
    if (e) checkFormWidgets(ctx, file, page, e);
  }
};
