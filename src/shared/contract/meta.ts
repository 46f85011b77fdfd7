// The route table and page bundles the browser's engine renders from: menus, pages and form heads, and
// one page's entry with its page schema and entity schema (as the caller's site shows them). Those are
// documents of the registry (docs/reference.md), passed on as declared there.
import { Type, type Static } from '@sinclair/typebox';
import type { AppMeta, PageBundle } from '../api.ts';
import type { EntitySchema, FormPage, MenusFile, PageEntry, PageSchema } from '../schema/types.ts';
import { Doc, Envelope, Query, Text, type Assert, type Same } from './common.ts';

export const PageEntrySchema = Doc<PageEntry>('页面', { id: Type.String(), path: Type.String(), kind: Type.String() });

export const PageBundleSchema = Type.Object(
  {
    entry: PageEntrySchema,
    schema: Type.Union([Doc<PageSchema>('页面结构'), Type.Null()]),
    entity: Type.Union([Doc<EntitySchema>('实体结构', { name: Type.String(), title: Type.String() }), Type.Null()]),
  },
  { title: '页面包' },
);

export const AppMetaSchema = Type.Object(
  {
    menus: Doc<MenusFile>('菜单', { sections: Type.Array(Type.Unknown()), roles: Type.Array(Type.Unknown()) }),
    pages: Type.Array(PageEntrySchema),
    home: Type.Optional(Type.String({ description: '首页的页面编号' })),
    forms: Type.Optional(
      Type.Record(Type.String(), Type.Object({ entity: Type.String(), mode: Type.Unsafe<FormPage['mode']>(Type.String()) }), {
        description: '表单页（按页面编号）所写的实体与方式',
      }),
    ),
    timeZone: Type.Optional(Type.String({ description: '业务时区' })),
    liveReload: Type.Optional(Type.Boolean({ description: '开发时：浏览器监听 /api/dev/live-reload' })),
    page: Type.Optional(PageBundleSchema),
  },
  { title: '应用元数据' },
);

export const META_ROUTES = {
  'GET /api/meta/app': {
    querystring: Query({ path: Type.Optional(Text('页面路径', 2000)) }),
    response: { 200: Envelope(AppMetaSchema) },
    summary: 'Menus, pages and varieties; with ?path= the bundle of that page',
  },
  'GET /api/meta/page/:id': {
    params: Type.Object({ id: Type.String({ title: '页面', maxLength: 100 }) }),
    querystring: Query({}),
    response: { 200: Envelope(PageBundleSchema) },
  },
} as const;

export type MetaShapes = [Assert<Same<Static<typeof AppMetaSchema>, AppMeta>>, Assert<Same<Static<typeof PageBundleSchema>, PageBundle>>];
