// The chain rule shared by the server and the approval page: levels that apply, all-of by users and roles,
// who may decide now.
import { describe, expect, it } from 'vitest';
import { chainProgress, decideProblem, type ChainDecision, type ChainLevel } from '../../src/shared/chain/index.ts';
import { recordResolver } from '../../src/shared/expr/index.ts';

const levels: ChainLevel[] = [
  { title: '审核', roles: ['auditor'], mode: 'any' },
  { title: '会签', roles: ['finance'], users: ['wang'], mode: 'all' },
  { title: '分管领导', users: ['chen'], mode: 'any', when: { gt: [{ field: 'price' }, { const: '100000' }] } },
];
const signed = (level: number, username: string, role: string, decision: 'approve' | 'reject' = 'approve'): ChainDecision => ({ level, decision, userId: username.length, username, name: username, role });

describe('chain progress', () => {
  it('an all-of level needs each named user and one user of each named role', () => {
    const low = recordResolver({ price: '5000' });
    const d = [signed(0, 'li', 'auditor'), signed(1, 'wang', 'auditor')];
    const p = chainProgress(levels, d, low);
    expect(p).toMatchObject({ current: 1, outcome: 'open' });
    expect(p.levels[1]!.missing).toEqual({ users: [], roles: ['finance'] });
    const done = chainProgress(levels, [...d, signed(1, 'zhou', 'finance')], low);
    expect(done.levels.map((l) => l.status)).toEqual(['approved', 'approved', 'skipped']);
    expect(done.outcome).toBe('approved');
  });

  it('a level whose condition holds (or cannot be judged: no) is added', () => {
    const d = [signed(0, 'li', 'auditor'), signed(1, 'wang', 'auditor'), signed(1, 'zhou', 'finance')];
    expect(chainProgress(levels, d, recordResolver({ price: '100000.01' })).current).toBe(2);
    expect(chainProgress(levels, d, recordResolver({})).outcome).toBe('approved');
  });

  it('a rejection ends the run and leaves later levels waiting', () => {
    const p = chainProgress(levels, [signed(0, 'li', 'auditor', 'reject')], recordResolver({ price: '200000' }));
    expect(p.levels.map((l) => l.status)).toEqual(['rejected', 'waiting', 'waiting']);
    expect(p).toMatchObject({ current: null, outcome: 'rejected' });
  });

  it('who may decide: a named party still missing, never a second level, never the wrong role', () => {
    const r = recordResolver({ price: '1' });
    const d = [signed(0, 'li', 'auditor')];
    const p = chainProgress(levels, d, r);
    expect(decideProblem(p, d, { userId: 4, username: 'wang', role: 'auditor' })).toBeNull();
    expect(decideProblem(p, d, { userId: 9, username: 'zhou', role: 'finance' })).toBeNull();
    expect(decideProblem(p, d, { userId: 9, username: 'zhou', role: 'auditor' })).toBe('您不是“会签”的审批人');
    expect(decideProblem(p, d, { userId: 2, username: 'li', role: 'finance' })).toMatch(/^四眼原则：您已审批本记录的“审核”/);
    const d2 = [...d, signed(1, 'zhou', 'finance')];
    expect(decideProblem(chainProgress(levels, d2, r), d2, { userId: 7, username: 'sun', role: 'finance' })).toBe('“会签”中您所代表的审批人已签署，请由其他审批人办理');
  });
});
