// Uploaded files: the upload (multipart, into an entity field's x-upload rule), the checked download
// and the delete (named aliyunOssDeleteFile after the original API).
import { Type, type Static } from '@sinclair/typebox';
import type { UploadResult } from '../api.ts';
import { Envelope, FileReply, OptionalBag, Query, Text, TextLike, type Assert, type Same } from './common.ts';

export const UploadResultSchema = Type.Object(
  { fileUrl: Type.String({ description: '删除时原样交回' }), name: Type.String(), size: Type.Integer({ description: '字节数' }) },
  { title: '上传结果' },
);

export const FILE_ROUTES = {
  'POST /api/common/upload': {
    querystring: Query({ entity: Type.Optional(Text('实体', 64)), field: Type.Optional(Text('字段', 200)) }, '上传目标'),
    body: OptionalBag({}, '上传内容（multipart/form-data：entity、field 字段在前，其后一个文件）'),
    response: { 200: Envelope(UploadResultSchema) },
    summary: "Upload one file into an entity field's x-upload rule",
  },
  'GET /api/files/*': {
    params: Type.Object({ '*': Type.String({ title: '文件路径' }) }),
    querystring: Query({}),
    response: { 200: FileReply('application/octet-stream', '文件内容（Content-Type 按扩展名）') },
    summary: 'Download a file the caller may read',
  },
  'POST /api/common/aliyunOssDeleteFile': {
    body: OptionalBag({ fileUrl: Type.Optional(TextLike('文件地址', 2000)) }, '删除文件'),
    response: { 200: Envelope(Type.Null()) },
  },
} as const;

export type FileShapes = [Assert<Same<Static<typeof UploadResultSchema>, UploadResult>>];
