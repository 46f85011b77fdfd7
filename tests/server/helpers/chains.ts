// Approval-chain tests: more approvers on a site, and a chain version saved for a site straight in the table.
import type { ChainLevel } from '../../../src/shared/chain/index.ts';
import type { TestServer } from './server.ts';

/** A user of `like`'s site and password with these roles (the first is the current role). */
export async function addUser(s: TestServer, username: string, name: string, roles: string[], like = 'auditor'): Promise<number> {
  const rows = await s.db.query<{ id: number }>(
    'INSERT INTO users (username, password_hash, name, site_id) SELECT $1, password_hash, $2, site_id FROM users WHERE username = $3 RETURNING id',
    [username, name, like],
  );
  const id = Number(rows[0]!.id);
  for (const [i, role] of roles.entries()) await s.db.query('INSERT INTO user_roles (user_id, role, sort) VALUES ($1, $2, $3)', [id, role, i]);
  return id;
}

export const LEVEL_ONE: ChainLevel = { title: '部门负责人审核', roles: ['auditor'], mode: 'any' };
export const COUNTERSIGN: ChainLevel = { title: '会签', users: ['auditor_b', 'auditor_c'], mode: 'all' };
export const THRESHOLD: ChainLevel = { title: '分管领导审批', users: ['leader'], mode: 'any', when: { gte: [{ field: 'listingPrice' }, { const: '100000' }] } };

/** Saves a chain version for franchise approval on a site, as if its administrator had (no API involved). */
export async function saveVersion(s: TestServer, siteId: number, version: number, levels: ChainLevel[]): Promise<void> {
  await s.db.query(
    "INSERT INTO approval_chain_versions (site_id, entity, action, version, levels, user_name, created_at) VALUES ($1, 'franchise', 'approve', $2, $3::jsonb, '测试', now())",
    [siteId, version, JSON.stringify(levels)],
  );
}
