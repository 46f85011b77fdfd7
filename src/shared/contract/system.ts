// System setup's routes (/api/system/*): a site's settings, accounts, varieties, menus, workflow roles
// and role whitelists. Ranges and formats are the shared check's (../system/api.ts), which names the
// field in its own words; the schema fixes the shape, so a body that is not such an object is refused.
import { Type, type Static } from '@sinclair/typebox';
import { SETTING_TITLES, ACCOUNT_TITLES, type SystemRole, type SystemWorkflow } from '../system/api.ts';
import { AnyData, Bag, Envelope, IdText, Query, Text, type Assert, type Same } from './common.ts';

const SiteId = Type.Object({ id: IdText('站点编号') });

export const SiteSettingsSchema = Type.Object(
  {
    listingDays: Type.Union([Type.Number(), Type.Null()], { title: SETTING_TITLES.listingDays }),
    auctionDelayMinutes: Type.Union([Type.Number(), Type.Null()], { title: SETTING_TITLES.auctionDelayMinutes }),
    signature: Type.String({ title: SETTING_TITLES.signature }),
    seal: Type.String({ title: SETTING_TITLES.seal }),
  },
  { title: '站点参数' },
);

/** What PUT settings takes: every key optional (an empty form field is left out), nothing else. */
export const SiteSettingsBody = Type.Partial(SiteSettingsSchema, { title: '站点参数', additionalProperties: false });

export const SiteAccountSchema = Type.Object(
  { id: Type.Integer(), acountNumber: Type.String({ title: ACCOUNT_TITLES.acountNumber }), acountName: Type.String({ title: ACCOUNT_TITLES.acountName }), bank: Type.String({ title: ACCOUNT_TITLES.bank }) },
  { title: '收款账户' },
);

const AccountBody = Type.Object(
  {
    acountNumber: Type.String({ title: ACCOUNT_TITLES.acountNumber, maxLength: 100 }),
    acountName: Type.String({ title: ACCOUNT_TITLES.acountName, maxLength: 1000 }),
    bank: Type.String({ title: ACCOUNT_TITLES.bank, maxLength: 1000 }),
  },
  { title: '收款账户', additionalProperties: false },
);

const SettingsReply = Envelope(Type.Object({ settings: SiteSettingsSchema, accounts: Type.Array(SiteAccountSchema) }));

export const MenuSettingSchema = Type.Object(
  { enabled: Type.Optional(Type.Boolean({ title: '启用' })), sort: Type.Optional(Type.Number({ title: '排序' })), title: Type.Optional(Type.String({ title: '菜单名称' })) },
  { title: '菜单设置', additionalProperties: false },
);
const Names = (title: string) => Type.Array(Type.String({ maxLength: 100 }), { title, maxItems: 1000 });
const MenuSettings = Type.Record(Type.String(), MenuSettingSchema, { title: '菜单设置' });
const WorkflowRoles = Type.Record(Type.String(), Type.Record(Type.String(), Names('审批角色'), { title: '审批步骤' }), { title: '审批角色' });

export const SystemSiteSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    domain: Type.String(),
    regionId: Type.Union([Type.Integer(), Type.Null()]),
    contact: Type.String(),
    phone: Type.String(),
    enabled: Type.Boolean(),
    varieties: Type.Union([Type.Array(Type.String()), Type.Null()]),
    menuSettings: MenuSettings,
    workflowRoles: WorkflowRoles,
  },
  { title: '站点' },
);
const SiteReply = Envelope(SystemSiteSchema);

export const SystemWorkflowSchema = Type.Object(
  { entity: Type.String(), title: Type.String(), steps: Type.Array(Type.Object({ action: Type.String(), title: Type.String(), roles: Type.Array(Type.String()) })) },
  { title: '审批流程' },
);

export const SystemRoleSchema = Type.Object(
  {
    name: Type.String(),
    title: Type.String(),
    menus: Type.Array(Type.String(), { description: '全局菜单白名单' }),
    siteMenus: Type.Union([Type.Array(Type.String()), Type.Null()], { description: '站点自己的白名单；null 时用全局的' }),
  },
  { title: '角色' },
);

export const SYSTEM_ROUTES = {
  'GET /api/system/sites/:id/settings': { params: SiteId, response: { 200: SettingsReply } },
  'PUT /api/system/sites/:id/settings': { params: SiteId, body: SiteSettingsBody, response: { 200: SettingsReply } },
  'POST /api/system/sites/:id/accounts': { params: SiteId, body: AccountBody, response: { 200: Envelope(Type.Array(SiteAccountSchema)) } },
  'PUT /api/system/sites/:id/accounts/:accountId': {
    params: Type.Object({ id: IdText('站点编号'), accountId: IdText('账户编号') }),
    body: AccountBody,
    response: { 200: Envelope(Type.Array(SiteAccountSchema)) },
  },
  'DELETE /api/system/sites/:id/accounts/:accountId': {
    params: Type.Object({ id: IdText('站点编号'), accountId: IdText('账户编号') }),
    body: Bag({}, '请求内容'),
    response: { 200: Envelope(Type.Array(SiteAccountSchema)) },
  },
  'PUT /api/system/sites/:id/varieties': {
    params: SiteId,
    body: Type.Object({ varieties: Names('交易品种') }, { title: '交易品种设置', additionalProperties: false }),
    response: { 200: SiteReply },
  },
  'PUT /api/system/sites/:id/menus': {
    params: SiteId,
    body: Type.Object({ menuSettings: MenuSettings }, { title: '菜单设置', additionalProperties: false }),
    response: { 200: SiteReply },
  },
  'PUT /api/system/sites/:id/workflow': {
    params: SiteId,
    body: Type.Object({ workflowRoles: WorkflowRoles }, { title: '审批角色设置', additionalProperties: false }),
    response: { 200: SiteReply },
  },
  'PUT /api/system/roles/:name/menus': {
    params: Type.Object({ name: Type.String({ title: '角色', maxLength: 100 }) }),
    body: Type.Object(
      { siteId: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 12 }), Type.Null()], { title: '站点' })), menus: Type.Union([Names('菜单'), Type.Null()], { title: '菜单' }) },
      { title: '菜单权限', additionalProperties: false },
    ),
    response: { 200: Envelope(Type.Null()) },
  },
  'GET /api/system/sites': { querystring: Query({}), response: { 200: Envelope(Type.Array(SystemSiteSchema)) } },
  'GET /api/system/menuTree': { querystring: Query({}), response: { 200: Envelope(AnyData) } },
  'GET /api/system/workflows': {
    querystring: Query({}),
    response: { 200: Envelope(Type.Array(SystemWorkflowSchema)) },
    summary: 'Every approval flow of the entity schemas, with the roles of each step',
  },
  'GET /api/system/sites/:id/chains': {
    params: SiteId,
    querystring: Query({}),
    response: { 200: Envelope(Type.Array(Type.Object({ entity: Type.String(), action: Type.String(), version: Type.Integer(), levels: Type.Array(Type.Unknown()) }, { additionalProperties: true }))) },
    summary: 'The approval chains the site may adjust, with the version in force, the bounds and the history',
  },
  'PUT /api/system/sites/:id/chains/:entity/:action': {
    params: Type.Object({ id: IdText('站点编号'), entity: Type.String({ title: '实体', maxLength: 64 }), action: Type.String({ title: '操作', maxLength: 64 }) }),
    body: Type.Object({ levels: Type.Unknown({ title: '审批级' }), version: Type.Optional(Type.Integer({ title: '版本号', minimum: 0 })) }, { title: '审批链', additionalProperties: false }),
    response: { 200: Envelope(Type.Object({ entity: Type.String(), action: Type.String(), version: Type.Integer(), levels: Type.Array(Type.Unknown()) }, { additionalProperties: true })) },
    summary: "A new version of one of the site's approval chains",
  },
  'GET /api/system/roles': {
    querystring: Query({ siteId: Type.Optional(Text('站点', 12)) }),
    response: { 200: Envelope(Type.Array(SystemRoleSchema)) },
    summary: "Roles with their global whitelist and the site's own",
  },
} as const;

export type SystemShapes = [Assert<Same<Static<typeof SystemWorkflowSchema>, SystemWorkflow>>, Assert<Same<Static<typeof SystemRoleSchema>, SystemRole>>];

export type SiteSettings = Static<typeof SiteSettingsSchema>;
export type SiteAccountRow = Static<typeof SiteAccountSchema>;
export type MenuSetting = Static<typeof MenuSettingSchema>;
export type SystemSite = Static<typeof SystemSiteSchema>;
