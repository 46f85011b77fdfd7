// System setup (/system_setup): the HTTP contract and the input rules shared by its pages and the server.
import type { FieldError } from '../codes.ts';
import { passwordProblem } from '../account.ts';
import { isSafeText } from '../text-safety.ts';

export const SYSTEM_API = {
  users: '/api/system/users',
  user: (id: number) => `/api/system/users/${id}`,
  lockUser: (id: number) => `/api/system/users/${id}/lock`,
  resetPassword: (id: number) => `/api/system/users/${id}/resetPassword`,
  roles: '/api/system/roles',
  roleMenus: (name: string) => `/api/system/roles/${encodeURIComponent(name)}/menus`,
  sites: '/api/system/sites',
  site: (id: number) => `/api/system/sites/${id}`,
  siteVarieties: (id: number) => `/api/system/sites/${id}/varieties`,
  siteMenus: (id: number) => `/api/system/sites/${id}/menus`,
  siteWorkflow: (id: number) => `/api/system/sites/${id}/workflow`,
  /** GET {settings, accounts}; PUT settings. */
  siteSettings: (id: number) => `/api/system/sites/${id}/settings`,
  siteAccounts: (id: number) => `/api/system/sites/${id}/accounts`,
  siteAccount: (id: number, accountId: number) => `/api/system/sites/${id}/accounts/${accountId}`,
  /** GET: the whole menu tree and the varieties of menus.json (what per-site settings may name). */
  menuTree: '/api/system/menuTree',
  /** GET: the approval chains a site may adjust, each with its version in force and its history. */
  siteChains: (id: number) => `/api/system/sites/${id}/chains`,
  /** PUT {levels, version}: a new version of one chain on the site. */
  siteChain: (id: number, entity: string, action: string) => `/api/system/sites/${id}/chains/${encodeURIComponent(entity)}/${encodeURIComponent(action)}`,
  /** GET: every approval flow declared in the entity schemas, with the roles each step allows. */
  workflows: '/api/system/workflows',
} as const;

export interface SystemWorkflow {
  entity: string;
  title: string;
  steps: { action: string; title: string; roles: string[] }[];
}

/** The pages whose reach opens each part of the API (the server checks the same permission rule). */
export const SYSTEM_PAGES = {
  users: 'system_users',
  roles: 'system_roles',
  menus: 'system_menus',
  varieties: 'system_varieties',
  workflow: 'system_workflow',
  sites: 'site_list',
  settings: 'system_site_settings',
} as const;

// Site parameters (for pages and print layouts), pay accounts and a site's settings: types of the
// declared contract (../contract/system.ts).
import type { SiteAccountRow, SiteSettings } from '../contract/system.ts';
export type { SiteAccountRow, SiteSettings, SystemSite } from '../contract/system.ts';

export const SETTING_TITLES = { listingDays: '默认公告期（天）', auctionDelayMinutes: '竞价延时（分钟）', signature: '签章图片地址', seal: '公章图片地址' } as const;
export const ACCOUNT_TITLES = { acountNumber: '账号', acountName: '账户名称', bank: '开户银行' } as const;

function imageUrl(v: string): boolean {
  if (v === '') return true;
  if (/\s/.test(v) || v.length > 500) return false;
  if (v.startsWith('/') && !v.startsWith('//')) return true;
  return /^https?:\/\/[^/]+/.test(v);
}

export function checkSiteSettings(s: SiteSettings): FieldError[] {
  const errors: FieldError[] = [];
  const int = (field: 'listingDays' | 'auctionDelayMinutes', max: number) => {
    const v = s[field];
    if (v !== null && !(Number.isInteger(v) && v >= 1 && v <= max)) errors.push({ field, message: `${SETTING_TITLES[field]}应为 1 到 ${max} 的整数` });
  };
  int('listingDays', 365);
  int('auctionDelayMinutes', 60);
  for (const f of ['signature', 'seal'] as const) if (!imageUrl(s[f])) errors.push({ field: f, message: `${SETTING_TITLES[f]}格式不正确` });
  return errors;
}

export function checkAccount(a: Omit<SiteAccountRow, 'id'>): FieldError[] {
  const errors: FieldError[] = [];
  if (!/^[0-9 ]{8,40}$/.test(a.acountNumber)) errors.push({ field: 'acountNumber', message: `${ACCOUNT_TITLES.acountNumber}应为 8 到 40 位数字` });
  text(errors, 'acountName', ACCOUNT_TITLES.acountName, a.acountName, 100, true);
  text(errors, 'bank', ACCOUNT_TITLES.bank, a.bank, 100, true);
  return errors;
}

export interface SystemUser {
  id: number;
  username: string;
  name: string;
  phone: string;
  siteId: number | null;
  siteName: string;
  roles: string[];
  /** 0 staff, 1 service specialist (works under the specialist site title). */
  userType: number;
  locked: boolean;
  mustChangePassword: boolean;
  createdAt: string;
}

export interface UserInput {
  username: string;
  name: string;
  phone: string;
  siteId: number | null;
  roles: string[];
  userType: number;
  /** Only when creating: the first password (to be changed at the first login). */
  password?: string;
}

export interface SystemRole {
  name: string;
  title: string;
  /** The global whitelist. */
  menus: string[];
  /** The site's own whitelist when it has one (null: the global one applies). */
  siteMenus: string[] | null;
}

export const USER_TYPES = [
  { value: 0, label: '工作人员' },
  { value: 1, label: '服务专员' },
] as const;

export const USER_TITLES = { userType: '用户类型', username: '账号', name: '姓名', phone: '手机号', siteId: '所属站点', roles: '角色', password: '初始密码' } as const;

function text(errors: FieldError[], field: string, title: string, v: string, max: number, required: boolean): void {
  if (required && v.trim() === '') errors.push({ field, message: `请输入${title}` });
  else if (v.length > max) errors.push({ field, message: `${title}不能超过${max}个字符` });
  else if (!isSafeText(v)) errors.push({ field, message: `${title}含有不允许的字符` });
}

const PHONE = /^1\d{10}$/;

export function checkUserInput(u: UserInput, creating: boolean): FieldError[] {
  const errors: FieldError[] = [];
  text(errors, 'username', USER_TITLES.username, u.username, 30, true);
  if (u.username && !/^[A-Za-z0-9_.-]+$/.test(u.username)) errors.push({ field: 'username', message: `${USER_TITLES.username}只能包含字母、数字、下划线、点和短横线` });
  text(errors, 'name', USER_TITLES.name, u.name, 20, true);
  if (u.phone && !PHONE.test(u.phone)) errors.push({ field: 'phone', message: `${USER_TITLES.phone}格式不正确` });
  if (!USER_TYPES.some((t) => t.value === u.userType)) errors.push({ field: 'userType', message: `${USER_TITLES.userType}不正确` });
  if (u.roles.length === 0) errors.push({ field: 'roles', message: `请选择${USER_TITLES.roles}` });
  if (creating) {
    const p = passwordProblem(u.password ?? '', USER_TITLES.password);
    if (p) errors.push({ field: 'password', message: p });
  }
  return errors;
}
