// Database layer: PGlite transaction serialization, migrations, SQL safety of the list builder, start-up.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../src/shared/schema/types.ts';
import { entityIndexSql } from '../../src/server/db/entityIndexes.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { Mutex } from '../../src/server/db/mutex.ts';
import { buildListSql } from '../../src/server/records/query.ts';
import { loadRegistry } from '../../src/server/registryLoad.ts';
import { backends, openTestDb, type TestDb } from './helpers/db.ts';
import { PROJECT_ROOT } from './helpers/server.ts';
import { appCheckEnvironment } from '../../src/app/plugins.ts';

describe('Mutex', () => {
  it('runs tasks one at a time, in order, and survives a failing task', async () => {
    const m = new Mutex();
    const log: string[] = [];
    const task = (name: string, ms: number, fail = false) =>
      m.run(async () => {
        log.push(`${name}+`);
        // Work that takes a while, so later tasks are queued while it runs; the order asserted below
        // does not depend on the lengths.
        await new Promise((r) => setTimeout(r, ms));
        log.push(`${name}-`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([task('a', 20), task('b', 5, true), task('c', 1)]);
    expect(log).toEqual(['a+', 'a-', 'b+', 'b-', 'c+', 'c-']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});

describe.each(backends())('database layer on %s', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('migrations are recorded and applied once', async () => {
    expect(await migrate(t.db)).toEqual([]);
    const rows = await t.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toContain('001_init');
  });

  it('never lets a concurrent statement see or interleave with an open transaction', async () => {
    await t.db.exec('CREATE TABLE IF NOT EXISTS tx_probe (n int)');
    const seen: number[] = [];
    const tx = t.db.transaction(async (db) => {
      await db.query('INSERT INTO tx_probe VALUES (1)');
      // Holds the transaction open between its two writes so the reader below can try to slip in; the
      // assertion holds whatever the length.
      await new Promise((r) => setTimeout(r, 30));
      await db.query('INSERT INTO tx_probe VALUES (2)');
    });
    // Started while the transaction is open: must see none or both rows, never one.
    const reader = t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tx_probe').then((r) => seen.push(r[0]!.n));
    await Promise.all([tx, reader]);
    expect([0, 2]).toContain(seen[0]);
  });

  it('refuses the outer Db inside its own transaction instead of deadlocking', async () => {
    await expect(t.db.transaction(async () => t.db.query('SELECT 1'))).rejects.toThrow(/use the tx argument/);
    expect((await t.db.query<{ one: number }>('SELECT 1 AS one'))[0]?.one).toBe(1);
  });

  it('rolls back a failed transaction completely', async () => {
    await t.db.exec('CREATE TABLE IF NOT EXISTS tx_probe2 (n int)');
    await expect(
      t.db.transaction(async (db) => {
        await db.query('INSERT INTO tx_probe2 VALUES (1)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tx_probe2');
    expect(rows[0]?.n).toBe(0);
    // The connection is usable afterwards.
    expect((await t.db.query<{ one: number }>('SELECT 1 AS one'))[0]?.one).toBe(1);
  });
});

describe('list SQL builder', () => {
  const entity: EntitySchema = {
    name: 'x',
    title: '测试',
    type: 'object',
    properties: {
      name: { type: 'string', title: '名称' },
      price: { type: 'string', title: '价格', format: 'decimal2' },
      'bad name': { type: 'string', title: '坏名字' },
    },
  };
  const admin = { userId: 1, roles: ['admin'], menuNames: [], siteId: null };
  const staff = { userId: 2, roles: ['operator'], menuNames: [], siteId: 7 };

  it('keeps every value in parameters', () => {
    const evil = "x' OR '1'='1";
    const q = buildListSql(entity, admin, { 'f.name.eq': evil, 'f.name.like': evil, 'f.name.in': `${evil},b` });
    expect(q.where).not.toContain(evil);
    expect(q.params).toContain(evil);
    expect(q.params).toContain(`%${evil}%`);
  });

  it('escapes LIKE wildcards', () => {
    const q = buildListSql(entity, admin, { 'f.name.like': '50%_\\' });
    expect(q.params).toContain('%50\\%\\_\\\\%');
  });

  it('scopes site staff to their site and refuses unsafe or unknown names', () => {
    const q = buildListSql(entity, staff, {});
    // The entity's checked name is in the text (a generic plan can then use its partial indexes); any
    // other name would be a parameter.
    expect(q.where).toContain("entity = 'x'");
    expect(q.where).toContain('site_id = $1');
    expect(q.params).toEqual([7]);
    const odd = buildListSql({ ...entity, name: "x'y" }, staff, {});
    expect(odd.where).not.toContain("x'y");
    expect(odd.params).toEqual(["x'y", 7]);
    expect(() => buildListSql(entity, admin, { 'f.bad name.eq': '1' })).toThrow();
    expect(() => buildListSql(entity, admin, { sort: 'bad name' })).toThrow();
    expect(() => buildListSql(entity, admin, { sort: 'constructor' })).toThrow();
    expect(() => buildListSql(entity, admin, { 'f.__proto__.eq': '1' })).toThrow();
  });

  it('tells filtered lists (values that sway the plan: never prepared) from scoped ones', () => {
    expect(buildListSql(entity, admin, {}).filtered).toBe(false);
    expect(buildListSql(entity, staff, { sort: '-price' }).filtered).toBe(false);
    expect(buildListSql(entity, staff, { 'f.name.eq': '' }).filtered).toBe(false);
    expect(buildListSql(entity, staff, { 'f.name.like': '茶' }).filtered).toBe(true);
  });

  it('sorts decimals numerically with a safe cast and breaks ties by id', () => {
    const q = buildListSql(entity, admin, { sort: '-price' });
    expect(q.orderBy).toContain('::numeric');
    expect(q.orderBy).toContain('CASE WHEN');
    expect(q.orderBy.endsWith('id DESC')).toBe(true);
  });

  it('index DDL admits only safe names', () => {
    const sql = entityIndexSql({
      menus: { sections: [], varieties: [], roles: [] },
      pages: { pages: [] },
      pageSchemas: {},
      entities: { x: { ...entity, 'x-indexes': ['name', 'bad name', "a'); DROP TABLE records; --"] } },
    });
    expect(sql).toHaveLength(1);
    expect(sql[0]).toContain("(data->>'name')");
  });
});

describe('start-up', () => {
  it('reports schema problems as file#pointer lines', async () => {
    const r = await loadRegistry(join(import.meta.dirname, 'fixtures', 'broken'), appCheckEnvironment());
    expect(r.registry).toBeNull();
    expect(r.problems.some((p) => p.startsWith('pages.json#/pages/1/schema: '))).toBe(true);
  });

  it('refuses to start on an invalid schema: exit 1 and the file#pointer lines', async () => {
    const out = await new Promise<{ code: number | null; text: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'src/app/main.ts')], {
        env: { ...process.env, ROOT: join(import.meta.dirname, 'fixtures', 'broken'), PORT: '0', DATABASE_URL: '' },
      });
      let text = '';
      child.stdout.on('data', (d: Buffer) => (text += d.toString()));
      child.stderr.on('data', (d: Buffer) => (text += d.toString()));
      child.on('close', (code) => resolve({ code, text }));
    });
    expect(out.code).toBe(1);
    expect(out.text).toContain('pages.json#/pages/1/schema: ');
  });
});
