// Signing in and out, the user's own info, role switch, single sign-on tickets and 个人设置 (profile and
// password). The main client posts these form-encoded, so every value may arrive as text; the handlers
// and the shared checks (../account.ts) give the field's own words for empty, too long or too weak.
import { Type, type Static } from '@sinclair/typebox';
import type { PasswordChanged } from '../account.ts';
import type { LoginResult, SsoTicket, UserInfo } from '../api.ts';
import { Envelope, OptionalBag, Query, TextLike, type Assert, type Same } from './common.ts';

export const LoginResultSchema = Type.Object(
  {
    token: Type.String({ description: '供 API 调用方放在 token 头；浏览器用 HttpOnly 的 Admin-Token Cookie' }),
    userId: Type.Integer(),
    siteId: Type.Union([Type.Integer(), Type.Null()]),
    siteName: Type.String(),
    mustChangePassword: Type.Boolean({ description: '管理员设置的密码：改密之前只答个人设置的请求' }),
  },
  { title: '登录结果' },
);

export const UserInfoSchema = Type.Object(
  {
    userId: Type.Integer(),
    username: Type.String(),
    name: Type.String(),
    avatar: Type.String(),
    introduction: Type.String(),
    roles: Type.Array(Type.String(), { description: '当前角色在前' }),
    menuNames: Type.Array(Type.String(), { description: '当前角色的菜单白名单' }),
    hiddenMenus: Type.Optional(Type.Array(Type.String(), { description: '本站点关闭的菜单' })),
    siteId: Type.Union([Type.Integer(), Type.Null()]),
    siteName: Type.String(),
    userType: Type.Integer(),
    mustChangePassword: Type.Optional(Type.Boolean()),
  },
  { title: '用户信息' },
);

export const SsoTicketSchema = Type.Object({ ticket: Type.String(), expiresIn: Type.Integer({ description: '有效秒数' }) }, { title: '单点登录票据' });

export const PasswordChangedSchema = Type.Object({ endedSessions: Type.Integer({ description: '被结束的其他会话数' }) }, { title: '密码已修改' });

export const AUTH_ROUTES = {
  'POST /api/user/login': {
    body: OptionalBag({ username: Type.Optional(TextLike('用户名', 200)), password: Type.Optional(TextLike('密码', 1000)) }, '登录信息'),
    response: { 200: Envelope(LoginResultSchema) },
    summary: 'Sign in with username and password (public)',
  },
  'GET /api/user/info': { querystring: Query({}), response: { 200: Envelope(UserInfoSchema) } },
  'POST /api/user/logout': { body: OptionalBag({}), response: { 200: Envelope(Type.Null()) } },
  'POST /api/user/switchRole': { body: OptionalBag({ role: Type.Optional(TextLike('角色', 100)) }, '切换角色'), response: { 200: Envelope(UserInfoSchema) } },
  'POST /api/user/ssoTicket': { body: OptionalBag({}), response: { 200: Envelope(SsoTicketSchema) }, summary: 'A one-time single sign-on ticket (two minutes)' },
  'POST /api/user/ssoLogin': {
    body: OptionalBag({ ticket: Type.Optional(TextLike('单点登录票据', 200)) }, '单点登录'),
    response: { 200: Envelope(LoginResultSchema) },
    summary: 'Exchange a single sign-on ticket for a session (public)',
  },
  'POST /api/user/updateProfile': {
    body: OptionalBag({ name: Type.Optional(TextLike('姓名', 1000)), avatar: Type.Optional(TextLike('头像地址', 2000)), introduction: Type.Optional(TextLike('个人简介', 4000)) }, '个人信息'),
    response: { 200: Envelope(UserInfoSchema) },
  },
  'POST /api/user/changePassword': {
    body: OptionalBag({ oldPassword: Type.Optional(TextLike('原密码', 1000)), newPassword: Type.Optional(TextLike('新密码', 1000)), confirmPassword: Type.Optional(TextLike('确认新密码', 1000)) }, '修改密码'),
    response: { 200: Envelope(PasswordChangedSchema) },
  },
} as const;

export type AuthShapes = [
  Assert<Same<Static<typeof LoginResultSchema>, LoginResult>>,
  Assert<Same<Static<typeof UserInfoSchema>, UserInfo>>,
  Assert<Same<Static<typeof SsoTicketSchema>, SsoTicket>>,
  Assert<Same<Static<typeof PasswordChangedSchema>, PasswordChanged>>,
];
