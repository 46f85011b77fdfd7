// Demo users. Their logins are printed at start; passwords are stored only as scrypt hashes.
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/types.ts';

export interface DemoUser {
  username: string;
  password: string;
  name: string;
  roles: string[];
  siteId: number | null;
  userType?: number;
}

export const DEMO_USERS: DemoUser[] = [
  { username: 'admin', password: 'Admin@123', name: '系统管理员', roles: ['admin'], siteId: null },
  { username: 'operator', password: 'Operator@123', name: '张经办', roles: ['operator'], siteId: 1 },
  { username: 'auditor', password: 'Auditor@123', name: '李审核', roles: ['auditor'], siteId: 1 },
  { username: 'finance', password: 'Finance@123', name: '王财务', roles: ['finance'], siteId: 1 },
  // A second finance user: a payment is confirmed (确认到账) by someone other than who entered it.
  { username: 'cashier', password: 'Cashier@123', name: '陈出纳', roles: ['finance'], siteId: 1 },
  { username: 'operator2', password: 'Operator@123', name: '赵经办', roles: ['operator'], siteId: 2 },
  { username: 'auditor2', password: 'Auditor@123', name: '钱审核', roles: ['auditor'], siteId: 2 },
  // Two roles, so 切换角色 has something to switch to (the first is the role a login starts with).
  { username: 'manager', password: 'Manager@123', name: '孙主任', roles: ['operator', 'auditor'], siteId: 2 },
  // Site-scoped administrators (system setup of one site).
  { username: 'siteadmin', password: 'Siteadmin@123', name: '周站长', roles: ['site_admin'], siteId: 1 },
  { username: 'siteadmin2', password: 'Siteadmin@123', name: '吴站长', roles: ['site_admin'], siteId: 2 },
];

export async function seedUsers(tx: Db): Promise<void> {
  // Another app on this engine may declare fewer roles: its demo users are those whose roles it has.
  const declared = new Set((await tx.query<{ name: string }>('SELECT name FROM roles')).map((r) => r.name));
  const users = DEMO_USERS.filter((u) => u.roles.every((r) => declared.has(r)));
  const hashes = await Promise.all(users.map((u) => hashPassword(u.password)));
  for (const [i, u] of users.entries()) {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO users (username, password_hash, name, introduction, site_id, user_type) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [u.username, hashes[i]!, u.name, `演示账号（${u.roles.join('、')}）`, u.siteId, u.userType ?? 0],
    );
    for (const [sort, role] of u.roles.entries()) {
      await tx.query('INSERT INTO user_roles (user_id, role, sort) VALUES ($1, $2, $3)', [rows[0]!.id, role, sort]);
    }
  }
}
