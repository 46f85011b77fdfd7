// PostgreSQL adapter over a pg Pool; a transaction pins one pooled client from BEGIN to COMMIT.
import type pg from 'pg';
import { assertOutsideTx, runInTx } from './txScope.ts';
import { createHash } from 'node:crypto';
import type { Db, Listenable, QueryOptions, SqlParam, Unlisten } from './types.ts';

let pgLib: typeof pg | undefined;

/** The pg driver, loaded on the first PostgreSQL connection: a server on PGlite never pays its ~45 CPU ms at start. */
async function loadPg(): Promise<typeof pg> {
  if (!pgLib) {
    pgLib = (await import('pg')).default;
    // int8 (counts, bigserial ids) as JS numbers, like PGlite; ids stay far below 2^53.
    pgLib.types.setTypeParser(20, (v: string) => Number(v));
  }
  return pgLib;
}

type Queryable = Pick<pg.PoolClient, 'query'>;

/** A prepared statement's name: the driver prepares it once per pooled connection. */
function statementName(sql: string): string {
  return `nccq_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
}

class ClientDb implements Db {
  constructor(private readonly client: Queryable) {}
  async query<T>(sql: string, params: readonly SqlParam[] = [], opts: QueryOptions = {}): Promise<T[]> {
    const res = opts.prepare ? await this.client.query({ name: statementName(sql), text: sql, values: [...params] }) : await this.client.query(sql, [...params]);
    return res.rows as T[];
  }
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return fn(this);
  }
  async exec(sql: string): Promise<void> {
    await this.client.query(sql);
  }
  async close(): Promise<void> {
    throw new Error('cannot close inside a transaction');
  }
}

export class PostgresDb implements Db, Listenable {
  private readonly direct: ClientDb;
  /** `lib`: the loaded driver (openPostgres passes it), for the listening connection. */
  constructor(readonly pool: pg.Pool, private readonly lib: typeof pg) {
    this.direct = new ClientDb(pool);
  }

  query<T>(sql: string, params: readonly SqlParam[] = [], opts?: QueryOptions): Promise<T[]> {
    assertOutsideTx(this);
    return this.direct.query<T>(sql, params, opts);
  }

  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    assertOutsideTx(this);
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const out = await runInTx(this, () => fn(new ClientDb(client)));
      await client.query('COMMIT');
      return out;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }

  exec(sql: string): Promise<void> {
    assertOutsideTx(this);
    return this.direct.exec(sql);
  }

  close(): Promise<void> {
    return this.pool.end();
  }

  /**
   * LISTEN on a connection of its own (a pooled one would be handed to queries). When the connection
   * drops it is opened again (1 s, 2 s … 30 s apart) and `onReconnect` tells the listeners they may have
   * missed notifications.
   */
  async listen(channel: string, onPayload: (payload: string) => void, onReconnect: () => void): Promise<Unlisten> {
    let client: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    let delay = 1000;
    const open = async (): Promise<pg.Client> => {
      const c = new this.lib.Client(this.pool.options);
      c.on('notification', (m) => {
        if (m.channel === channel && m.payload !== undefined) onPayload(m.payload);
      });
      c.on('error', () => lost(c));
      c.on('end', () => lost(c));
      await c.connect();
      await c.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      return c;
    };
    const lost = (c: pg.Client): void => {
      if (stopped || client !== c) return;
      client = null;
      void c.end().catch(() => undefined);
      schedule();
    };
    const schedule = (): void => {
      retry = setTimeout(() => {
        open().then(
          (c) => {
            if (stopped) return void c.end().catch(() => undefined);
            client = c;
            delay = 1000;
            onReconnect();
          },
          () => {
            delay = Math.min(delay * 2, 30000);
            if (!stopped) schedule();
          },
        );
      }, delay);
      retry.unref();
    };
    client = await open();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    };
  }
}

/** `searchPath` pins every pooled connection to one schema (tests use a fresh schema per run). */
export async function openPostgres(url: string, searchPath?: string): Promise<PostgresDb> {
  const lib = await loadPg();
  const pool = new lib.Pool({
    connectionString: url,
    max: 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // Fail at start, not on the first request, when the server is unreachable.
  const client = await pool.connect();
  client.release();
  return new PostgresDb(pool, lib);
}
