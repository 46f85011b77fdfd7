// The chat routes' HTTP contract (ServerPlugin.contracts): the visitor's (public, by cookie) and the
// staff console's. Texts are checked by the handler in its own words (empty, too long).
import { Type, type Static } from '@sinclair/typebox';
import { Envelope, EventStreamReply, IdText, OptionalBag, OptionalIntLike, Query, Text, TextLike, type Assert, type Same } from '../../../shared/contract/common.ts';
import type { RouteContract } from '../../../shared/contract/routes.ts';
import type { ChatMessage, ChatSession, ChatSite, VisitorView } from './api.ts';

const Open = Type.Union([Type.Literal('open'), Type.Literal('closed')]);

export const ChatMessageSchema = Type.Object(
  {
    id: Type.Integer(),
    sessionId: Type.Integer(),
    sender: Type.Union([Type.Literal('visitor'), Type.Literal('staff'), Type.Literal('system')]),
    staffName: Type.Union([Type.String(), Type.Null()]),
    body: Type.String(),
    createdAt: Type.String(),
  },
  { title: '咨询消息' },
);

export const ChatSessionSchema = Type.Object(
  {
    id: Type.Integer(),
    siteId: Type.Integer(),
    siteName: Type.String(),
    visitorName: Type.String(),
    visitorPhone: Type.String(),
    staffId: Type.Union([Type.Integer(), Type.Null()]),
    staffName: Type.Union([Type.String(), Type.Null()]),
    status: Open,
    unread: Type.Integer({ description: '接待方未读的访客消息' }),
    lastText: Type.String(),
    lastAt: Type.String(),
    createdAt: Type.String(),
  },
  { title: '咨询会话' },
);

export const VisitorViewSchema = Type.Object(
  {
    session: Type.Object({ id: Type.Integer(), siteName: Type.String(), visitorName: Type.String(), status: Open, staffName: Type.Union([Type.String(), Type.Null()]) }),
    messages: Type.Array(ChatMessageSchema),
  },
  { title: '访客会话' },
);

export const ChatSiteSchema = Type.Object({ id: Type.Integer(), name: Type.String() }, { title: '咨询站点' });

const SessionId = Type.Object({ id: IdText('会话编号') });
const TextBody = (title: string) => OptionalBag({ text: Type.Optional(TextLike(title, 10000)) }, title);
const Sent = Envelope(Type.Object({ id: Type.Integer({ description: '消息编号' }) }));
/** ?after=: the last message id the page has (or the Last-Event-ID header on a reconnect). */
const StreamQuery = Query({ after: Type.Optional(Text('消息编号', 20)) });
const STREAM_EVENTS = 'event "session"（{sessionId}：会话有变化）与 "message"（ChatMessage，id 为消息编号）';

export const CHAT_ROUTES: Readonly<Record<string, RouteContract>> = {
  'GET /api/chat/sites': { querystring: Query({}), response: { 200: Envelope(Type.Array(ChatSiteSchema)) }, summary: 'Sites a visitor may consult (no login)' },
  'POST /api/chat/visitor/start': {
    body: OptionalBag(
      { siteId: Type.Optional(OptionalIntLike('咨询站点')), name: Type.Optional(TextLike('称呼', 1000)), phone: Type.Optional(TextLike('联系电话', 1000)), text: Type.Optional(TextLike('咨询内容', 10000)) },
      '发起咨询',
    ),
    response: { 200: Envelope(Type.Null()) },
    summary: 'A visitor starts a consultation (sets the visitor cookie; no login)',
  },
  'GET /api/chat/visitor/session': {
    querystring: Query({}),
    response: { 200: Envelope(Type.Union([VisitorViewSchema, Type.Null()])) },
    summary: "The visitor's session and messages (null without one)",
  },
  'POST /api/chat/visitor/messages': { body: TextBody('消息内容'), response: { 200: Sent } },
  'GET /api/chat/visitor/stream': { querystring: StreamQuery, response: { 200: EventStreamReply(STREAM_EVENTS) } },
  'GET /api/chat/sessions': {
    querystring: Query({ status: Type.Optional(Text('状态', 10)) }),
    response: { 200: Envelope(Type.Array(ChatSessionSchema)) },
    summary: "Sessions of the staff's site (status=open|closed)",
  },
  'GET /api/chat/unread': { querystring: Query({}), response: { 200: Envelope(Type.Integer({ description: '未读访客消息数' })) } },
  'GET /api/chat/sessions/:id/messages': {
    params: SessionId,
    querystring: Query({}),
    response: { 200: Envelope(Type.Object({ session: ChatSessionSchema, messages: Type.Array(ChatMessageSchema) })) },
  },
  'POST /api/chat/sessions/:id/messages': { params: SessionId, body: TextBody('回复内容'), response: { 200: Sent } },
  'POST /api/chat/sessions/:id/assign': {
    params: SessionId,
    body: OptionalBag({ staffId: Type.Optional(OptionalIntLike('接待人员')) }, '指派接待'),
    response: { 200: Envelope(Type.Union([ChatSessionSchema, Type.Null()])) },
    summary: 'Assign the session (to the caller when no staffId)',
  },
  'POST /api/chat/sessions/:id/read': { params: SessionId, body: OptionalBag({}), response: { 200: Envelope(Type.Null()) } },
  'POST /api/chat/sessions/:id/close': { params: SessionId, body: OptionalBag({}), response: { 200: Envelope(Type.Union([ChatSessionSchema, Type.Null()])) } },
  'GET /api/chat/stream': { querystring: StreamQuery, response: { 200: EventStreamReply(STREAM_EVENTS) }, summary: "Server-sent events of the staff's site" },
};

export type ChatShapes = [
  Assert<Same<Static<typeof ChatMessageSchema>, ChatMessage>>,
  Assert<Same<Static<typeof ChatSessionSchema>, ChatSession>>,
  Assert<Same<Static<typeof VisitorViewSchema>, VisitorView>>,
  Assert<Same<Static<typeof ChatSiteSchema>, ChatSite>>,
];
