// Reading users with their roles, site and the current role's menu whitelist.
import type { Db } from '../db/types.ts';

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
}

const USER_SQL = `SELECT u.id, u.username, u.password_hash, u.name, u.avatar, u.introduction, u.site_id, u.user_type, s.name AS site_name
  FROM users u LEFT JOIN sites s ON s.id = u.site_id`;

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

export async function roleMenus(db: Db, role: string): Promise<string[]> {
  const rows = await db.query<{ menu_names: unknown }>('SELECT menu_names FROM roles WHERE name = $1', [role]);
  const m = rows[0]?.menu_names;
  return Array.isArray(m) ? m.filter((x): x is string => typeof x === 'string') : [];
}
