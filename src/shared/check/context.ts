// What the cross-reference rules know about the whole project: the files that passed the
// meta-schema, and which kinds of reference cannot be judged because their target file is broken.
import { isSystemField, type EntitySchema, type Workflow } from '../schema/types.ts';
import type { SchemaIssue } from './issue.ts';
import type { CheckEnvironment } from './environment.ts';
import { didYouMean } from './util.ts';

export interface CheckContext {
  issues: SchemaIssue[];
  /** Entities by name (first file wins on a duplicate name). */
  entities: Map<string, { file: string; schema: EntitySchema }>;
  /** False when an entity file is broken: an unknown entity name may be that file's, so say nothing. */
  entitiesKnown: boolean;
  /** Page ids of pages.json; undefined when pages.json is missing or broken. */
  pageIds: Set<string> | undefined;
  /** Every menu name in menus.json; undefined when it is missing or broken. */
  menuNames: Set<string> | undefined;
  /** Role names declared in menus.json "roles"; undefined when menus.json is missing or broken. */
  roleNames: Set<string> | undefined;
  /** Widget and component names the code registers, and the plugins' requirements. */
  env: CheckEnvironment;
}

export const has = (o: object | undefined, key: string): boolean => o !== undefined && Object.hasOwn(o, key);

export function report(ctx: CheckContext, file: string, pointer: string, message: string): void {
  ctx.issues.push({ file, pointer, message });
}

/** A field a list, filter or detail may name: an entity property or a record system field. */
export function isReadableField(entity: EntitySchema, field: string): boolean {
  return has(entity.properties, field) || isSystemField(field);
}

export function unknownFieldMessage(entity: EntitySchema, field: string, allowSystem: boolean): string {
  const what = allowSystem ? '属性或系统字段' : '属性';
  return `字段 "${field}" 不是实体 ${entity.name} 的${what}${didYouMean(field, Object.keys(entity.properties))}`;
}

export function unknownStateMessage(wf: Workflow, state: string): string {
  return `状态 "${state}" 未在 x-workflow.states 中声明${didYouMean(state, Object.keys(wf.states))}`;
}

/** Reports a page id reference that names no page (silent when pages.json is unusable). */
export function checkPageRef(ctx: CheckContext, file: string, pointer: string, page: string): void {
  if (ctx.pageIds && !ctx.pageIds.has(page)) {
    report(ctx, file, pointer, `页面 "${page}" 不存在于 pages.json${didYouMean(page, ctx.pageIds)}`);
  }
}

/** Reports a workflow action that the entity's workflow lacks. */
export function checkActionRef(ctx: CheckContext, file: string, pointer: string, entity: EntitySchema, action: string): void {
  const wf = entity['x-workflow'];
  if (!wf) {
    report(ctx, file, pointer, `实体 ${entity.name} 没有 x-workflow，不能使用流程操作 "${action}"`);
    return;
  }
  const actions = wf.transitions.map((t) => t.action);
  if (!actions.includes(action)) {
    report(ctx, file, pointer, `流程操作 "${action}" 不存在于实体 ${entity.name} 的 x-workflow${didYouMean(action, actions)}`);
  }
}

/** Reports a workflow state name that the entity's workflow does not declare. */
export function checkStateRef(ctx: CheckContext, file: string, pointer: string, entity: EntitySchema, state: string): void {
  const wf = entity['x-workflow'];
  if (!wf) report(ctx, file, pointer, `实体 ${entity.name} 没有 x-workflow，不能按状态 "${state}" 限定`);
  else if (!has(wf.states, state)) report(ctx, file, pointer, unknownStateMessage(wf, state));
}
