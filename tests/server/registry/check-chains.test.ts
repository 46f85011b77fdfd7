// Approval chains in the check: each variant of the good fixture declares one mistake in a chain, and the
// check reports exactly that one issue at the right file and pointer; a good chain passes.
import { describe, expect, it } from 'vitest';
import { checkVariant, json, type Files } from './project.ts';

const ENTITY = 'schemas/entities/notice.json';
const APPROVE = '/x-workflow/transitions/1';
const level = (over: Record<string, unknown> = {}) => ({ title: '部门负责人审核', roles: ['auditor'], mode: 'any', ...over });
const chainOf = (f: Files) => json(f, ENTITY)['x-workflow'].transitions[1];
const withChain = (chain: Record<string, unknown>) => (f: Files) => (chainOf(f).chain = { rejectWith: 'reject', levels: [level()], ...chain });

const cases: { name: string; change: (f: Files) => void; pointer: string; message: RegExp }[] = [
  {
    name: 'a level naming a role menus.json does not declare',
    change: withChain({ levels: [level({ roles: ['auditr'] })] }),
    pointer: `${APPROVE}/chain/levels/0/roles/0`, message: /^角色 "auditr" 未在 menus.json 的 roles 中声明，是否应为 "auditor"/,
  },
  {
    name: 'a level naming a declared role the transition does not allow',
    change: withChain({ levels: [level(), level({ title: '分管领导审批', roles: ['operator'] })] }),
    pointer: `${APPROVE}/chain/levels/1/roles/0`, message: /^第2级“分管领导审批”：角色 "operator" 不能作为审批人（可用：auditor）/,
  },
  {
    name: 'an empty level',
    change: withChain({ levels: [level(), { title: '会签', mode: 'all', roles: [], users: [] }] }),
    pointer: `${APPROVE}/chain/levels/1`, message: /^第2级“会签”没有审批人/,
  },
  {
    name: 'a condition over a field the entity lacks',
    change: withChain({ levels: [level({ when: { gte: [{ field: 'price' }, { const: '100000' }] } })] }),
    pointer: `${APPROVE}/chain/levels/0/when`, message: /^第1级“部门负责人审核”的条件：字段 "price" 不是实体 notice 的属性/,
  },
  {
    name: 'a condition that is not one',
    change: withChain({ levels: [level({ when: { above: [{ field: 'fee' }, { const: '1' }] } })] }),
    pointer: `${APPROVE}/chain/levels/0/when/above`, message: /^未知的键 "above"/,
  },
  {
    name: 'a mode that is neither all nor any',
    change: withChain({ levels: [level({ mode: 'some' })] }),
    pointer: `${APPROVE}/chain/levels/0/mode`, message: /^取值 "some" 不在允许范围内（"all", "any"）/,
  },
  {
    name: 'no levels',
    change: withChain({ levels: [] }),
    pointer: `${APPROVE}/chain/levels`, message: /^至少需要 1 项/,
  },
  {
    name: 'a rejection the workflow does not have',
    change: withChain({ rejectWith: 'rejct' }),
    pointer: `${APPROVE}/chain/rejectWith`, message: /^流程中没有操作 "rejct"，是否应为 "reject"/,
  },
  {
    name: 'a rejection from another state',
    change: withChain({ rejectWith: 'submit' }),
    pointer: `${APPROVE}/chain/rejectWith`, message: /^驳回操作“提交审核”须能从“审核通过”的每个起始状态执行/,
  },
  {
    name: 'a site limit naming a role the transition does not allow',
    change: withChain({ site: { roles: ['auditor', 'operator'] } }),
    pointer: `${APPROVE}/chain/site/roles/1`, message: /^角色 "operator" 不是“审核通过”的执行角色/,
  },
  {
    name: 'a default outside the site bounds',
    change: withChain({ levels: [level(), level({ title: '复核' })], site: { maxLevels: 1 } }),
    pointer: `${APPROVE}/chain/levels`, message: /^默认审批级数 2 不在站点可调整的范围 1–1 内/,
  },
  {
    name: 'a deadline that is not whole hours',
    change: withChain({ levels: [level({ deadlineHours: 1.5 })] }),
    pointer: `${APPROVE}/chain/levels/0/deadlineHours`, message: /整数/,
  },
];

describe('approval chains in the check', () => {
  for (const c of cases) {
    it(c.name, async () => {
      const issues = await checkVariant(c.change);
      expect(issues.map((i) => [i.file, i.pointer])).toEqual([[ENTITY, c.pointer]]);
      expect(issues[0]!.message).toMatch(c.message);
    });
  }

  it('passes a three-level chain with an all-of level, named users, a threshold and site bounds', async () => {
    const issues = await checkVariant(withChain({
      levels: [
        level({ deadlineHours: 24 }),
        { title: '会签', mode: 'all', roles: ['auditor'], users: ['auditor'] },
        { title: '分管领导审批', mode: 'any', users: ['leader'], when: { gte: [{ field: 'fee' }, { const: '100000' }] } },
      ],
      site: { roles: ['auditor'], users: true, minLevels: 1, maxLevels: 4 },
    }));
    expect(issues).toEqual([]);
  });
});
