// Filter operators must fit the field: the field's value type (src/shared/valuetypes; a system column's
// type is in system.ts) lists the operators it supports — `like` only on free text, ranges only on an
// ordered value, a code matched exactly. The server would otherwise run `like` on a number's text or
// compare codes by range, which is never what was meant.
import { isSystemField, type EntitySchema, type ListFilter } from '../schema/types.ts';
import { valueType } from '../valuetypes/derive.ts';
import { pointer } from './util.ts';
import { report, type CheckContext } from './context.ts';
import type { ProjectRule } from './project.ts';

function checkFilters(ctx: CheckContext, file: string, e: EntitySchema, filters: readonly ListFilter[] | undefined): void {
  (filters ?? []).forEach((f, i) => {
    if (!isSystemField(f.field) && !Object.hasOwn(e.properties, f.field)) return; // unknown field: reported by the page rules
    const vt = valueType(e, f.field);
    const ops = vt.filter.ops;
    if (ops.includes(f.op)) return;
    const allowed = ops.length ? `可用：${ops.join('、')}` : '不能作为筛选条件';
    report(ctx, file, pointer('filters', i, 'op'), `筛选方式 "${f.op}" 不适用于${vt.title}字段 "${f.field}"（${allowed}）`);
  });
}

export const checkFilterOps: ProjectRule = (ctx, project) => {
  for (const [file, page] of project.pages) {
    if (page.kind !== 'list' && page.kind !== 'stats') continue;
    const e = ctx.entities.get(page.entity)?.schema;
    if (e) checkFilters(ctx, file, e, page.filters);
  }
};
