// The seed walks each record to its state by the shortest chain of real transitions.
import { describe, expect, it } from 'vitest';
import { pathTo } from '../../../src/server/seed/records.ts';
import type { Workflow } from '../../../src/shared/schema/types.ts';

const wf: Workflow = {
  initial: 'draft',
  states: { draft: { title: '草稿' }, pending: { title: '待审核' }, listed: { title: '已挂牌' }, traded: { title: '已成交' }, orphan: { title: '孤立' } },
  transitions: [
    { action: 'submit', title: '提交', from: ['draft'], to: 'pending', roles: ['operator'] },
    { action: 'reject', title: '驳回', from: ['pending'], to: 'draft', roles: ['auditor'] },
    { action: 'approve', title: '通过', from: ['pending'], to: 'listed', roles: ['auditor'] },
    { action: 'deal', title: '成交', from: ['listed'], to: 'traded', roles: ['operator'] },
  ],
};

describe('pathTo', () => {
  it('finds the shortest chain of actions', () => {
    expect(pathTo(wf, 'traded')?.map((t) => t.action)).toEqual(['submit', 'approve', 'deal']);
    expect(pathTo(wf, 'draft')).toEqual([]);
  });
  it('returns null for an unreachable state', () => {
    expect(pathTo(wf, 'orphan')).toBeNull();
  });
});
