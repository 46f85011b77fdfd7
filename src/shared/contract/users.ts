// 用户管理 (/api/system/users): list, create, edit, lock or unlock, reset a password. The shared check
// (../system/api.ts checkUserInput) names each field in its own words; the schema fixes the shape the
// page posts (JSON: roles a list, siteId a number or null).
import { Type, type Static } from '@sinclair/typebox';
import { USER_TITLES, type SystemUser } from '../system/api.ts';
import { Envelope, IdText, OptionalBag, Query, Text, TextLike, type Assert, type Same } from './common.ts';

export const SystemUserSchema = Type.Object(
  {
    id: Type.Integer(),
    username: Type.String(),
    name: Type.String(),
    phone: Type.String(),
    siteId: Type.Union([Type.Integer(), Type.Null()]),
    siteName: Type.String(),
    roles: Type.Array(Type.String()),
    userType: Type.Integer({ description: '0 工作人员，1 服务专员' }),
    locked: Type.Boolean(),
    mustChangePassword: Type.Boolean(),
    createdAt: Type.String(),
  },
  { title: '用户' },
);

/** A site id as the page sends it (a number, or null for the all-sites administrator) or its digits. */
export const SiteRef = (title: string) => Type.Union([Type.Integer(), Type.String({ maxLength: 12 }), Type.Null()], { title });

/** What create and edit read (edit keeps the account name; only create takes the first password). */
const UserBody = OptionalBag(
  {
    username: Type.Optional(TextLike(USER_TITLES.username, 200)),
    name: Type.Optional(TextLike(USER_TITLES.name, 200)),
    phone: Type.Optional(TextLike(USER_TITLES.phone, 100)),
    siteId: Type.Optional(SiteRef(USER_TITLES.siteId)),
    roles: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { title: USER_TITLES.roles, maxItems: 100 })),
    userType: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 10 }), Type.Null()], { title: USER_TITLES.userType })),
    password: Type.Optional(TextLike(USER_TITLES.password, 1000)),
  },
  '用户',
);

const UserId = Type.Object({ id: IdText('用户编号') });
const UserReply = { 200: Envelope(SystemUserSchema) };

export const USER_ROUTES = {
  'GET /api/system/users': {
    querystring: Query({ siteId: Type.Optional(Text('站点', 12)), keyword: Type.Optional(Text('关键字', 200)) }),
    response: { 200: Envelope(Type.Array(SystemUserSchema)) },
  },
  'POST /api/system/users': { body: UserBody, response: UserReply, summary: 'Create a user (the first password must be changed at first login)' },
  'PUT /api/system/users/:id': { params: UserId, body: UserBody, response: UserReply },
  'POST /api/system/users/:id/lock': {
    params: UserId,
    body: OptionalBag({ locked: Type.Optional(Type.Boolean({ title: '锁定' })) }, '锁定账号'),
    response: UserReply,
    summary: 'Lock (locked: true) or unlock the account',
  },
  'POST /api/system/users/:id/resetPassword': {
    params: UserId,
    body: OptionalBag({ password: Type.Optional(TextLike('新密码', 1000)) }, '重置密码'),
    response: UserReply,
  },
} as const;

export type UserShapes = [Assert<Same<Static<typeof SystemUserSchema>, SystemUser>>];
