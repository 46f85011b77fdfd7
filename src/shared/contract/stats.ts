// Stats pages (kind "stats"): the figures of one page for callers who may open it, over a year or a
// month and the page's filters (f.<field>.<op>=value, as the list).
import { Type, type Static } from '@sinclair/typebox';
import type { StatsResult } from '../api.ts';
import { Envelope, Query, Text, type Assert, type Same } from './common.ts';

/** A count (integer) or an exact decimal text of a sum ("1234567.89"). */
const StatsValue = Type.Union([Type.Number(), Type.String()]);

export const StatsResultSchema = Type.Object(
  {
    metrics: Type.Record(Type.String(), StatsValue, { description: '每个指标在全部匹配记录上的值' }),
    groups: Type.Record(
      Type.String(),
      Type.Array(
        Type.Object({
          key: Type.Union([Type.String(), Type.Null()], { description: '字段值、"2026-03"（月）、"2026"（年）；空值为 null' }),
          label: Type.String(),
          values: Type.Record(Type.String(), StatsValue),
        }),
      ),
      { description: '按维度分组' },
    ),
  },
  { title: '统计结果' },
);

export const STATS_ROUTES = {
  'GET /api/stats/:pageId': {
    params: Type.Object({ pageId: Type.String({ title: '统计页面', maxLength: 64 }) }),
    querystring: Query({ year: Type.Optional(Text('年份', 40)), month: Type.Optional(Text('月份', 40)) }, '统计查询'),
    response: { 200: Envelope(StatsResultSchema) },
    summary: "A stats page's figures (year, month, and the list's filters)",
  },
} as const;

export type StatsShapes = [Assert<Same<Static<typeof StatsResultSchema>, StatsResult>>];
