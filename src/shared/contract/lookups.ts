// Lookups of the value types: reference options and labels, region names.
import { Type } from '@sinclair/typebox';
import { AnyData, Envelope, Query, Text } from './common.ts';

/** entity.field of a reference field: identifiers only, so no prototype key reaches a lookup. */
const RefFrom = Type.String({ title: '引用字段', pattern: '^[A-Za-z][A-Za-z0-9_]*\\.[A-Za-z][A-Za-z0-9_.]*$', maxLength: 200 });

export const LOOKUP_ROUTES = {
  'GET /api/refs/options': {
    querystring: Query({ from: RefFrom, q: Type.Optional(Text('搜索内容', 200)), page: Type.Optional(Text('页码', 40)), size: Type.Optional(Text('每页条数', 40)) }),
    response: { 200: Envelope(AnyData) },
  },
  'GET /api/refs/labels': {
    querystring: Query({ entity: Type.Optional(Type.String({ title: '业务对象', pattern: '^[A-Za-z][A-Za-z0-9_]*$', maxLength: 64 })), ids: Type.Optional(Text('编号', 8000)) }),
    response: { 200: Envelope(AnyData) },
  },
  'GET /api/common/regionNames': { querystring: Query({ codes: Type.Optional(Text('地区编码', 8000)) }), response: { 200: Envelope(AnyData) } },
} as const;
