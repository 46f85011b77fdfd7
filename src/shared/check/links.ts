// Links between pages that carry a record: a column's `link` and a navigate action's `filter` open a list
// filtered by the row (each key must be a filter the target list declares, each value a source on the
// row), and a detail or approval page's `related` lists the records referring to it through the child's
// own list page (its reference field must point here; its add form must take that reference).
import { linkFilterKey } from '../listLink.ts';
import type { EntitySchema, LinkFilter, PageSchema, RelatedList } from '../schema/types.ts';
import { isPrefillSource } from '../template/index.ts';
import { has, report, unknownFieldMessage, type CheckContext } from './context.ts';
import { pagesById, type PageById } from './print.ts';
import type { ProjectRule } from './project.ts';
import { appendPointer, didYouMean, pointer } from './util.ts';

function checkLinkFilter(ctx: CheckContext, file: string, at: string, source: EntitySchema, page: string, filter: LinkFilter, byId: PageById | undefined, toolbar: boolean): void {
  if (toolbar) {
    report(ctx, file, at, '工具栏操作没有所在行，不能使用 filter（请放在行操作或详情页操作中）');
    return;
  }
  for (const [key, path] of Object.entries(filter)) {
    if (!isPrefillSource(source, path)) report(ctx, file, appendPointer(at, key), unknownFieldMessage(source, path, true));
  }
  const target = byId?.get(page);
  if (!target) return; // an unknown page is reported where it is named
  if (target.kind !== 'list') {
    report(ctx, file, at, `filter 只能用于列表页面，页面 "${page}" 的类型是 ${target.kind}`);
    return;
  }
  const declared = (target.filters ?? []).map((f) => `${f.field}.${f.op}`);
  for (const key of Object.keys(filter)) {
    const { field, op } = linkFilterKey(key);
    // The list shows its filters in its bar: one it does not declare could be neither seen nor cleared.
    if (!declared.includes(`${field}.${op}`)) {
      report(ctx, file, appendPointer(at, key), `列表页面 "${page}" 没有筛选 ${field}（${op}）${didYouMean(`${field}.${op}`, declared)}`);
    }
  }
}

function checkRelated(ctx: CheckContext, file: string, at: string, parent: EntitySchema, r: RelatedList, byId: PageById | undefined): void {
  if (byId && !ctx.pageIds?.has(r.list)) {
    report(ctx, file, appendPointer(at, 'list'), `页面 "${r.list}" 不存在于 pages.json${didYouMean(r.list, ctx.pageIds ?? [])}`);
    return;
  }
  const list = byId?.get(r.list);
  if (!list) return;
  if (list.kind !== 'list') {
    report(ctx, file, appendPointer(at, 'list'), `相关记录须来自列表页面，页面 "${r.list}" 的类型是 ${list.kind}`);
    return;
  }
  const child = ctx.entities.get(list.entity)?.schema;
  if (!child) return;
  const ref = child.properties[r.match]?.['x-ref'];
  if (!has(child.properties, r.match)) report(ctx, file, appendPointer(at, 'match'), unknownFieldMessage(child, r.match, false));
  else if (ref?.entity !== parent.name) report(ctx, file, appendPointer(at, 'match'), `字段 ${child.name}.${r.match} 不是引用 ${parent.name} 的字段（x-ref）`);
  const fields = list.columns.map((c) => c.field);
  (r.columns ?? []).forEach((f, j) => {
    if (!fields.includes(f)) report(ctx, file, appendPointer(at, 'columns', j), `字段 "${f}" 不是列表页面 "${r.list}" 的列${didYouMean(f, fields)}`);
  });
  if (!r.add) return;
  const addAt = appendPointer(at, 'add', 'page');
  if (byId && !ctx.pageIds?.has(r.add.page)) {
    report(ctx, file, addAt, `页面 "${r.add.page}" 不存在于 pages.json${didYouMean(r.add.page, ctx.pageIds ?? [])}`);
    return;
  }
  const form = byId?.get(r.add.page);
  if (!form) return;
  if (form.kind !== 'form' || form.entity !== child.name) report(ctx, file, addAt, `页面 "${r.add.page}" 不是 ${child.name} 的表单页面`);
  else if (form.mode === 'edit') report(ctx, file, addAt, `页面 "${r.add.page}" 只用于编辑（mode 为 edit），不能新增`);
  else if (!form.fields.includes(r.match)) report(ctx, file, addAt, `页面 "${r.add.page}" 的 fields 中没有引用字段 "${r.match}"，不能预填`);
}

function checkPage(ctx: CheckContext, file: string, page: PageSchema, byId: PageById | undefined): void {
  const e = ctx.entities.get(page.entity)?.schema;
  if (!e) return;
  const actions = (key: string, list: readonly { type: string; page?: string; filter?: LinkFilter }[] | undefined) =>
    (list ?? []).forEach((a, i) => {
      if (a.type === 'navigate' && a.filter && a.page) checkLinkFilter(ctx, file, pointer(key, i, 'filter'), e, a.page, a.filter, byId, key === 'toolbar');
    });
  switch (page.kind) {
    case 'list':
      page.columns.forEach((c, i) => {
        if (!c.link) return;
        if (byId && !ctx.pageIds?.has(c.link.page)) {
          report(ctx, file, pointer('columns', i, 'link', 'page'), `页面 "${c.link.page}" 不存在于 pages.json${didYouMean(c.link.page, ctx.pageIds ?? [])}`);
          return;
        }
        checkLinkFilter(ctx, file, pointer('columns', i, 'link', 'filter'), e, c.link.page, c.link.filter, byId, false);
      });
      actions('toolbar', page.toolbar);
      actions('rowActions', page.rowActions);
      return;
    case 'detail':
      actions('actions', page.actions);
      (page.related ?? []).forEach((r, i) => checkRelated(ctx, file, pointer('related', i), e, r, byId));
      return;
    case 'approval':
      (page.related ?? []).forEach((r, i) => checkRelated(ctx, file, pointer('related', i), e, r, byId));
      return;
  }
}

export const checkPageLinks: ProjectRule = (ctx, p) => {
  const schemas = new Map(p.pages);
  const byId = pagesById(p.pagesFile, (f) => schemas.get(f));
  for (const [file, page] of p.pages) checkPage(ctx, file, page, byId);
};
