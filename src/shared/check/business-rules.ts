// Cross-references of the business-rule keywords (x-computed, x-rules, requires, distinctFrom, preparers, effects,
// x-sequence): every field an expression, rule or
// requirement names exists; effects name a real entity, action and reference field; sequences and
// four-eyes name real actions. Dotted names ("listing.earnestMoney") belong to references and are
// left to the reference rules.
import { condFields, exprFields } from '../expr/fields.ts';
import type { EntitySchema } from '../schema/types.ts';
import { requirementField } from '../rules/required.ts';
import { formatType } from '../valuetypes/derive.ts';
import { has, report, unknownFieldMessage, type CheckContext } from './context.ts';
import type { ProjectRule } from './project.ts';
import { pointer } from './util.ts';

function fieldsExist(ctx: CheckContext, file: string, e: EntitySchema, names: Iterable<string>, at: string): void {
  for (const f of names) if (!f.includes('.') && !has(e.properties, f)) report(ctx, file, at, unknownFieldMessage(e, f, false));
}

function actionExists(e: EntitySchema, action: string): boolean {
  return (e['x-workflow']?.transitions ?? []).some((t) => t.action === action);
}

function checkProperties(ctx: CheckContext, file: string, e: EntitySchema): void {
  for (const [name, p] of Object.entries(e.properties)) {
    const computed = p['x-computed'];
    if (computed) {
      fieldsExist(ctx, file, e, exprFields(computed), pointer('properties', name, 'x-computed'));
      // The result is written as decimal text in the field's format: the format's value type must be a number.
      if (!formatType(p.format)?.numeric) report(ctx, file, pointer('properties', name, 'format'), 'x-computed 字段须为数字格式（decimal2/4/6 或 integer）');
      if (exprFields(computed).has(name)) report(ctx, file, pointer('properties', name, 'x-computed'), `计算字段 "${name}" 不能引用自身`);
    }
    const seq = p['x-sequence'];
    if (seq?.on && !actionExists(e, seq.on)) report(ctx, file, pointer('properties', name, 'x-sequence', 'on'), `流程中没有操作 "${seq.on}"`);
    if (seq?.scopeField && !has(e.properties, seq.scopeField)) report(ctx, file, pointer('properties', name, 'x-sequence', 'scopeField'), unknownFieldMessage(e, seq.scopeField, false));
    if ((seq || p['x-unique']) && p.type !== 'string') report(ctx, file, pointer('properties', name, 'type'), 'x-unique / x-sequence 字段须为 string 类型');
  }
  (e['x-rules'] ?? []).forEach((r, i) => {
    fieldsExist(ctx, file, e, [r.field], pointer('x-rules', i, 'field'));
    fieldsExist(ctx, file, e, condFields(r.check), pointer('x-rules', i, 'check'));
  });
}

function checkTransitions(ctx: CheckContext, file: string, e: EntitySchema): void {
  (e['x-workflow']?.transitions ?? []).forEach((t, i) => {
    const at = (...rest: (string | number)[]) => pointer('x-workflow', 'transitions', i, ...rest);
    (t.requires ?? []).forEach((r, j) => fieldsExist(ctx, file, e, [requirementField(r)], typeof r === 'string' ? at('requires', j) : at('requires', j, 'field')));
    (t.distinctFrom ?? []).forEach((a, j) => {
      if (!actionExists(e, a)) report(ctx, file, at('distinctFrom', j), `流程中没有操作 "${a}"`);
      else if (a === t.action) report(ctx, file, at('distinctFrom', j), `四眼原则不能指向操作本身（"${a}"）`);
    });
    // The server alone takes a system step: there is no second person to ask for.
    const system = t.roles.length > 0 && t.roles.every((r) => r === 'system');
    if (system && t.preparers) report(ctx, file, at('preparers'), `“${t.title}”由系统自动执行，不适用四眼原则（preparers）`);
    if (system && t.distinctFrom?.length) report(ctx, file, at('distinctFrom'), `“${t.title}”由系统自动执行，不适用四眼原则（distinctFrom）`);
    (t.effects ?? []).forEach((ef, j) => {
      const target = ctx.entities.get(ef.entity)?.schema;
      if (!target) {
        if (ctx.entitiesKnown) report(ctx, file, at('effects', j, 'entity'), `实体 "${ef.entity}" 不存在`);
        return;
      }
      if (!actionExists(target, ef.action)) report(ctx, file, at('effects', j, 'action'), `实体 ${ef.entity} 的流程中没有操作 "${ef.action}"`);
      if (!ef.via === !ef.match) report(ctx, file, at('effects', j), 'effects 须且只须指定 via（本记录的引用字段）或 match（对方的引用字段）之一');
      if (ef.via) fieldsExist(ctx, file, e, [ef.via], at('effects', j, 'via'));
      if (ef.match) fieldsExist(ctx, file, target, [ef.match], at('effects', j, 'match'));
    });
  });
}

/** x-ledger: a real ledger entity and action; its fields exist there, the expressions' fields here. */
function checkLedger(ctx: CheckContext, file: string, e: EntitySchema): void {
  (e['x-ledger'] ?? []).forEach((r, i) => {
    if (r.on && r.on !== 'create' && !actionExists(e, r.on)) report(ctx, file, pointer('x-ledger', i, 'on'), `流程中没有操作 "${r.on}"`);
    if (r.when) fieldsExist(ctx, file, e, condFields(r.when), pointer('x-ledger', i, 'when'));
    const target = ctx.entities.get(r.entity)?.schema;
    if (!target) {
      if (ctx.entitiesKnown) report(ctx, file, pointer('x-ledger', i, 'entity'), `实体 "${r.entity}" 不存在`);
      return;
    }
    for (const [field, expr] of Object.entries(r.set)) {
      if (!has(target.properties, field)) report(ctx, file, pointer('x-ledger', i, 'set', field), unknownFieldMessage(target, field, false));
      fieldsExist(ctx, file, e, exprFields(expr), pointer('x-ledger', i, 'set', field));
    }
  });
}

export const checkBusinessRules: ProjectRule = (ctx, p) =>
  p.entities.forEach(([file, e]) => {
    checkProperties(ctx, file, e);
    checkTransitions(ctx, file, e);
    checkLedger(ctx, file, e);
  });
