// `requires` as the form and the server both read it: a count rollup of 0 is missing, a declared message
// is the refusal (naming its field), a plain entry keeps the engine's text.
import { describe, expect, it } from 'vitest';
import { requiredForAction } from '../../../src/shared/rules/required.ts';
import type { EntitySchema } from '../../../src/shared/schema/types.ts';

const dispute = {
  name: 'dispute', title: '交易纠纷', type: 'object',
  properties: {
    subject: { type: 'string', title: '纠纷事由' },
    sessionCount: { type: 'string', title: '调解次数', format: 'integer', readOnly: true, 'x-rollup': { entity: 'mediation', match: 'disputeId', op: 'count' } },
  },
  'x-workflow': {
    initial: 'open', states: { open: { title: '调解中' }, settled: { title: '调解成功' } },
    transitions: [{ action: 'settle', title: '结案', from: ['open'], to: 'settled', roles: ['operator'], requires: ['subject', { field: 'sessionCount', message: '结案前须至少录入一次调解记录' }] }],
  },
} as unknown as EntitySchema;

describe('requires', () => {
  it.each([['0', true], [0, true], [' 0 ', true], [undefined, true], ['', true], ['1', false], [3, false]])('count %j missing: %s', (count, missing) => {
    const errors = requiredForAction(dispute, { subject: '拖欠', sessionCount: count }, 'settle');
    expect(errors.length > 0).toBe(missing);
  });

  it('uses the declared message, named by its field, and the engine text otherwise', () => {
    expect(requiredForAction(dispute, { sessionCount: '0' }, 'settle')).toEqual([
      { field: 'subject', message: '纠纷事由不能为空（结案前必须填写）' },
      { field: 'sessionCount', message: '调解次数：结案前须至少录入一次调解记录' },
    ]);
  });

  it('checks only the fields asked for (a form page holds some of them)', () => {
    expect(requiredForAction(dispute, {}, 'settle', ['subject']).map((e) => e.field)).toEqual(['subject']);
  });
});
