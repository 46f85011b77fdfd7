// Rollups (`x-rollup` on a property): the referring entity exists and its `match` field is a reference to
// this entity; a sum names a number field whose format this field shares (the value type shown), a count
// is an integer, min/max also take dates; `where` names fields (or status) of the referring entity, with values it can hold; the
// field is readOnly (the server owns it) and not also computed.
import type { EntityProperty, EntitySchema, RollupSpec } from '../schema/types.ts';
import { formatType } from '../valuetypes/derive.ts';
import { checkStateRef, has, report, unknownFieldMessage, type CheckContext } from './context.ts';
import type { ProjectRule } from './project.ts';
import { didYouMean, pointer } from './util.ts';

function checkWhere(ctx: CheckContext, file: string, src: EntitySchema, where: RollupSpec['where'], at: (...r: (string | number)[]) => string): void {
  for (const [key, want] of Object.entries(where ?? {})) {
    const values = Array.isArray(want) ? want : [want];
    if (key === 'status') {
      values.forEach((s, i) => checkStateRef(ctx, file, Array.isArray(want) ? at('where', key, i) : at('where', key), src, s));
      continue;
    }
    const p = src.properties[key];
    if (!p) {
      report(ctx, file, at('where', key), unknownFieldMessage(src, key, false));
      continue;
    }
    const bad = p.enum ? values.find((v) => !p.enum!.map(String).includes(v)) : undefined;
    if (bad !== undefined) report(ctx, file, at('where', key), `"${bad}" 不是实体 ${src.name} 字段 ${key} 的取值${didYouMean(bad, p.enum!.map(String))}`);
  }
}

function checkRollup(ctx: CheckContext, file: string, e: EntitySchema, name: string, p: EntityProperty, r: RollupSpec): void {
  const at = (...rest: (string | number)[]) => pointer('properties', name, 'x-rollup', ...rest);
  if (!p.readOnly) report(ctx, file, pointer('properties', name), `x-rollup 字段 "${name}" 由服务器汇总，须声明 "readOnly": true`);
  if (p['x-computed']) report(ctx, file, pointer('properties', name, 'x-computed'), `字段 "${name}" 不能同时是 x-computed 与 x-rollup`);
  const src = ctx.entities.get(r.entity)?.schema;
  if (!src) {
    if (ctx.entitiesKnown) report(ctx, file, at('entity'), `实体 "${r.entity}" 不存在${didYouMean(r.entity, [...ctx.entities.keys()])}`);
    return;
  }
  const ref = src.properties[r.match];
  if (!ref) report(ctx, file, at('match'), unknownFieldMessage(src, r.match, false));
  else if (ref['x-ref']?.entity !== e.name) report(ctx, file, at('match'), `实体 ${src.name} 的字段 "${r.match}" 不是引用实体 ${e.name} 的字段（x-ref）`);
  if (r.op === 'count') {
    if (r.field !== undefined) report(ctx, file, at('field'), 'count 不需要 field');
    if (p.format !== 'integer') report(ctx, file, pointer('properties', name, 'format'), 'count 汇总字段的格式须为 integer');
  } else if (r.field === undefined) {
    report(ctx, file, at(), `${r.op} 须指定 field（汇总的字段）`);
  } else if (!has(src.properties, r.field)) {
    report(ctx, file, at('field'), unknownFieldMessage(src, r.field, false));
  } else {
    const f = src.properties[r.field]!.format;
    // The stored format's value type decides: a sum needs a summable one, min / max an ordered one.
    const vt = formatType(f);
    const ok = vt !== undefined && (r.op === 'sum' ? vt.summable : vt.ordered);
    if (!ok) report(ctx, file, at('field'), `汇总的字段 "${r.field}" 须为数字格式（decimal2/4/6 或 integer）${r.op === 'sum' ? '' : '或日期'}`);
    else if (p.format !== f && !(p.format === 'integer' && f === 'positive-integer')) report(ctx, file, pointer('properties', name, 'format'), `汇总字段的格式须与被汇总的字段相同（${f}），现为 ${p.format ?? '未指定'}`);
  }
  checkWhere(ctx, file, src, r.where, at);
}

export const checkRollups: ProjectRule = (ctx, p) =>
  p.entities.forEach(([file, e]) => {
    for (const [name, prop] of Object.entries(e.properties)) {
      const r = prop['x-rollup'];
      if (r) checkRollup(ctx, file, e, name, prop, r);
    }
  });
