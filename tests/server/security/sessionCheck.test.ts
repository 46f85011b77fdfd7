// The per-request session check (one query, src/server/auth/sessionActor.ts) sees every change at once:
// a lock, an ended or expired session, a role taken away or a whitelist change applies to the very next
// request after the same token has just been accepted. The changes are written straight to the database,
// as another server process sharing it would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type UserInfo } from '../../../src/shared/api.ts';
import { Code } from '../../../src/shared/codes.ts';
import { hashToken } from '../../../src/server/auth/sessions.ts';
import { backends } from '../helpers/db.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(backends())('session check on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(async () => {
    await s?.close();
  });

  /** A fresh token whose session has just answered a few requests. */
  const warm = async (username: string): Promise<string> => {
    const token = await s.login(username);
    for (let i = 0; i < 3; i++) expect((await s.get(API.info, token)).code).toBe('200');
    return token;
  };
  const userId = async (username: string): Promise<number> =>
    (await s.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!.id;

  it('a locked user is refused on the next request', async () => {
    const token = await warm('operator2');
    await s.db.query('UPDATE users SET locked = true WHERE username = $1', ['operator2']);
    try {
      expect((await s.get(API.info, token)).code).toBe(Code.SESSION_EXPIRED);
    } finally {
      await s.db.query('UPDATE users SET locked = false WHERE username = $1', ['operator2']);
    }
  });

  it('an ended or expired session is refused on the next request; logout ends it', async () => {
    const ended = await warm('auditor2');
    await s.db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(ended)]);
    expect((await s.get(API.info, ended)).code).toBe(Code.SESSION_EXPIRED);

    const expiring = await warm('auditor2');
    await s.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [hashToken(expiring)]);
    expect((await s.get(API.info, expiring)).code).toBe(Code.SESSION_EXPIRED);

    const out = await warm('auditor2');
    expect((await s.post(API.logout, {}, out)).code).toBe('200');
    expect((await s.get(API.info, out)).code).toBe(Code.SESSION_EXPIRED);
  });

  it('a role taken away ends the session acting in it; the roles come back in their configured order', async () => {
    const token = await warm('finance');
    const id = await userId('finance');
    const held = await s.db.query<{ role: string; sort: number }>('SELECT role, sort FROM user_roles WHERE user_id = $1 ORDER BY sort, role', [id]);
    const info = (await s.get<UserInfo>(API.info, token)).data;
    expect(info.roles[0]).toBe(held[0]!.role);
    expect([...info.roles].sort()).toEqual(held.map((h) => h.role).sort());
    await s.db.query('DELETE FROM user_roles WHERE user_id = $1 AND role = $2', [id, info.roles[0]!]);
    try {
      expect((await s.get(API.info, token)).code).toBe(Code.SESSION_EXPIRED);
    } finally {
      for (const h of held) await s.db.query('INSERT INTO user_roles (user_id, role, sort) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [id, h.role, h.sort]);
    }
  });

  it('a change to the global whitelist applies to the next request', async () => {
    const token = await warm('admin');
    const before = (await s.get<UserInfo>(API.info, token)).data;
    const role = before.roles[0]!;
    expect(before.menuNames).not.toContain('probe_menu');
    const menuNames = (await s.db.query<{ menu_names: unknown }>('SELECT menu_names FROM roles WHERE name = $1', [role]))[0]?.menu_names;
    expect(Array.isArray(menuNames)).toBe(true);
    await s.db.query(`UPDATE roles SET menu_names = menu_names || '["probe_menu"]'::jsonb WHERE name = $1`, [role]);
    try {
      expect((await s.get<UserInfo>(API.info, token)).data.menuNames).toContain('probe_menu');
    } finally {
      await s.db.query('UPDATE roles SET menu_names = $2::jsonb WHERE name = $1', [role, JSON.stringify(menuNames)]);
    }
    expect((await s.get<UserInfo>(API.info, token)).data.menuNames).toEqual(before.menuNames);
  });
});
