// The rjsf schema and uiSchema of a form page: the entity's data schema limited to the page's fields,
// enum labels from x-enumNames, then the page's own uiSchema on top.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { EntitySchema, FormPage } from '../../../shared/schema/types.ts';
import { dataSchema } from '../../../shared/validation.ts';
import { valueType } from '../../../shared/valuetypes/derive.ts';
import { declaredWidget, valueTypeWidget } from '../../../shared/valuetypes/formWidgets.ts';
import { valueRenderer } from '../../valuetypes/registry.ts';
import '../../valuetypes/formItems.ts';
import { FULL_ROW, SECTIONS } from './FormGrid.tsx';
import type { FormData } from './validation.ts';

/** Widgets that fit one cell; any other a page names (textarea, a plugin's editor) takes a whole row. */
const INLINE_WIDGETS: ReadonlySet<string> = new Set([
  'radio', 'select', 'checkbox', 'checkboxes', 'updown', 'range', 'hidden', 'text', 'password', 'email', 'uri', 'date', 'datetime',
  'time', 'color', 'reference', 'region', 'dict',
]);

export function formSchema(entity: EntitySchema, page: FormPage): RJSFSchema {
  const s = dataSchema(entity, page.fields);
  // The page title is the card's; rjsf would print the entity title again above the fields.
  return { type: 'object', required: s.required, properties: s.properties };
}

export function formUiSchema(entity: EntitySchema, page: FormPage): UiSchema<FormData> {
  const ui: Record<string, unknown> = { 'ui:order': [...page.fields, '*'] };
  for (const f of page.fields) {
    const p = entity.properties[f];
    const base: Record<string, unknown> = {};
    const vt = valueType(entity, f);
    const widget = valueTypeWidget(entity, f);
    if (widget) base['ui:widget'] = widget;
    if (p?.['x-ref']) base['ui:options'] = { ref: p['x-ref'] };
    if (p?.['x-upload']) base['ui:options'] = { upload: p['x-upload'] };
    if (p?.['x-dict']) base['ui:options'] = { dict: p['x-dict'] };
    if (p?.enum && p['x-enumNames']) base['ui:enumNames'] = p['x-enumNames'];
    const item = valueRenderer('formItem', vt.name);
    if (p?.enum || item.placeholder === 'select') base['ui:placeholder'] = `请选择${p?.title ?? f}`;
    else if (p?.type === 'string' && item.placeholder === 'input' && !p['x-upload']) base['ui:placeholder'] = `请输入${p.title}`;
    // Server-owned values are shown, not typed: computed amounts follow their inputs, numbers come on save.
    if (p?.['x-computed']) Object.assign(base, { 'ui:readonly': true, 'ui:placeholder': '自动计算' });
    else if (p?.['x-rollup']) Object.assign(base, { 'ui:readonly': true, 'ui:placeholder': '由相关记录自动汇总' });
    else if (p?.['x-sequence']) Object.assign(base, { 'ui:readonly': true, 'ui:placeholder': p['x-sequence'].on ? '自动编号' : '保存后自动编号' });
    // Long values take a whole row of the form's grid (FormGrid); so does a widget a plugin registers.
    const declared = declaredWidget(page, f);
    const wide = declared !== undefined && !INLINE_WIDGETS.has(declared);
    if (vt.fullRow || wide) base['ui:options'] = { ...(base['ui:options'] as object | undefined), [FULL_ROW]: true };
    const own = page.uiSchema?.[f];
    const mine = own && typeof own === 'object' ? (own as Record<string, unknown>) : {};
    const options = { ...(base['ui:options'] as object | undefined), ...(mine['ui:options'] as object | undefined) };
    ui[f] = { ...base, ...mine, ...(Object.keys(options).length ? { 'ui:options': options } : {}) };
  }
  for (const [k, v] of Object.entries(page.uiSchema ?? {})) if (!(k in ui)) ui[k] = v;
  // Declared sections group the fields under titles (FormGrid).
  if (page.sections) ui['ui:options'] = { ...(ui['ui:options'] as object | undefined), [SECTIONS]: page.sections };
  // Our own buttons (保存 / 保存并提交审核 / 返回) replace rjsf's submit button.
  ui['ui:submitButtonOptions'] = { norender: true };
  return ui as UiSchema<FormData>;
}

/** What a save sends. An update names every field of the page, an emptied one as "", so the server
 * removes it; a create leaves empty fields out (normalizeInput's rule, applied again on the server). */
export function payload(page: FormPage, data: FormData, isUpdate: boolean): FormData {
  const out: FormData = {};
  for (const f of page.fields) {
    const v = data[f];
    const empty = v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
    if (empty) {
      if (isUpdate) out[f] = '';
    } else out[f] = typeof v === 'string' ? v.trim() : v;
  }
  return out;
}
