// Reading users with their roles, site and the current role's menu whitelist.
import type { Db } from '../db/types.ts';
import { EMPTY_SITE_CONFIG, parseSiteConfig, type SiteConfig } from '../../shared/site/config.ts';

export interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  name: string;
  avatar: string;
  introduction: string;
  site_id: number | null;
  user_type: number;
  site_name: string | null;
  locked: boolean;
  must_change_password: boolean;
  /** The site's own configuration columns (null when the user has no site). */
  varieties: unknown;
  menu_settings: unknown;
  role_menus: unknown;
  workflow_roles: unknown;
}

/** The configuration of the user's site (the all-sites administrator has none). */
export function siteConfigOf(user: UserRow): SiteConfig {
  return user.site_id === null ? EMPTY_SITE_CONFIG : parseSiteConfig(user);
}

/** The UserRow columns over `users u LEFT JOIN sites s` (also read by the one-query session check). */
export const USER_COLUMNS = `u.id, u.username, u.password_hash, u.name, u.avatar, u.introduction, u.site_id, u.user_type, s.name AS site_name,
  u.locked, u.must_change_password, s.varieties, s.menu_settings, s.role_menus, s.workflow_roles`;

const USER_SQL = `SELECT ${USER_COLUMNS} FROM users u LEFT JOIN sites s ON s.id = u.site_id`;

export async function findUserByName(db: Db, username: string): Promise<UserRow | null> {
  return (await db.query<UserRow>(`${USER_SQL} WHERE u.username = $1`, [username]))[0] ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  return (await db.query<UserRow>(`${USER_SQL} WHERE u.id = $1`, [id]))[0] ?? null;
}

/** Role names the user holds, in their configured order. */
export async function userRoles(db: Db, userId: number): Promise<string[]> {
  const rows = await db.query<{ role: string }>('SELECT role FROM user_roles WHERE user_id = $1 ORDER BY sort, role', [userId]);
  return rows.map((r) => r.role);
}

/** The role's whitelist: the site's own when it has one, else the global one. */
export async function roleMenus(db: Db, role: string, cfg: SiteConfig = EMPTY_SITE_CONFIG, global?: readonly string[]): Promise<string[]> {
  const own = cfg.roleMenus[role];
  if (own) return own;
  // The caller already read the global whitelist (the guard's one-query session check).
  if (global) return [...global];
  const rows = await db.query<{ menu_names: unknown }>('SELECT menu_names FROM roles WHERE name = $1', [role]);
  const m = rows[0]?.menu_names;
  return Array.isArray(m) ? m.filter((x): x is string => typeof x === 'string') : [];
}
