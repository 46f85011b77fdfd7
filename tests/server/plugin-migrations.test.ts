// A plugin's own migrations (ServerPlugin.migrations): applied after the engine's, each once, recorded under
// the plugin's name; chat's tables are the chat plugin's, and a database that already has them from the
// engine's former migration 040_chat keeps them and its rows.
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_PLUGINS } from '../../src/app/server.ts';
import { CHAT_MIGRATIONS } from '../../src/plugins/chat/server/migrations.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import type { Db } from '../../src/server/db/types.ts';
import { pluginMigrations, type ServerPlugin } from '../../src/server/plugins.ts';
import { backends, openTestDb, type TestDb } from './helpers/db.ts';

const probe: ServerPlugin = {
  manifest: { name: 'probe', requires: { entities: {} } },
  migrations: [
    // Not idempotent on purpose: a second run would fail on the table and double the row.
    { version: '001_notes', sql: `CREATE TABLE probe_notes (id serial PRIMARY KEY, site_id integer REFERENCES sites(id), body text NOT NULL); INSERT INTO probe_notes (body) VALUES ('first');` },
    { version: '002_more', sql: `INSERT INTO probe_notes (body) VALUES ('second');` },
  ],
};

async function n(db: Db, sql: string, params: string[] = []): Promise<number> {
  return Number((await db.query<{ n: number }>(sql, params))[0]!.n);
}

const hasTable = (db: Db, name: string) => n(db, `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = current_schema() AND tablename = $1`, [name]);

describe.each(backends())('plugin migrations on %s', (backend) => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.drop();
    t = undefined;
  });

  it('run after the engine, once each, recorded under the plugin name', async () => {
    t = await openTestDb(backend);
    expect(await migrate(t.db, { plugins: pluginMigrations([probe]) })).toEqual(['probe:001_notes', 'probe:002_more']);
    expect(await migrate(t.db, { plugins: pluginMigrations([probe]) })).toEqual([]);
    expect(await n(t.db, 'SELECT count(*)::int AS n FROM probe_notes')).toBe(2);
    expect(await n(t.db, `SELECT count(*)::int AS n FROM schema_migrations WHERE version LIKE 'probe:%'`)).toBe(2);
  });

  it('leaves chat tables to the chat plugin: absent after the engine migrations, made by the plugin', async () => {
    t = await openTestDb(backend);
    expect(await hasTable(t.db, 'chat_sessions')).toBe(0);
    expect(await migrate(t.db, { plugins: pluginMigrations(SERVER_PLUGINS) })).toEqual(['chat:001_tables']);
    expect(await hasTable(t.db, 'chat_sessions')).toBe(1);
    expect(await hasTable(t.db, 'chat_messages')).toBe(1);
  });

  it('keeps a database whose chat tables the engine made before (040_chat), rows and all', async () => {
    t = await openTestDb(backend);
    // The state an older engine left: the tables, a conversation, and its migration recorded.
    await t.db.exec(CHAT_MIGRATIONS[0]!.sql);
    await t.db.query(`INSERT INTO schema_migrations (version) VALUES ('040_chat')`);
    await t.db.exec(`INSERT INTO sites (name) VALUES ('测试站点')`);
    await t.db.exec(`INSERT INTO chat_sessions (site_id, visitor_name, visitor_token, created_at, last_at) SELECT min(id), '访客', 'tok', now(), now() FROM sites`);
    expect(await migrate(t.db, { plugins: pluginMigrations(SERVER_PLUGINS) })).toEqual(['chat:001_tables']);
    expect(await n(t.db, 'SELECT count(*)::int AS n FROM chat_sessions')).toBe(1);
    expect(await migrate(t.db, { plugins: pluginMigrations(SERVER_PLUGINS) })).toEqual([]);
  });
});
