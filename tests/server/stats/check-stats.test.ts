// The stats page rules of the schema check, on the registry tests' good fixture plus one stats page:
// each variant breaks one rule and must get exactly that one issue, at the right pointer.
import { describe, expect, it } from 'vitest';
import { checkVariant, json, type Files } from '../registry/project.ts';

const STATS = 'schemas/pages/notice/stats.json';

/** A stats page that passes every rule; collectFiles checks it although no route names it. */
function statsPage() {
  return {
    $schema: '../../meta/page.schema.json',
    kind: 'stats',
    entity: 'notice',
    metrics: [
      { key: 'count', title: '公告数', agg: 'count', unit: '条' },
      { key: 'fee', title: '费用合计', agg: 'sum', field: 'fee', unit: '元', display: 'amount' },
    ],
    dimensions: [
      { key: 'category', title: '类别', field: 'category' },
      { key: 'status', title: '状态', field: 'status' },
      { key: 'month', title: '月份', time: 'month' },
    ],
    charts: [{ type: 'bar', title: '各类别费用', metric: 'fee', dimension: 'category' }],
    filters: [{ field: 'headline', op: 'like' }],
    fixedFilters: { status: ['pending', 'published'] },
  };
}

function withStats(change: (page: ReturnType<typeof json>) => void): (f: Files) => void {
  return (f) => {
    f.set(STATS, statsPage());
    change(json(f, STATS));
  };
}

interface Case {
  name: string;
  change: (page: ReturnType<typeof json>) => void;
  pointer: string;
  message: RegExp;
}

const cases: Case[] = [
  {
    name: 'sum of an unknown field',
    change: (p) => (p.metrics[1].field = 'fees'),
    pointer: '/metrics/1/field', message: /字段 "fees" 不是实体 notice 的属性，是否应为 "fee"/,
  },
  {
    name: 'sum of a text field',
    change: (p) => (p.metrics[1].field = 'headline'),
    pointer: '/metrics/1/field', message: /字段 "headline" 不是数值字段，不能求和/,
  },
  {
    name: 'sum of a system field',
    change: (p) => (p.metrics[1].field = 'id'),
    pointer: '/metrics/1/field', message: /字段 "id" 不是实体 notice 的属性/,
  },
  {
    name: 'sum without a field',
    change: (p) => delete p.metrics[1].field,
    pointer: '/metrics/1', message: /sum 指标需要 field/,
  },
  {
    name: 'count with a field',
    change: (p) => (p.metrics[0].field = 'fee'),
    pointer: '/metrics/0/field', message: /count 指标统计记录数，不应填写 field/,
  },
  {
    name: 'duplicate metric key',
    change: (p) => (p.metrics[0].key = 'fee'),
    pointer: '/metrics/1/key', message: /键 "fee" 重复（首次出现在 \/metrics\/0）/,
  },
  {
    name: 'dimension on an unknown field',
    change: (p) => (p.dimensions[0].field = 'categori'),
    pointer: '/dimensions/0/field', message: /字段 "categori" 不是实体 notice 的属性或系统字段，是否应为 "category"/,
  },
  {
    name: 'dimension with both field and time',
    change: (p) => (p.dimensions[2].field = 'category'),
    pointer: '/dimensions/2', message: /只能填写 field 与 time 之一/,
  },
  {
    name: 'dimension with neither field nor time',
    change: (p) => delete p.dimensions[0].field,
    pointer: '/dimensions/0', message: /需要且只能填写 field 与 time 之一/,
  },
  {
    name: 'duplicate dimension key',
    change: (p) => (p.dimensions[2].key = 'status'),
    pointer: '/dimensions/2/key', message: /键 "status" 重复（首次出现在 \/dimensions\/1）/,
  },
  {
    name: 'chart naming an undeclared metric',
    change: (p) => (p.charts[0].metric = 'fees'),
    pointer: '/charts/0/metric', message: /指标 "fees" 未在 metrics 中声明，是否应为 "fee"/,
  },
  {
    name: 'chart naming an undeclared dimension',
    change: (p) => (p.charts[0].dimension = 'year'),
    pointer: '/charts/0/dimension', message: /维度 "year" 未在 dimensions 中声明/,
  },
  {
    name: 'filter on an unknown field',
    change: (p) => (p.filters[0].field = 'headlin'),
    pointer: '/filters/0/field', message: /字段 "headlin".*是否应为 "headline"/,
  },
  {
    name: 'fixed filter on an unknown field',
    change: (p) => (p.fixedFilters.kind = 'x'),
    pointer: '/fixedFilters/kind', message: /字段 "kind" 不是实体 notice 的属性或系统字段/,
  },
  {
    name: 'fixed status filter naming an undeclared state',
    change: (p) => (p.fixedFilters.status = ['pending', 'publishd']),
    pointer: '/fixedFilters/status/1', message: /状态 "publishd" 未在 x-workflow\.states 中声明，是否应为 "published"/,
  },
  {
    name: 'unknown chart type (meta-schema)',
    change: (p) => (p.charts[0].type = 'bars'),
    pointer: '/charts/0/type', message: /取值 "bars" 不在允许范围内/,
  },
];

describe('stats page check', () => {
  it('passes a well-formed stats page', async () => {
    expect(await checkVariant(withStats(() => undefined))).toEqual([]);
  });

  it.each(cases)('$name', async ({ change, pointer, message }) => {
    const issues = await checkVariant(withStats(change));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ file: STATS, pointer });
    expect(issues[0]!.message).toMatch(message);
  });
});
