// References between entities (x-ref): the target entity exists, and so do its label field, the fields
// its filter names and the fields it copies from; the fields copied into must be the referring entity's.
import { isSystemField, type EntitySchema, type RefSpec } from '../schema/types.ts';
import { didYouMean, pointer } from './util.ts';
import { has, report, unknownFieldMessage, type CheckContext } from './context.ts';

function checkRef(ctx: CheckContext, file: string, e: EntitySchema, field: string, spec: RefSpec): void {
  const at = (...rest: (string | number)[]) => pointer('properties', field, 'x-ref', ...rest);
  const target = ctx.entities.get(spec.entity)?.schema;
  if (!target) {
    // A broken entity file may be the target: then its name cannot be judged.
    if (ctx.entitiesKnown) report(ctx, file, at('entity'), `引用的实体 "${spec.entity}" 不存在${didYouMean(spec.entity, [...ctx.entities.keys()])}`);
    return;
  }
  const label = spec.labelField ?? target['x-titleField'];
  if (label === undefined) report(ctx, file, at(), `实体 ${target.name} 没有 x-titleField，引用需要 labelField（显示为标签的字段）`);
  else if (!has(target.properties, label)) report(ctx, file, at('labelField'), unknownFieldMessage(target, label, false));
  for (const f of Object.keys(spec.filter ?? {})) {
    if (!has(target.properties, f) && !isSystemField(f)) report(ctx, file, at('filter', f), unknownFieldMessage(target, f, true));
  }
  for (const [to, from] of Object.entries(spec.copy ?? {})) {
    if (!has(e.properties, to)) report(ctx, file, at('copy', to), unknownFieldMessage(e, to, false));
    if (!has(target.properties, from) && !isSystemField(from)) report(ctx, file, at('copy', to), unknownFieldMessage(target, from, true));
  }
}

export function checkEntityRefs(ctx: CheckContext, file: string, e: EntitySchema): void {
  for (const [field, p] of Object.entries(e.properties)) {
    const spec = p['x-ref'];
    if (spec) checkRef(ctx, file, e, field, spec);
  }
}
