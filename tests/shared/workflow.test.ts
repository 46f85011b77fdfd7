// The one workflow rule: from-state, role and opinion checks.
import { describe, expect, it } from 'vitest';
import { availableTransitions, checkTransition, isEditable, OPINION_REQUIRED, opinionProblem, stateTitle } from '../../src/shared/workflow.ts';
import type { Workflow } from '../../src/shared/schema/types.ts';

const wf: Workflow = {
  initial: 'draft',
  states: { draft: { title: '草稿' }, pending: { title: '待审核' }, listed: { title: '已挂牌' } },
  transitions: [
    { action: 'submit', title: '提交审核', from: ['draft'], to: 'pending', roles: ['operator'] },
    { action: 'approve', title: '审核通过', from: ['pending'], to: 'listed', roles: ['auditor'], opinion: 'optional' },
    { action: 'reject', title: '驳回', from: ['pending'], to: 'draft', roles: ['auditor'], opinion: 'required' },
  ],
};

describe('workflow rule', () => {
  it('offers the transitions of the state to the current role', () => {
    expect(availableTransitions(wf, 'pending', ['auditor']).map((t) => t.action)).toEqual(['approve', 'reject']);
    expect(availableTransitions(wf, 'pending', ['operator'])).toEqual([]);
    expect(availableTransitions(wf, 'draft', ['admin']).map((t) => t.action)).toEqual(['submit']);
    // A second role the user holds but has not switched to does not count.
    expect(availableTransitions(wf, 'pending', ['operator', 'auditor'])).toEqual([]);
  });
  it.each([
    ['unknown action', 'pending', 'publish', ['auditor'], '', '100006', '未知的操作：publish'],
    ['wrong role', 'pending', 'approve', ['operator'], '', '100004', '未授权'],
    ['wrong state', 'draft', 'approve', ['auditor'], '', '100006', '当前状态（草稿）不允许“审核通过”操作'],
    ['reject without opinion', 'pending', 'reject', ['auditor'], '  ', '100002', '审核意见不能为空'],
  ])('refuses %s', (_n, state, action, roles, opinion, code, msg) => {
    expect(checkTransition(wf, state, action, roles, opinion)).toEqual({ ok: false, code, msg });
  });
  it('accepts a legal transition, admin included', () => {
    const r = checkTransition(wf, 'pending', 'reject', ['auditor'], '缺材料');
    expect(r.ok && r.transition.to).toBe('draft');
    expect(checkTransition(wf, 'draft', 'submit', ['admin'], undefined).ok).toBe(true);
  });
  it('editable only in the declared states', () => {
    expect(isEditable(wf, 'draft')).toBe(true);
    expect(isEditable(wf, 'pending')).toBe(false);
    expect(isEditable(undefined, null)).toBe(true);
    expect(stateTitle(wf, 'listed')).toBe('已挂牌');
  });
});

describe('the opinion rule (the confirmation dialog, the approval page and the server ask it)', () => {
  it('refuses a blank opinion only where one is required, with the text the server answers', () => {
    expect(opinionProblem('required', ' \n ')).toBe(OPINION_REQUIRED);
    expect(opinionProblem('required', undefined)).toBe(OPINION_REQUIRED);
    expect(opinionProblem('required', '材料不全')).toBeNull();
    expect(opinionProblem('optional', '')).toBeNull();
    expect(opinionProblem(undefined, '')).toBeNull();
    expect(checkTransition(wf, 'pending', 'reject', ['auditor'], ' ')).toEqual({ ok: false, code: '100002', msg: OPINION_REQUIRED });
  });
});
