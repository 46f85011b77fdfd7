// PGlite adapter. Every statement goes through one queue, and a transaction holds the queue from BEGIN to
// COMMIT, so concurrent requests never interleave inside another request's transaction.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Mutex } from './mutex.ts';
import { PgliteStatements } from './pgliteStatements.ts';
import { cacheFileSizes } from './pgliteSizes.ts';
import { assertOutsideTx, runInTx } from './txScope.ts';
import type { Db, Listenable, QueryOptions, SqlParam, Unlisten } from './types.ts';
import { DatabaseUnavailable } from './unavailable.ts';

class TxDb implements Db {
  private readonly statements: PgliteStatements;
  constructor(private readonly pg: PGlite) {
    this.statements = new PgliteStatements(pg);
  }
  query<T>(sql: string, params: readonly SqlParam[] = [], opts: QueryOptions = {}): Promise<T[]> {
    return this.statements.query<T>(sql, params, opts.prepare === true);
  }
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return fn(this);
  }
  async exec(sql: string): Promise<void> {
    await this.pg.exec(sql);
  }
  async close(): Promise<void> {
    throw new Error('cannot close inside a transaction');
  }
}

export class PgliteDb implements Db, Listenable {
  private readonly lock = new Mutex();
  private readonly inner: TxDb;

  constructor(readonly pg: PGlite) {
    this.inner = new TxDb(pg);
  }

  query<T>(sql: string, params: readonly SqlParam[] = [], opts?: QueryOptions): Promise<T[]> {
    assertOutsideTx(this);
    return this.lock.run(() => this.inner.query<T>(sql, params, opts));
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    assertOutsideTx(this);
    return this.lock.run(async () => {
      await this.pg.exec('BEGIN');
      try {
        const out = await runInTx(this, () => fn(this.inner));
        await this.pg.exec('COMMIT');
        return out;
      } catch (e) {
        await this.pg.exec('ROLLBACK');
        throw e;
      }
    });
  }

  exec(sql: string): Promise<void> {
    assertOutsideTx(this);
    return this.lock.run(() => this.inner.exec(sql));
  }

  close(): Promise<void> {
    return this.lock.run(() => this.pg.close());
  }

  /** In process: ready unless closed (never waits behind a long transaction in the queue). */
  async ping(): Promise<void> {
    if (this.pg.closed) throw new DatabaseUnavailable(new Error('PGlite is closed'));
  }

  /** One process, one connection: notifications arrive in process after the sender's commit. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten> {
    const stop = await this.lock.run(() => this.pg.listen(channel, onPayload));
    return () => this.lock.run(() => stop());
  }
}

/**
 * Extensions every PGlite of the project is opened with (tests too): a database that once created pg_trgm
 * indexes needs the bundle loaded to write to them.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Where PGlite mounts its data directory inside its own filesystem. */
export const PGLITE_DATA = '/pglite/data';

/** Opens PGlite persisted in `dir`, or in memory when dir is null (optionally from a dumped data dir). */
export async function openPglite(dir: string | null, loadDataDir?: Blob): Promise<PgliteDb> {
  const extensions = PGLITE_EXTENSIONS;
  const pg = dir ? await PGlite.create({ dataDir: dir, extensions }) : await PGlite.create(loadDataDir ? { loadDataDir, extensions } : { extensions });
  // On a directory every size PostgreSQL asks costs a Node fstat; see pgliteSizes.ts.
  if (dir) cacheFileSizes(pg, PGLITE_DATA);
  return new PgliteDb(pg);
}
