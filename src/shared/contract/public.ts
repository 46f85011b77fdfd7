// What answers without a login: the public pages of the route table, an entity's public records (its
// public states and fields only), and a print sheet behind a signed, expiring link (signing one needs a
// session that may open the print page and read the record).
import { Type, type Static } from '@sinclair/typebox';
import type { PrintLink, PublicList, PublicPages, PublicPrint } from '../public-api.ts';
import { Envelope, OptionalBag, Query, Text, TextLike, type Assert, type Same } from './common.ts';
import { PageEntrySchema } from './meta.ts';

export const PublicPagesSchema = Type.Object({ pages: Type.Array(PageEntrySchema) }, { title: '公开页面' });

export const PublicListSchema = Type.Object(
  {
    list: Type.Array(Type.Object({ id: Type.Integer(), data: Type.Record(Type.String(), Type.Unknown(), { description: '仅公开字段' }) })),
    total: Type.Integer({ description: '全部公开记录数（list 至多 200 条）' }),
  },
  { title: '公开记录' },
);

export const PrintLinkSchema = Type.Object(
  { url: Type.String({ description: '/printing?page=&id=&exp=&sig=' }), expiresAt: Type.String({ description: '失效时间（ISO）' }) },
  { title: '打印链接' },
);

export const PublicPrintSchema = Type.Object({ title: Type.String(), html: Type.String({ description: '填好的模板（已转义的安全 HTML）' }) }, { title: '打印单' });

export const PUBLIC_ROUTES = {
  'GET /api/public/pages': { querystring: Query({}), response: { 200: Envelope(PublicPagesSchema) }, summary: 'Pages marked public (no login)' },
  'GET /api/public/records/:entity': {
    params: Type.Object({ entity: Type.String({ title: '实体', maxLength: 64 }) }),
    querystring: Query({}),
    response: { 200: Envelope(PublicListSchema) },
    summary: "An entity's public records, public fields only (no login)",
  },
  'POST /api/print/link': {
    body: OptionalBag({ page: Type.Optional(TextLike('打印页面', 100)), id: Type.Optional(TextLike('记录编号', 32)) }, '打印链接'),
    response: { 200: Envelope(PrintLinkSchema) },
    summary: 'A signed print link, valid one day',
  },
  'GET /api/public/print': {
    querystring: Query(
      { page: Type.Optional(Text('打印页面', 100)), id: Type.Optional(Text('记录编号', 32)), exp: Type.Optional(Text('失效时间', 32)), sig: Type.Optional(Text('签名', 200)) },
      '打印链接',
    ),
    response: { 200: Envelope(PublicPrintSchema) },
    summary: 'The print sheet a signed link names (no login)',
  },
} as const;

export type PublicShapes = [
  Assert<Same<Static<typeof PublicPagesSchema>, PublicPages>>,
  Assert<Same<Static<typeof PublicListSchema>, PublicList>>,
  Assert<Same<Static<typeof PrintLinkSchema>, PrintLink>>,
  Assert<Same<Static<typeof PublicPrintSchema>, PublicPrint>>,
];
