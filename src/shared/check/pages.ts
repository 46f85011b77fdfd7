// Cross-references of one page schema file: its entity, every field it names, the pages its
// actions open and the workflow actions and states it uses.
import { isSystemField, type EntitySchema, type PageAction, type PageSchema } from '../schema/types.ts';
import { didYouMean, pointer } from './util.ts';
import {
  checkActionRef, checkPageRef, checkStateRef, has, isReadableField, report, unknownFieldMessage, type CheckContext,
} from './context.ts';
import { checkStatsPage } from './stats.ts';

function checkField(ctx: CheckContext, file: string, at: string, e: EntitySchema, field: string): void {
  if (!isReadableField(e, field)) report(ctx, file, at, unknownFieldMessage(e, field, true));
}

function checkActions(ctx: CheckContext, file: string, key: string, e: EntitySchema, actions: PageAction[] | undefined): void {
  (actions ?? []).forEach((a, i) => {
    if (a.type === 'navigate') checkPageRef(ctx, file, pointer(key, i, 'page'), a.page);
    if (a.type === 'transition') checkActionRef(ctx, file, pointer(key, i, 'action'), e, a.action);
    if (a.type === 'delete' && !e['x-delete']?.allowed) {
      report(ctx, file, pointer(key, i), `实体 ${e.name} 不允许删除（x-delete.allowed 不为 true）`);
    }
    (a.states ?? []).forEach((s, j) => checkStateRef(ctx, file, pointer(key, i, 'states', j), e, s));
  });
}

function checkSections(ctx: CheckContext, file: string, e: EntitySchema, sections: { fields: string[] }[]): void {
  sections.forEach((s, i) => s.fields.forEach((f, j) => checkField(ctx, file, pointer('sections', i, 'fields', j), e, f)));
}

function checkBody(ctx: CheckContext, file: string, page: PageSchema, e: EntitySchema): void {
  switch (page.kind) {
    case 'list': {
      page.columns.forEach((c, i) => checkField(ctx, file, pointer('columns', i, 'field'), e, c.field));
      (page.filters ?? []).forEach((f, i) => checkField(ctx, file, pointer('filters', i, 'field'), e, f.field));
      if (page.tabs) {
        checkField(ctx, file, pointer('tabs', 'field'), e, page.tabs.field);
        const p = e.properties[page.tabs.field];
        if (p && !p.enum) report(ctx, file, pointer('tabs', 'field'), `页签字段 "${page.tabs.field}" 必须是枚举字段`);
      }
      for (const [k, v] of Object.entries(page.fixedFilters ?? {})) {
        checkField(ctx, file, pointer('fixedFilters', k), e, k);
        // A fixed status filter must name real states, or the list is silently always empty.
        if (k === 'status') (Array.isArray(v) ? v : [v]).forEach((s, j) =>
          checkStateRef(ctx, file, Array.isArray(v) ? pointer('fixedFilters', k, j) : pointer('fixedFilters', k), e, s));
      }
      if (page.defaultSort) checkField(ctx, file, '/defaultSort/field', e, page.defaultSort.field);
      checkActions(ctx, file, 'toolbar', e, page.toolbar);
      checkActions(ctx, file, 'rowActions', e, page.rowActions);
      // Import writes records: only the entity's own writable fields may be columns of its template.
      if (page.import) checkPageRef(ctx, file, '/import/form', page.import.form);
      (page.import?.fields ?? []).forEach((f, i) => {
        if (!has(e.properties, f)) report(ctx, file, pointer('import', 'fields', i), unknownFieldMessage(e, f, false));
        else if (e.properties[f]?.readOnly) report(ctx, file, pointer('import', 'fields', i), `字段 "${f}" 是只读字段，不能导入`);
      });
      return;
    }
    case 'form': {
      page.fields.forEach((f, i) => {
        if (has(e.properties, f)) return;
        const why = isSystemField(f) ? `字段 "${f}" 是系统字段，表单不能编辑` : unknownFieldMessage(e, f, false);
        report(ctx, file, pointer('fields', i), why);
      });
      for (const k of Object.keys(page.uiSchema ?? {})) {
        if (!k.startsWith('ui:') && !page.fields.includes(k)) {
          report(ctx, file, pointer('uiSchema', k), `uiSchema 的键 "${k}" 不在 fields 中${didYouMean(k, page.fields)}`);
        }
      }
      // A form's sections only group its fields: each must be one of them.
      (page.sections ?? []).forEach((sec, i) => sec.fields.forEach((f, j) => {
        if (!page.fields.includes(f)) report(ctx, file, pointer('sections', i, 'fields', j), `分组中的字段 "${f}" 不在 fields 中${didYouMean(f, page.fields)}`);
      }));
      if (page.afterSave !== undefined) checkPageRef(ctx, file, '/afterSave', page.afterSave);
      if (page.submitAction !== undefined) checkActionRef(ctx, file, '/submitAction', e, page.submitAction);
      return;
    }
    case 'detail':
      checkSections(ctx, file, e, page.sections);
      // Only a workflow has a history: without one the page would show an error panel instead.
      if (page.history && !e['x-workflow']) report(ctx, file, '/history', `实体 ${e.name} 没有审批流程（x-workflow），不能显示流程记录（history）`);
      checkActions(ctx, file, 'actions', e, page.actions);
      return;
    case 'approval':
      checkSections(ctx, file, e, page.sections);
      page.actions.forEach((a, i) => checkActionRef(ctx, file, pointer('actions', i), e, a));
      if (page.returnTo !== undefined) checkPageRef(ctx, file, '/returnTo', page.returnTo);
      return;
    case 'stats':
      checkStatsPage(ctx, file, page, e);
      return;
  }
}

export function checkPageSchema(ctx: CheckContext, file: string, page: PageSchema): void {
  const found = ctx.entities.get(page.entity);
  if (!found) {
    if (ctx.entitiesKnown) {
      report(ctx, file, '/entity', `实体 "${page.entity}" 不存在（schemas/entities 中没有该 name）${didYouMean(page.entity, ctx.entities.keys())}`);
    }
    return;
  }
  checkBody(ctx, file, page, found.schema);
}
