// The bell and the message centre: unread counts, the lines plugins add, the live "unread" stream,
// notices by type and marking them read.
import { Type, type Static } from '@sinclair/typebox';
import type { MessageRow, UnreadCounts, UnreadItem } from '../api.ts';
import { Envelope, EventStreamReply, OptionalBag, OptionalIntLike, Query, Text, TextLike, type Assert, type Same } from './common.ts';

export const UnreadItemSchema = Type.Object(
  { key: Type.String(), label: Type.String(), count: Type.Integer(), path: Type.String({ description: '显示未读内容的页面' }) },
  { title: '未读提醒' },
);

export const UnreadCountsSchema = Type.Tuple([Type.Integer(), Type.Integer(), Type.Integer()], { description: '[待审批, 已完成项目, 预警]' });

const MessageType = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

export const MessageRowSchema = Type.Object(
  {
    id: Type.Integer(),
    type: MessageType,
    title: Type.String(),
    entity: Type.Union([Type.String(), Type.Null()]),
    recordId: Type.Union([Type.Integer(), Type.Null()]),
    read: Type.Boolean(),
    createdAt: Type.String(),
  },
  { title: '消息' },
);

export const MessagePageSchema = Type.Object({ list: Type.Array(MessageRowSchema), total: Type.Integer(), page: Type.Integer(), size: Type.Integer() }, { title: '消息列表' });

/** 1 待审批, 2 已完成, 3 预警; the handler names the field when it is another value. */
const TypeText = Type.Optional(Text('消息类型', 10));

export const MESSAGE_ROUTES = {
  'GET /unread/:uid': {
    params: Type.Object({ uid: Type.String({ title: '用户', maxLength: 32 }) }),
    querystring: Query({}),
    response: { 200: Envelope(UnreadCountsSchema) },
    summary: "The caller's unread counts by message type",
  },
  'GET /api/messages': {
    querystring: Query({ type: TypeText, page: Type.Optional(Text('页码', 40)), size: Type.Optional(Text('每页条数', 40)) }),
    response: { 200: Envelope(MessagePageSchema) },
  },
  'POST /api/messages/read': {
    body: OptionalBag({ id: Type.Optional(OptionalIntLike('消息编号', Number.MAX_SAFE_INTEGER)), type: Type.Optional(TextLike('消息类型', 10)) }, '标记已读'),
    response: { 200: Envelope(Type.Null()) },
    summary: 'Mark one message (id), a type (type) or all read',
  },
  'GET /api/unread/items': { querystring: Query({}), response: { 200: Envelope(Type.Array(UnreadItemSchema)) }, summary: 'Lines the plugins add to the bell' },
  'GET /api/unread/stream': {
    querystring: Query({}),
    response: { 200: EventStreamReply('event "unread"（无数据）：计数可能已变，重新读取') },
    summary: 'Server-sent events: the bell refetches on each',
  },
} as const;

export type MessageShapes = [
  Assert<Same<Static<typeof UnreadItemSchema>, UnreadItem>>,
  Assert<Same<Static<typeof UnreadCountsSchema>, UnreadCounts>>,
  Assert<Same<Static<typeof MessageRowSchema>, MessageRow>>,
];
