// Filter operators must fit the field: `like` is a substring match on free text, ranges need an
// ordered value (number or time), and a code (enum or dictionary) is matched exactly. The server would
// otherwise run `like` on a number's text or compare codes by range, which is never what was meant.
import { isSystemField, type EntitySchema, type FilterOp, type ListFilter } from '../schema/types.ts';
import { valueType } from '../valuetypes/derive.ts';
import { pointer } from './util.ts';
import { report, type CheckContext } from './context.ts';
import type { ProjectRule } from './project.ts';

type FilterKind = 'text' | 'code' | 'number' | 'time' | 'boolean' | 'other';

const NUMERIC_FORMATS = new Set(['decimal2', 'decimal4', 'decimal6', 'integer', 'positive-integer']);

const KIND_TITLES: Record<FilterKind, string> = {
  text: '文本', code: '代码（枚举或字典）', number: '数值', time: '日期时间', boolean: '布尔', other: '对象或数组',
};

/** Operators each kind of field supports. */
export const FILTER_OPS: Record<FilterKind, readonly FilterOp[]> = {
  text: ['eq', 'like', 'in'],
  code: ['eq', 'in'],
  number: ['eq', 'in', 'gte', 'lte', 'between'],
  time: ['eq', 'gte', 'lte', 'between'],
  boolean: ['eq'],
  other: [],
};

const SYSTEM_KINDS: Record<string, FilterKind> = {
  id: 'number', version: 'number', siteId: 'number', status: 'code', variety: 'code', createdAt: 'time', updatedAt: 'time',
};

export function filterKindOf(entity: EntitySchema, field: string): FilterKind | undefined {
  if (isSystemField(field)) return SYSTEM_KINDS[field];
  const p = entity.properties[field];
  if (!p) return undefined;
  if (p.type === 'number' || p.type === 'integer' || (p.format && NUMERIC_FORMATS.has(p.format))) return 'number';
  if (p.format === 'date' || p.format === 'date-time') return 'time';
  if (p.type === 'boolean') return 'boolean';
  if (p.type === 'object' || p.type === 'array') return 'other';
  return p.enum || p['x-dict'] ? 'code' : 'text';
}

function checkFilters(ctx: CheckContext, file: string, e: EntitySchema, filters: readonly ListFilter[] | undefined): void {
  (filters ?? []).forEach((f, i) => {
    const kind = filterKindOf(e, f.field);
    if (!kind) return; // unknown field: reported by the page rules
    // The value-type table says which operators a field's type supports (src/shared/valuetypes).
    const vt = valueType(e, f.field);
    const ops = isSystemField(f.field) ? FILTER_OPS[kind] : vt.filter.ops;
    if (ops.includes(f.op)) return;
    const allowed = ops.length ? `可用：${ops.join('、')}` : '不能作为筛选条件';
    const title = isSystemField(f.field) ? KIND_TITLES[kind] : vt.title;
    report(ctx, file, pointer('filters', i, 'op'), `筛选方式 "${f.op}" 不适用于${title}字段 "${f.field}"（${allowed}）`);
  });
}

export const checkFilterOps: ProjectRule = (ctx, project) => {
  for (const [file, page] of project.pages) {
    if (page.kind !== 'list' && page.kind !== 'stats') continue;
    const e = ctx.entities.get(page.entity)?.schema;
    if (e) checkFilters(ctx, file, e, page.filters);
  }
};
