// Excel export and import beside the records list, under the same permission rules: the export streams
// NDJSON (an ExportHead line, then string[] rows), the template is an .xlsx file, the check reads an
// uploaded workbook and stores nothing, the confirmation stores the checked rows (all or none).
import { Type, type Static } from '@sinclair/typebox';
import { EXPORT_MIME, type ImportReport, type ImportResult } from '../excel/api.ts';
import { Envelope, FileReply, OptionalBag, Query, Text, type Assert, type Same } from './common.ts';
import { EntityParams, LIST_QUERY } from './records.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The list page whose columns and filters the file follows (the handler asks for it when missing). */
const ListPage = Type.Optional(Text('列表页', 64));
const PageQuery = Query({ listPage: ListPage });

export const ImportRowSchema = Type.Object(
  { row: Type.Integer({ title: '行号' }), data: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()]), { title: '字段值' }) },
  { title: '导入行' },
);

export const ImportReportSchema = Type.Object(
  {
    total: Type.Integer({ description: '读到的数据行（不含表头）' }),
    valid: Type.Array(ImportRowSchema),
    problems: Type.Array(Type.Object({ row: Type.Integer(), field: Type.String({ description: '表头中的字段名；整行为空串' }), message: Type.String() })),
  },
  { title: '导入检查' },
);

export const ImportResultSchema = Type.Object({ created: Type.Integer() }, { title: '导入结果' });

export const EXCEL_ROUTES = {
  'GET /api/records/:entity/export': {
    params: EntityParams,
    querystring: Query({ ...LIST_QUERY, listPage: ListPage }, '导出查询'),
    response: { 200: FileReply(EXPORT_MIME, 'NDJSON：首行 {title, columns, total}，其后每行一个 string[]；中途失败时一行 {error}') },
    summary: "A list's rows as NDJSON (the list's query plus listPage)",
  },
  'GET /api/records/:entity/import/template': {
    params: EntityParams,
    querystring: PageQuery,
    response: { 200: FileReply(XLSX_MIME, '导入模板（.xlsx）') },
  },
  'POST /api/records/:entity/import/check': {
    params: EntityParams,
    querystring: PageQuery,
    body: OptionalBag({}, '上传内容（multipart/form-data：一个文件）'),
    response: { 200: Envelope(ImportReportSchema) },
    summary: 'Read an uploaded workbook and check its rows (nothing is stored)',
  },
  'POST /api/records/:entity/import': {
    params: EntityParams,
    querystring: PageQuery,
    body: OptionalBag(
      { rows: Type.Optional(Type.Array(Type.Object({ row: Type.Number({ title: '行号' }), data: Type.Record(Type.String(), Type.Unknown(), { title: '字段值' }) }, { title: '导入行' }), { title: '导入行' })) },
      '导入内容',
    ),
    response: { 200: Envelope(ImportResultSchema) },
    summary: 'Store the checked rows (all or none)',
  },
} as const;

export type ExcelShapes = [Assert<Same<Static<typeof ImportReportSchema>, ImportReport>>, Assert<Same<Static<typeof ImportResultSchema>, ImportResult>>];
