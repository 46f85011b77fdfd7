// Cross-references inside one entity schema: required fields, title field, indexes, workflow states.
import { isSystemField, type EntitySchema, type EntityProperty } from '../schema/types.ts';
import { pointer } from './util.ts';
import { has, report, unknownFieldMessage, unknownStateMessage, type CheckContext } from './context.ts';
import { checkTableResource } from './table-resource.ts';

function checkProperty(ctx: CheckContext, file: string, at: string[], p: EntityProperty): void {
  const ptr = (...rest: (string | number)[]) => pointer(...at, ...rest);
  if (p['x-enumNames'] && (!p.enum || p['x-enumNames'].length !== p.enum.length)) {
    report(ctx, file, ptr('x-enumNames'), `x-enumNames 应与 enum 一一对应（${p['x-enumNames'].length} 个名称，${p.enum?.length ?? 0} 个取值）`);
  }
  if (p.pattern !== undefined) {
    try {
      new RegExp(p.pattern, 'u');
    } catch (e) {
      report(ctx, file, ptr('pattern'), `正则表达式无效：${(e as Error).message}`);
    }
  }
  // The renderers need the dictionary type to fetch labels and options.
  if (p['x-display'] === 'dict' && !p['x-dict']) report(ctx, file, ptr('x-display'), 'x-display 为 "dict" 时需要 x-dict（字典类型）');
  for (const [name, child] of Object.entries(p.properties ?? {})) checkProperty(ctx, file, [...at, 'properties', name], child);
}

function checkWorkflow(ctx: CheckContext, file: string, e: EntitySchema): void {
  const wf = e['x-workflow'];
  if (!wf) return;
  if (!has(wf.states, wf.initial)) report(ctx, file, '/x-workflow/initial', unknownStateMessage(wf, wf.initial));
  (wf.editableIn ?? []).forEach((s, i) => {
    if (!has(wf.states, s)) report(ctx, file, pointer('x-workflow', 'editableIn', i), unknownStateMessage(wf, s));
  });
  const seen = new Map<string, number>();
  wf.transitions.forEach((t, i) => {
    const first = seen.get(t.action);
    if (first !== undefined) report(ctx, file, pointer('x-workflow', 'transitions', i, 'action'), `流程操作 "${t.action}" 重复（首次出现在 /x-workflow/transitions/${first}）`);
    else seen.set(t.action, i);
    t.from.forEach((s, j) => {
      if (!has(wf.states, s)) report(ctx, file, pointer('x-workflow', 'transitions', i, 'from', j), unknownStateMessage(wf, s));
    });
    if (!has(wf.states, t.to)) report(ctx, file, pointer('x-workflow', 'transitions', i, 'to'), unknownStateMessage(wf, t.to));
  });
}

export function checkEntity(ctx: CheckContext, file: string, e: EntitySchema): void {
  const first = ctx.entities.get(e.name);
  if (first && first.file !== file) report(ctx, file, '/name', `实体名 "${e.name}" 重复（已用于 ${first.file}）`);
  for (const [name, p] of Object.entries(e.properties)) {
    // A property named like a record column would be shadowed by it in lists, filters and sorts.
    if (isSystemField(name)) report(ctx, file, pointer('properties', name), `属性名 "${name}" 与系统字段重名`);
    checkProperty(ctx, file, ['properties', name], p);
  }
  (e.required ?? []).forEach((f, i) => {
    if (!has(e.properties, f)) report(ctx, file, pointer('required', i), unknownFieldMessage(e, f, false));
  });
  const tf = e['x-titleField'];
  if (tf !== undefined && !has(e.properties, tf)) report(ctx, file, '/x-titleField', unknownFieldMessage(e, tf, false));
  (e['x-indexes'] ?? []).forEach((item, i) => {
    if (typeof item === 'string') {
      if (!has(e.properties, item)) report(ctx, file, pointer('x-indexes', i), unknownFieldMessage(e, item, false));
      return;
    }
    // A composite may lead with system columns (status, siteId): lists filter on them by equality.
    item.forEach((f, j) => {
      if (!has(e.properties, f) && !isSystemField(f)) report(ctx, file, pointer('x-indexes', i, j), unknownFieldMessage(e, f, true));
    });
  });
  checkWorkflow(ctx, file, e);
  checkTableResource(ctx, file, e);
  const del = e['x-delete'];
  (del?.states ?? []).forEach((s, i) => {
    const wf = e['x-workflow'];
    const at = pointer('x-delete', 'states', i);
    if (!wf) report(ctx, file, at, `实体没有 x-workflow，不能按状态 "${s}" 限定删除`);
    else if (!has(wf.states, s)) report(ctx, file, at, unknownStateMessage(wf, s));
  });
}
