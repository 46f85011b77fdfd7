// PGlite on a directory remembers file sizes between changes (src/server/db/pgliteSizes.ts): the
// data must read and write exactly as without it while tables grow, shrink and are truncated.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, PGLITE_DATA, type PgliteDb } from '../../src/server/db/pglite.ts';
import { cacheFileSizes } from '../../src/server/db/pgliteSizes.ts';

describe('PGlite file size cache', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nccq-sizes-'));
  let db: PgliteDb | null = null;
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const count = async (d: PgliteDb): Promise<number> => (await d.query<{ n: number }>('SELECT count(*)::int AS n FROM t'))[0]!.n;

  it('is in place on a data directory (the PGlite build still has the filesystem it wraps)', async () => {
    db = await openPglite(dir);
    expect(cacheFileSizes(db.pg, PGLITE_DATA)).toBe(true);
  });

  it('sees every growth, shrink and truncation of a table and its indexes', async () => {
    const d = db!;
    await d.exec('CREATE TABLE t (id serial PRIMARY KEY, v text NOT NULL)');
    await d.exec('CREATE INDEX t_v ON t (v)');
    let rows = 0;
    for (let round = 0; round < 5; round++) {
      // ~300 kB a round: new blocks each time, after sizes were read (and remembered) by the count.
      await d.query(`INSERT INTO t (v) SELECT repeat('x', 100) || i FROM generate_series(1, 2000) i`);
      rows += 2000;
      expect(await count(d)).toBe(rows);
      expect((await d.query<{ n: number }>(`SELECT count(*)::int AS n FROM t WHERE v = repeat('x', 100) || '7'`))[0]!.n).toBe(round + 1);
    }
    // VACUUM gives the emptied tail of the file back (ftruncate); inserts then extend it again.
    await d.exec('DELETE FROM t WHERE id > 1000');
    await d.exec('VACUUM t');
    expect(await count(d)).toBe(1000);
    await d.query(`INSERT INTO t (v) SELECT 'y' || i FROM generate_series(1, 3000) i`);
    expect(await count(d)).toBe(4000);
    await d.exec('TRUNCATE t');
    expect(await count(d)).toBe(0);
    await d.query(`INSERT INTO t (v) SELECT 'z' || i FROM generate_series(1, 1500) i`);
    expect(await count(d)).toBe(1500);
  });

  it('leaves the files as PostgreSQL wrote them (closed and reopened)', async () => {
    await db!.close();
    db = await openPglite(dir);
    expect(await count(db)).toBe(1500);
    expect((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM t WHERE v LIKE 'z%'`))[0]!.n).toBe(1500);
  });
});
