// Transition guards (`guards` on a transition): `via` is a field of this entity — a reference field when the
// guard names no entity, whose target has the workflow the states belong to; with `entity` + `match` the
// entity exists with a workflow and the field; exactly one of states / notStates, each a declared state.
import type { EntitySchema, TransitionGuard } from '../schema/types.ts';
import { checkStateRef, has, report, unknownFieldMessage, type CheckContext } from './context.ts';
import type { ProjectRule } from './project.ts';
import { didYouMean, pointer } from './util.ts';

/** The entity whose states the guard names, or null when it cannot be judged (already reported or unknown). */
function guardedEntity(ctx: CheckContext, file: string, e: EntitySchema, g: TransitionGuard, at: (...r: (string | number)[]) => string): EntitySchema | null {
  if (g.via !== undefined && !has(e.properties, g.via)) {
    report(ctx, file, at('via'), unknownFieldMessage(e, g.via, false));
    return null;
  }
  if (g.entity === undefined || g.match === undefined) {
    if (g.entity !== undefined || g.match !== undefined) {
      report(ctx, file, at(), 'guards 的 entity 与 match 须同时指定（或都不指定，只用 via）');
      return null;
    }
    if (g.via === undefined) {
      report(ctx, file, at(), 'guards 须指定 via（本记录的引用字段）或 entity + match');
      return null;
    }
    const spec = e.properties[g.via]?.['x-ref'];
    if (!spec) {
      report(ctx, file, at('via'), `字段 "${g.via}" 不是引用字段（x-ref），不能按它所引用记录的状态限定`);
      return null;
    }
    return ctx.entities.get(spec.entity)?.schema ?? null;
  }
  const target = ctx.entities.get(g.entity)?.schema;
  if (!target) {
    if (ctx.entitiesKnown) report(ctx, file, at('entity'), `实体 "${g.entity}" 不存在${didYouMean(g.entity, [...ctx.entities.keys()])}`);
    return null;
  }
  if (!has(target.properties, g.match)) {
    report(ctx, file, at('match'), unknownFieldMessage(target, g.match, false));
    return null;
  }
  return target;
}

function checkGuard(ctx: CheckContext, file: string, e: EntitySchema, g: TransitionGuard, at: (...r: (string | number)[]) => string): void {
  const target = guardedEntity(ctx, file, e, g, at);
  if ((g.states === undefined) === (g.notStates === undefined)) {
    report(ctx, file, at(), 'guards 须且只须指定 states（允许的状态）或 notStates（不允许的状态）之一');
    return;
  }
  if (!target) return;
  const key = g.states ? 'states' : 'notStates';
  (g.states ?? g.notStates ?? []).forEach((s, i) => checkStateRef(ctx, file, at(key, i), target, s));
}

export const checkGuards: ProjectRule = (ctx, p) =>
  p.entities.forEach(([file, e]) =>
    (e['x-workflow']?.transitions ?? []).forEach((t, i) =>
      (t.guards ?? []).forEach((g, j) => checkGuard(ctx, file, e, g, (...rest) => pointer('x-workflow', 'transitions', i, 'guards', j, ...rest))),
    ),
  );
