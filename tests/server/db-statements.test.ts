// Statements sent to the database in one call (PGlite) and prepared statements (both): the same answers as
// the driver's own query path, failures that leave nothing behind, a bounded set of prepared statements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteDb } from '../../src/server/db/pglite.ts';
import { PgliteStatements } from '../../src/server/db/pgliteStatements.ts';
import type { SqlParam } from '../../src/server/db/types.ts';
import { backends, openTestDb, type TestDb } from './helpers/db.ts';

const TYPED = `SELECT $1::int AS i, $2::text AS t, $3::boolean AS b, $4::jsonb AS j, $5::numeric AS num,
  $6::timestamptz AS ts, 12345678901::bigint AS big, NULL::text AS nothing, ARRAY['甲', '乙'] AS arr, $7::text AS quoted`;
const TYPED_PARAMS: SqlParam[] = [42, '中文', true, '{"a":[1,"二"],"b":null}', '1234.50', '2024-05-01T08:30:00.123Z', "it's"];

async function ours(db: TestDb['db']): Promise<string[]> {
  const rows = await db.query<{ name: string }>(`SELECT name FROM pg_prepared_statements WHERE name LIKE 'nccq\\_%' ORDER BY name`);
  return rows.map((r) => r.name);
}

describe.each(backends())('statements on %s', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('answers the same whether prepared or not, as the driver does', async () => {
    const plain = await t.db.query(TYPED, TYPED_PARAMS);
    const prepared = await t.db.query(TYPED, TYPED_PARAMS, { prepare: true });
    const again = await t.db.query(TYPED, TYPED_PARAMS, { prepare: true });
    expect(prepared).toEqual(plain);
    expect(again).toEqual(plain);
    expect(plain[0]).toMatchObject({ i: 42, t: '中文', b: true, j: { a: [1, '二'], b: null }, big: 12345678901, nothing: null, quoted: "it's" });
    expect((plain[0]!.ts as Date).toISOString()).toBe('2024-05-01T08:30:00.123Z');
    if (t.db instanceof PgliteDb) {
      // PGlite's own query path (six calls per statement) gives the same rows.
      expect((await t.db.pg.query(TYPED, TYPED_PARAMS)).rows).toEqual(plain);
    }
  });

  it('fails a bad statement with the database error, and the connection goes on', async () => {
    const before = backend === 'pglite' ? await ours(t.db) : [];
    await expect(t.db.query('SELECT 1 / $1::int AS x', [0], { prepare: true })).rejects.toMatchObject({ code: '22012' });
    await expect(t.db.query('SELEC 1', [], { prepare: true })).rejects.toMatchObject({ code: '42601' });
    await expect(t.db.query('SELECT 1 / $1::int AS x', [0])).rejects.toMatchObject({ code: '22012' });
    expect(await t.db.query('SELECT 10 / $1::int AS x', [5], { prepare: true })).toEqual([{ x: 2 }]);
    // A statement that failed while executing was closed, not left prepared.
    if (backend === 'pglite') expect(await ours(t.db)).toHaveLength(before.length + 1);
  });

  it('runs prepared statements inside a transaction and rolls them back with it', async () => {
    await t.db.exec('CREATE TABLE IF NOT EXISTS prep_probe (n int)');
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query('INSERT INTO prep_probe VALUES ($1)', [1], { prepare: true });
        throw new Error('回滚');
      }),
    ).rejects.toThrow('回滚');
    await t.db.transaction((tx) => tx.query('INSERT INTO prep_probe VALUES ($1)', [2], { prepare: true }));
    expect(await t.db.query('SELECT n FROM prep_probe')).toEqual([{ n: 2 }]);
  });

  it.runIf(backend === 'pglite')('keeps at most its limit of prepared statements, closing the least recently used', async () => {
    const pg = (t.db as PgliteDb).pg;
    const stmts = new PgliteStatements(pg, 2);
    const before = await ours(t.db);
    await stmts.query('SELECT 1 AS a', [], true);
    await stmts.query('SELECT 2 AS b', [], true);
    await stmts.query('SELECT 1 AS a', [], true); // now the most recently used
    await stmts.query('SELECT 3 AS c', [], true); // closes "SELECT 2"
    const mine = (await pg.query<{ statement: string }>(`SELECT statement FROM pg_prepared_statements WHERE name LIKE 'nccq\\_%'`)).rows
      .map((r) => r.statement)
      .filter((s) => /^SELECT \d AS [abc]$/.test(s));
    expect(mine.sort()).toEqual(['SELECT 1 AS a', 'SELECT 3 AS c']);
    expect(await ours(t.db)).toHaveLength(before.length + 2);
    expect(await stmts.query('SELECT 2 AS b', [], true)).toEqual([{ b: 2 }]);
  });
});
