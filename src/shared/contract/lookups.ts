// Lookups of the value types: reference options and labels, region names; and the spec's fixed lookups
// (section 7): dictionaries, units, regions, the site's pay accounts, the years and months with records.
import { Type, type Static } from '@sinclair/typebox';
import type { DictEntry, RegionEntry, SiteAccount, UnitEntry } from '../api.ts';
import { AnyData, Envelope, Query, Text, type Assert, type Same } from './common.ts';

export const DictEntrySchema = Type.Object(
  { type: Type.String(), code: Type.String(), label: Type.String(), variety: Type.Union([Type.String(), Type.Null()], { description: 'null：所有交易品种' }), sort: Type.Number() },
  { title: '字典项' },
);
export const UnitEntrySchema = Type.Object({ unitName: Type.String(), unitType: Type.String(), businessType: Type.String() }, { title: '单位' });
export const RegionEntrySchema = Type.Object(
  { id: Type.Integer(), parentId: Type.Union([Type.Integer(), Type.Null()]), name: Type.String(), level: Type.Integer({ description: '1 省 … 5 村' }), hasChildren: Type.Boolean() },
  { title: '地区' },
);
export const PayAccountSchema = Type.Object({ acountNumber: Type.String(), acountName: Type.String(), bank: Type.String() }, { title: '收款账户' });

/** A dictionary type: the handler answers 请输入字典类型 when it is missing or blank. */
const DictType = Type.Optional(Text('字典类型', 100));
/** Digits of a positive integer (the handler names the field when they are not one). */
const Digits = (title: string) => Type.Optional(Text(title, 40));

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
  'GET /api/common/querySystemDictionary': {
    querystring: Query({ type: DictType, transferVariety: Type.Optional(Text('交易品种', 64)) }),
    response: { 200: Envelope(Type.Array(DictEntrySchema)) },
    summary: "A dictionary's entries: global and the site's own, for every variety and the one given",
  },
  'GET /api/common/queryDictionaryList': {
    querystring: Query({ type: DictType }),
    response: { 200: Envelope(Type.Array(DictEntrySchema)) },
    summary: "A dictionary's entries of every variety",
  },
  'GET /api/homepageSummary/yearOptions': { querystring: Query({}), response: { 200: Envelope(Type.Array(Type.Integer())) }, summary: 'Years with records the caller may count' },
  'GET /api/homepageSummary/monthOptions': {
    querystring: Query({ year: Digits('年份') }),
    response: { 200: Envelope(Type.Array(Type.Integer({ minimum: 1, maximum: 12 }))) },
    summary: 'Months of a year with records the caller may count',
  },
  'GET /api/common/querySystemUnit': {
    querystring: Query({ businessType: Type.Optional(Text('业务类型', 100)), unitType: Type.Optional(Text('单位类型', 100)) }),
    response: { 200: Envelope(Type.Array(UnitEntrySchema)) },
  },
  'GET /api/payConfig/queryAccountListBySite': { querystring: Query({}), response: { 200: Envelope(Type.Array(PayAccountSchema)) }, summary: "The caller's site's pay accounts" },
  'GET /api/common/queryProvince': { querystring: Query({}), response: { 200: Envelope(Type.Array(RegionEntrySchema)) } },
  'GET /api/common/queryChildLocInfoList': {
    querystring: Query({ locId: Digits('上级地区'), relatedSite: Type.Optional(Text('仅本站点相关', 10)) }),
    response: { 200: Envelope(Type.Array(RegionEntrySchema)) },
    summary: "A region's children (relatedSite=1: only the branch of the caller's site)",
  },
} as const;

export type LookupShapes = [
  Assert<Same<Static<typeof DictEntrySchema>, DictEntry>>,
  Assert<Same<Static<typeof UnitEntrySchema>, UnitEntry>>,
  Assert<Same<Static<typeof RegionEntrySchema>, RegionEntry>>,
  Assert<Same<Static<typeof PayAccountSchema>, SiteAccount>>,
];
