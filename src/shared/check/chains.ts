// Approval chains in x-workflow (transition `chain`): the levels' approvers are declared roles that the
// transition itself allows, conditions read real fields, the rejection is a step from the same state, and
// what a site may change (`site`) stays within the transition's roles and holds the default.
import { levelProblems, levelsOf, DEFAULT_MAX_LEVELS, DEFAULT_MIN_LEVELS, type LevelRules } from '../chain/index.ts';
import { SYSTEM_ROLE } from '../systemRole.ts';
import { has, report, unknownFieldMessage } from './context.ts';
import type { ProjectRule } from './project.ts';
import { didYouMean, pointer } from './util.ts';

export const checkChains: ProjectRule = (ctx, project) => {
  for (const [file, e] of project.entities) {
    const wf = e['x-workflow'];
    wf?.transitions.forEach((t, i) => {
      const chain = t.chain;
      if (!chain) return;
      const at = (...rest: (string | number)[]) => pointer('x-workflow', 'transitions', i, 'chain', ...rest);
      const unknownField = (f: string) => (f.includes('.') || has(e.properties, f) ? null : unknownFieldMessage(e, f, false));
      if (t.roles.includes(SYSTEM_ROLE)) report(ctx, file, at(), `“${t.title}”由系统自动执行，不能使用审批链`);
      const reject = wf.transitions.find((x) => x.action === chain.rejectWith);
      if (!reject) report(ctx, file, at('rejectWith'), `流程中没有操作 "${chain.rejectWith}"${didYouMean(chain.rejectWith, wf.transitions.map((x) => x.action))}`);
      else if (reject.action === t.action) report(ctx, file, at('rejectWith'), '驳回操作不能是审批链所在的操作本身');
      else if (!t.from.every((s) => reject.from.includes(s))) report(ctx, file, at('rejectWith'), `驳回操作“${reject.title}”须能从“${t.title}”的每个起始状态执行`);
      // A role menus.json lacks is named as such; one it has but the transition does not allow, by the level rule.
      const known = (r: string) => !ctx.roleNames || ctx.roleNames.has(r);
      levelsOf(chain).forEach((l, j) => (l.roles ?? []).forEach((r, k) => {
        if (!known(r)) report(ctx, file, at('levels', j, 'roles', k), `角色 "${r}" 未在 menus.json 的 roles 中声明${didYouMean(r, ctx.roleNames ?? [])}`);
      }));
      const site = chain.site;
      const declared: LevelRules = { roles: t.roles, users: true, unknownField, minLevels: 1, maxLevels: Number.MAX_SAFE_INTEGER };
      for (const p of levelProblems(levelsOf(chain), declared)) {
        const role = /^\/levels\/(\d+)\/roles\/(\d+)$/.exec(p.pointer);
        if (role && !known(levelsOf(chain)[Number(role[1])]?.roles?.[Number(role[2])] ?? '')) continue;
        report(ctx, file, at() + p.pointer, p.message);
      }
      if (!site) return;
      (site.roles ?? []).forEach((r, k) => {
        if (!t.roles.includes(r)) report(ctx, file, at('site', 'roles', k), `角色 "${r}" 不是“${t.title}”的执行角色（${t.roles.join('、')}）`);
      });
      const min = site.minLevels ?? DEFAULT_MIN_LEVELS;
      const max = site.maxLevels ?? DEFAULT_MAX_LEVELS;
      if (min > max) report(ctx, file, at('site', 'minLevels'), `最少级数 ${min} 大于最多级数 ${max}`);
      else if (chain.levels.length < min || chain.levels.length > max) report(ctx, file, at('levels'), `默认审批级数 ${chain.levels.length} 不在站点可调整的范围 ${min}–${max} 内`);
    });
  }
};
