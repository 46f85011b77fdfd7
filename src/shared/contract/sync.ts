// 数据同步 (/api/system/sync/*): the entities that sync, runs and their log, an export's file, starting an
// export or an import (a server job each: the answer is the run, the page polls it), and the user's
// decision on an import that waits for confirmation.
import { Type, type Static } from '@sinclair/typebox';
import { SYNC_FORMAT, SYNC_VERSION, type SyncEntity, type SyncFile, type SyncLogLine, type SyncRun } from '../sync/api.ts';
import { Envelope, IdText, OptionalBag, Query, Text, TextLike, type Assert, type Same } from './common.ts';
import { SiteRef } from './users.ts';

const Status = Type.Union(['running', 'awaiting', 'done', 'failed', 'cancelled'].map((s) => Type.Literal(s as SyncRun['status'])));

export const SyncEntitySchema = Type.Object({ entity: Type.String(), title: Type.String() }, { title: '同步数据' });

export const SyncRunSchema = Type.Object(
  {
    id: Type.Integer(),
    siteId: Type.Integer(),
    siteName: Type.String(),
    kind: Type.Union([Type.Literal('export'), Type.Literal('import')]),
    entity: Type.String(),
    entityTitle: Type.String(),
    status: Status,
    userName: Type.String(),
    startedAt: Type.String(),
    finishedAt: Type.Union([Type.String(), Type.Null()]),
    total: Type.Integer(),
    processed: Type.Integer(),
    okCount: Type.Integer(),
    errorCount: Type.Integer(),
    message: Type.String(),
    fileName: Type.String(),
  },
  { title: '同步记录' },
);

export const SyncLogLineSchema = Type.Object(
  { id: Type.Integer(), rowNo: Type.Union([Type.Integer(), Type.Null()]), record: Type.String(), level: Type.Union([Type.Literal('info'), Type.Literal('error')]), message: Type.String() },
  { title: '同步日志' },
);

const paged = <T extends ReturnType<typeof Type.Object>>(row: T, title: string) =>
  Type.Object({ list: Type.Array(row), total: Type.Integer(), page: Type.Integer(), size: Type.Integer() }, { title });

/** The exported file (SYNC_FORMAT): what an import reads back. */
export const SyncFileSchema = Type.Object(
  {
    format: Type.Literal(SYNC_FORMAT),
    version: Type.Literal(SYNC_VERSION),
    entity: Type.String(),
    site: Type.Object({ id: Type.Integer(), name: Type.String() }),
    exportedAt: Type.String(),
    records: Type.Array(Type.Object({ id: Type.Optional(Type.Integer()), status: Type.Optional(Type.Union([Type.String(), Type.Null()])), variety: Type.Optional(Type.Union([Type.String(), Type.Null()])), data: Type.Record(Type.String(), Type.Unknown()) })),
  },
  { title: '同步文件' },
);

const RunId = Type.Object({ id: IdText('同步编号') });
const RunReply = { 200: Envelope(SyncRunSchema) };
const PageText = { page: Type.Optional(Text('页码', 40)), size: Type.Optional(Text('每页条数', 40)) };

export const SYNC_ROUTES = {
  'GET /api/system/sync/entities': { querystring: Query({}), response: { 200: Envelope(Type.Array(SyncEntitySchema)) } },
  'GET /api/system/sync/runs': {
    querystring: Query({ siteId: Type.Optional(Text('站点', 12)), ...PageText }),
    response: { 200: Envelope(paged(SyncRunSchema, '同步记录列表')) },
    summary: 'Runs, newest first',
  },
  'GET /api/system/sync/runs/:id': { params: RunId, querystring: Query({}), response: RunReply },
  'GET /api/system/sync/runs/:id/log': {
    params: RunId,
    querystring: Query({ ...PageText, level: Type.Optional(Text('级别', 10)) }),
    response: { 200: Envelope(paged(SyncLogLineSchema, '同步日志')) },
    summary: "A run's log lines in order (level=error: errors only)",
  },
  'GET /api/system/sync/runs/:id/file': {
    params: RunId,
    querystring: Query({}),
    response: {
      200: {
        description: '导出的文件（附件，application/json）；拒绝时为响应信封',
        content: { 'application/json': { schema: Type.Union([SyncFileSchema, Envelope(Type.Null())]) } },
      },
    },
    summary: "A finished export's file (attachment)",
  },
  'POST /api/system/sync/export': {
    body: OptionalBag({ entity: Type.Optional(TextLike('数据类型', 64)), siteId: Type.Optional(SiteRef('站点')) }, '开始导出'),
    response: RunReply,
    summary: "Start exporting a site's records of an entity",
  },
  'POST /api/system/sync/import': {
    querystring: Query({ entity: Type.Optional(Text('数据类型', 64)), siteId: Type.Optional(Text('站点', 12)) }, '导入目标'),
    body: OptionalBag({}, '上传内容（multipart/form-data：一个同步文件）'),
    response: RunReply,
    summary: 'Start an import: every record is checked first',
  },
  'POST /api/system/sync/runs/:id/confirm': { params: RunId, body: OptionalBag({}), response: RunReply, summary: 'Store the valid records of an import awaiting confirmation' },
  'POST /api/system/sync/runs/:id/cancel': { params: RunId, body: OptionalBag({}), response: RunReply, summary: 'Cancel an import awaiting confirmation' },
} as const;

export type SyncShapes = [
  Assert<Same<Static<typeof SyncEntitySchema>, SyncEntity>>,
  Assert<Same<Static<typeof SyncRunSchema>, SyncRun>>,
  Assert<Same<Static<typeof SyncLogLineSchema>, SyncLogLine>>,
  Assert<Same<Static<typeof SyncFileSchema>, SyncFile>>,
];
