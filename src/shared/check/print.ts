// Rules for print pages and create-from-another-record, which reach across files: a print page names
// a template entity and its content field; a navigate action's `prefill` names fields of the target
// form page and of the row's own entity; the template editor widget names print pages by type.
import type { EntitySchema, FormPage, PageAction, PageSchema, PagesFile, PrintPage } from '../schema/types.ts';
import { isPrefillSource, templateTypeField, TEMPLATE_TYPE_FIELDS } from '../template/index.ts';
import { appendPointer, didYouMean, pointer } from './util.ts';
import { has, report, unknownFieldMessage, type CheckContext } from './context.ts';

/** Page schemas by page id, for pages whose schema file passed the meta-schema. */
export type PageById = Map<string, PageSchema>;

export function pagesById(pages: PagesFile | undefined, schemaAt: (file: string) => PageSchema | undefined): PageById | undefined {
  if (!pages) return undefined;
  const out: PageById = new Map();
  for (const p of pages.pages) {
    const s = p.schema ? schemaAt(p.schema) : undefined;
    if (s && !out.has(p.id)) out.set(p.id, s);
  }
  return out;
}

function checkPrintPage(ctx: CheckContext, file: string, page: PrintPage): void {
  const found = ctx.entities.get(page.templateEntity);
  if (!found) {
    if (ctx.entitiesKnown) {
      report(ctx, file, '/templateEntity', `模板实体 "${page.templateEntity}" 不存在${didYouMean(page.templateEntity, ctx.entities.keys())}`);
    }
    return;
  }
  const t = found.schema;
  const field = t.properties[page.templateField];
  if (!has(t.properties, page.templateField)) report(ctx, file, '/templateField', unknownFieldMessage(t, page.templateField, false));
  else if (field?.type !== 'string') report(ctx, file, '/templateField', `模板内容字段 "${page.templateField}" 应为 string 类型`);
  if (page.templateType === undefined) return;
  const typeField = templateTypeField(t);
  if (!typeField) {
    report(ctx, file, '/templateType', `模板实体 ${t.name} 没有类型字段（${TEMPLATE_TYPE_FIELDS.join(' 或 ')}），不能按 templateType 筛选`);
    return;
  }
  const values = t.properties[typeField]?.enum?.map(String);
  if (values && !values.includes(page.templateType)) {
    report(ctx, file, '/templateType', `模板类型 "${page.templateType}" 不在 ${t.name}.${typeField} 的 enum 中${didYouMean(page.templateType, values)}`);
  }
}

type Navigate = Extract<PageAction, { type: 'navigate' }>;

function checkPrefill(ctx: CheckContext, file: string, at: string, source: EntitySchema, a: Navigate, byId: PageById | undefined, toolbar: boolean): void {
  const prefill = a.prefill;
  if (!prefill) return;
  if (toolbar) {
    report(ctx, file, at, '工具栏操作没有所在行，不能使用 prefill（请放在行操作或详情页操作中）');
    return;
  }
  for (const [target, path] of Object.entries(prefill)) {
    if (!isPrefillSource(source, path)) report(ctx, file, appendPointer(at, target), unknownFieldMessage(source, path, true));
  }
  const target = byId?.get(a.page);
  if (!target) return; // unknown page: checkPageRef reports it; a broken schema file is reported itself
  if (target.kind !== 'form') {
    report(ctx, file, at, `prefill 只能带入表单页面，页面 "${a.page}" 的类型是 ${target.kind}`);
    return;
  }
  const form: FormPage = target;
  if (form.mode === 'edit') report(ctx, file, at, `页面 "${a.page}" 只用于编辑（mode 为 edit），不能新建，prefill 无效`);
  const entity = ctx.entities.get(form.entity)?.schema;
  for (const field of Object.keys(prefill)) {
    const ptr = appendPointer(at, field);
    if (!form.fields.includes(field)) report(ctx, file, ptr, `字段 "${field}" 不在页面 "${a.page}" 的 fields 中${didYouMean(field, form.fields)}`);
    else if (entity?.properties[field]?.readOnly) report(ctx, file, ptr, `字段 "${field}" 是只读字段，不能带入`);
  }
}

function checkActionList(ctx: CheckContext, file: string, key: string, e: EntitySchema, actions: PageAction[] | undefined, byId: PageById | undefined): void {
  (actions ?? []).forEach((a, i) => {
    if (a.type === 'navigate') checkPrefill(ctx, file, pointer(key, i, 'prefill'), e, a, byId, key === 'toolbar');
  });
}

/** The template editor widget ("ui:widget": "template") names print pages by template type. */
function checkTemplateWidget(ctx: CheckContext, file: string, form: FormPage, byId: PageById | undefined): void {
  for (const [field, ui] of Object.entries(form.uiSchema ?? {})) {
    if (!ui || typeof ui !== 'object' || (ui as Record<string, unknown>)['ui:widget'] !== 'template') continue;
    const options = (ui as Record<string, unknown>)['ui:options'];
    const opts = options && typeof options === 'object' ? (options as Record<string, unknown>) : {};
    const typeField = typeof opts.typeField === 'string' ? opts.typeField : 'modelType';
    if (!form.fields.includes(typeField)) {
      report(ctx, file, pointer('uiSchema', field, 'ui:options', 'typeField'), `模板类型字段 "${typeField}" 不在 fields 中${didYouMean(typeField, form.fields)}`);
    }
    const pages = opts.pages && typeof opts.pages === 'object' ? (opts.pages as Record<string, unknown>) : {};
    for (const [type, id] of Object.entries(pages)) {
      const at = pointer('uiSchema', field, 'ui:options', 'pages', type);
      const target = typeof id === 'string' ? byId?.get(id) : undefined;
      if (typeof id !== 'string') report(ctx, file, at, '应为打印页面的 id');
      else if (byId && !ctx.pageIds?.has(id)) report(ctx, file, at, `页面 "${id}" 不存在于 pages.json${didYouMean(id, ctx.pageIds ?? [])}`);
      else if (target && target.kind !== 'print') report(ctx, file, at, `页面 "${id}" 不是打印页面（kind 为 ${target.kind}）`);
      else if (target?.kind === 'print' && target.templateType !== undefined && target.templateType !== type) {
        report(ctx, file, at, `打印页面 "${id}" 的 templateType 是 "${target.templateType}"，与键 "${type}" 不一致`);
      }
    }
  }
}

/** Print pages need ?id= (a record), so a menu entry would open an empty page: they must be hidden. */
function checkPrintEntries(ctx: CheckContext, pages: PagesFile): void {
  pages.pages.forEach((p, i) => {
    if (p.kind === 'print' && !p.hidden) report(ctx, 'pages.json', pointer('pages', i, 'hidden'), '打印页面需要 ?id= 指定记录，应设为 "hidden": true，由列表或详情的“打印”操作打开');
  });
}

export function checkPrintRules(
  ctx: CheckContext,
  pageFiles: readonly (readonly [string, PageSchema])[],
  pages: PagesFile | undefined,
): void {
  const schemas = new Map(pageFiles);
  const byId = pagesById(pages, (f) => schemas.get(f));
  for (const [file, page] of pageFiles) {
    const e = ctx.entities.get(page.entity)?.schema;
    switch (page.kind) {
      case 'print':
        checkPrintPage(ctx, file, page);
        break;
      case 'list':
        if (e) checkActionList(ctx, file, 'toolbar', e, page.toolbar, byId);
        if (e) checkActionList(ctx, file, 'rowActions', e, page.rowActions, byId);
        break;
      case 'detail':
        if (e) checkActionList(ctx, file, 'actions', e, page.actions, byId);
        break;
      case 'form':
        checkTemplateWidget(ctx, file, page, byId);
        break;
    }
  }
  if (pages) checkPrintEntries(ctx, pages);
}
