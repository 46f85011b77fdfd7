// The records API: one set of routes for every entity schema. The document itself is checked by the
// entity's own schema in the service (Chinese messages by field title); the route schema fixes the
// envelope around it: a JSON object, `data` an object when given, `version` a positive integer.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { AnyData, Bag, Envelope, IdText, IntLike, Query, Text } from './common.ts';

export const EntityParams = Type.Object({ entity: Type.String({ title: '实体', maxLength: 64 }) });
export const RecordParams = Type.Object({ entity: Type.String({ title: '实体', maxLength: 64 }), id: IdText('记录编号') });

const Version = IntLike('版本号');

/** A record's document: the entity's fields (each entity's own schema in the OpenAPI document). */
export const DocumentSchema = Type.Record(Type.String(), Type.Unknown(), { title: '表单数据' });

export function recordRowOf<T extends TSchema>(data: T) {
  return Type.Object(
    {
      id: Type.Integer(),
      status: Type.Union([Type.String(), Type.Null()]),
      siteId: Type.Union([Type.Integer(), Type.Null()]),
      variety: Type.Union([Type.String(), Type.Null()]),
      version: Type.Integer(),
      createdAt: Type.String(),
      updatedAt: Type.String(),
      data,
    },
    { title: '记录' },
  );
}
export const RecordRowSchema = recordRowOf(DocumentSchema);

export function listResultOf<T extends TSchema>(row: T) {
  return Type.Object(
    {
      list: Type.Array(row),
      total: Type.Integer({ description: 'totalExact 为 false 时是估计值' }),
      totalExact: Type.Optional(Type.Boolean()),
      page: Type.Integer(),
      size: Type.Integer(),
      next: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: '下一页的游标（after）' })),
      prev: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: '上一页的游标（before）' })),
    },
    { title: '列表' },
  );
}
export const ListResultSchema = listResultOf(RecordRowSchema);

/** page, size, sort ("field" / "-field"), cursors, count=exact; filters are f.<field>.<op>=value. */
export const LIST_QUERY = {
  page: Type.Optional(Text('页码', 40)),
  size: Type.Optional(Text('每页条数', 40)),
  sort: Type.Optional(Text('排序', 100)),
  after: Type.Optional(Text('游标', 2000)),
  before: Type.Optional(Text('游标', 2000)),
  count: Type.Optional(Type.Literal('exact', { title: '计数方式' })),
};
export const ListQuerySchema = Query(LIST_QUERY, '列表查询');

/** JSON clients send {data, version}; form-encoded clients post the fields flat beside version. */
export function writeBodyOf<T extends TSchema>(data: T) {
  return Bag({ data: Type.Optional(data), version: Type.Optional(Version), transferVariety: Type.Optional(Text('交易品种', 64)) }, '请求内容');
}
export const WriteBodySchema = writeBodyOf(DocumentSchema);

const DelegationSchema = Type.Object({ id: Type.Integer(), delegate: Type.String(), delegateName: Type.String(), from: Type.String(), to: Type.String() }, { additionalProperties: false });

export const TransitionBodySchema = Bag(
  { action: Text('操作', 64), opinion: Type.Optional(Type.String({ title: '审批意见' })), version: Type.Optional(Version), level: Type.Optional(Type.Integer({ title: '审批级', minimum: 0, maximum: 99 })) },
  '审批操作',
);

/** DELETE takes the version read in the query (or a body): refused when it is not a number. */
export const DeleteQuerySchema = Query({ version: Type.Optional(Type.String({ title: '版本号', pattern: '^\\s*\\d{1,10}\\s*$' })) }, '查询参数');
export const DeleteBodySchema = Bag({ version: Type.Optional(Version) }, '请求内容');

export const HistoryRowSchema = Type.Object({
  id: Type.Integer(),
  action: Type.String(),
  actionTitle: Type.String(),
  fromStatus: Type.Union([Type.String(), Type.Null()]),
  toStatus: Type.String(),
  opinion: Type.String(),
  userId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  userName: Type.String(),
  createdAt: Type.String(),
});

export const AuditRowSchema = Type.Object({
  id: Type.Integer(),
  entity: Type.String(),
  recordId: Type.Integer(),
  op: Type.Union([Type.Literal('create'), Type.Literal('update'), Type.Literal('delete'), Type.Literal('transition'), Type.Literal('effect'), Type.Literal('decision')]),
  action: Type.String(),
  actionTitle: Type.String(),
  userName: Type.String(),
  role: Type.String(),
  changes: Type.Array(Type.Object({ field: Type.String(), title: Type.String(), from: Type.Unknown(), to: Type.Unknown() })),
  createdAt: Type.String(),
});

export const RECORD_ROUTES = {
  'GET /api/records/:entity': { params: EntityParams, querystring: ListQuerySchema, response: { 200: Envelope(ListResultSchema) } },
  'POST /api/records/:entity': { params: EntityParams, body: WriteBodySchema, response: { 200: Envelope(RecordRowSchema) } },
  'POST /api/records/:entity/outside': { params: EntityParams, body: Bag({ data: Type.Optional(DocumentSchema), id: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 32 }), Type.Null()], { title: '记录编号' })) }, '请求内容'), response: { 200: Envelope(AnyData) } },
  'GET /api/records/:entity/:id': { params: RecordParams, response: { 200: Envelope(RecordRowSchema) } },
  'PUT /api/records/:entity/:id': { params: RecordParams, body: WriteBodySchema, response: { 200: Envelope(RecordRowSchema) } },
  'DELETE /api/records/:entity/:id': { params: RecordParams, querystring: DeleteQuerySchema, body: DeleteBodySchema, response: { 200: Envelope(Type.Null()) } },
  'POST /api/records/:entity/:id/transition': { params: RecordParams, body: TransitionBodySchema, response: { 200: Envelope(RecordRowSchema) } },
  'GET /api/records/:entity/:id/history': { params: RecordParams, response: { 200: Envelope(Type.Array(HistoryRowSchema)) } },
  'GET /api/user/delegations': { querystring: Query({}), response: { 200: Envelope(Type.Array(DelegationSchema)) }, summary: "The caller's delegations of approvals (代签)" },
  'POST /api/user/delegations': {
    body: Type.Object({ delegate: Text('代理人', 64), from: Text('开始日期', 10), to: Text('结束日期', 10) }, { title: '代理设置', additionalProperties: false }),
    response: { 200: Envelope(Type.Array(DelegationSchema)) },
  },
  'DELETE /api/user/delegations/:id': { params: Type.Object({ id: IdText('代理编号') }), body: Bag({}, '请求内容'), response: { 200: Envelope(Type.Array(DelegationSchema)) } },
  'GET /api/records/:entity/:id/chain': {
    params: RecordParams,
    response: { 200: Envelope(Type.Union([Type.Null(), Type.Object({ action: Type.String(), version: Type.Integer(), current: Type.Union([Type.Integer(), Type.Null()]), levels: Type.Array(Type.Unknown()), problem: Type.Union([Type.String(), Type.Null()]) }, { additionalProperties: true })])) },
    summary: "The record's approval chain run (levels, signatures, who is awaited, whether the caller may decide); null outside a chain's state",
  },
  'GET /api/records/:entity/:id/audit': { params: RecordParams, response: { 200: Envelope(Type.Array(AuditRowSchema)) } },
  'GET /api/lists/:pageId': {
    params: Type.Object({ pageId: Type.String({ title: '页面', maxLength: 64 }) }),
    querystring: ListQuerySchema,
    response: { 200: Envelope(ListResultSchema) },
    summary: "A list page's rows under the page's fixed filters",
  },
  'GET /api/audit': { querystring: Query({}, '查询参数'), response: { 200: Envelope(AnyData) } },
} as const;

export type RecordRow = Static<typeof RecordRowSchema>;
export type ListResult = Static<typeof ListResultSchema>;
export type WriteBody = Static<typeof WriteBodySchema>;
export type TransitionBody = Static<typeof TransitionBodySchema>;
export type HistoryRow = Static<typeof HistoryRowSchema>;
export type AuditRow = Static<typeof AuditRowSchema>;
