// A stats page could filter 贷款申请's 年利率 (a percent) as a number, but the checker kept its own list of
// summable formats while the stats SQL summed any numeric field. Now both ask the percent row: a rate is
// filtered and sorted as a number and summed only if its row says so — flipping the row flips both.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../../src/shared/schema/types.ts';
import { VALUE_TYPES, type ValueType } from '../../../src/shared/valuetypes/index.ts';
import { filterIssues, filterWhere, statsSqlSums, sumIssues } from './checker-sql.ts';

const loan = JSON.parse(readFileSync('schemas/entities/loan.json', 'utf8')) as EntitySchema;
const percent: ValueType = VALUE_TYPES.percent;
const declared = percent.summable;

afterEach(() => {
  percent.summable = declared;
});

describe('loan.rate (percent)', () => {
  it('is filtered as a number by the checker and the list SQL', () => {
    expect(filterIssues(loan, 'rate', 'gte')).toEqual([]);
    expect(filterWhere(loan, 'rate', 'gte', '3.5')).toContain('::numeric');
  });

  it('is not summed: a sum of rates means nothing, and the checker and the stats SQL both say so', () => {
    expect(declared).toBe(false);
    expect(sumIssues(loan, 'rate')).toEqual([expect.stringMatching(/^字段 "rate" 是百分比字段，不能求和/)]);
    expect(statsSqlSums(loan, 'rate')).toBe(false);
  });

  it.each([true, false])('is summable by checker and SQL alike exactly when its row says %s', (summable) => {
    percent.summable = summable;
    expect(sumIssues(loan, 'rate').length === 0).toBe(summable);
    expect(statsSqlSums(loan, 'rate')).toBe(summable);
  });
});
