// PostgreSQL adapter over a pg Pool; a transaction pins one pooled client from BEGIN to COMMIT. Lost
// connections cost a request at most (503 数据库暂不可用), never the process: see unavailable.ts.
import type pg from 'pg';
import { assertOutsideTx, runInTx } from './txScope.ts';
import { createHash } from 'node:crypto';
import type { Db, Listenable, QueryOptions, SqlParam, Unlisten } from './types.ts';
import { DatabaseUnavailable, describeDbError, isConnectionFailure, isDeadConnection } from './unavailable.ts';

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

/** A statement's rows; `prepare` keeps it prepared on the connection (by its text). */
async function run<T>(client: Queryable, sql: string, params: readonly SqlParam[], opts: QueryOptions): Promise<T[]> {
  const res = opts.prepare ? await client.query({ name: statementName(sql), text: sql, values: [...params] }) : await client.query(sql, [...params]);
  return res.rows as T[];
}

/** A prepared statement's name: the driver prepares it once per pooled connection. */
function statementName(sql: string): string {
  return `nccq_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
}

/** A connection failure becomes DatabaseUnavailable; any other error stays what it is. */
function classify(e: unknown): unknown {
  return isConnectionFailure(e) && !(e instanceof DatabaseUnavailable) ? new DatabaseUnavailable(e) : e;
}

/** One pinned connection: a transaction's, or the start-up lock's. Nothing on it is asked again. */
class ClientDb implements Db {
  constructor(private readonly client: Queryable) {}
  async query<T>(sql: string, params: readonly SqlParam[] = [], opts: QueryOptions = {}): Promise<T[]> {
    try {
      return await run<T>(this.client, sql, params, opts);
    } catch (e) {
      throw classify(e);
    }
  }
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return fn(this);
  }
  async exec(sql: string): Promise<void> {
    try {
      await this.client.query(sql);
    } catch (e) {
      throw classify(e);
    }
  }
  async close(): Promise<void> {
    throw new Error('cannot close inside a transaction');
  }
}

/** A pooled connection taken for a while; `release(err)` with an error drops it from the pool. */
interface Lease {
  client: pg.PoolClient;
  /** The pool had handed this connection out before (it may have died while idle); else it is new. */
  reused: boolean;
  release(err?: unknown): void;
}

/** How long a request waits for a connection (a new one, or a free one of the pool) before it fails. */
export const CONNECT_TIMEOUT_MS = 5000;
/** At most one log line per kind of database trouble in this time: an outage fails every request. */
const REPORT_EVERY_MS = 10_000;

export interface PostgresOptions {
  /** Pins every pooled connection to one schema (tests use a fresh schema per run). */
  searchPath?: string;
  /** Default CONNECT_TIMEOUT_MS. */
  connectTimeoutMs?: number;
  /** Where database trouble is told (rate-limited); default console.warn. */
  report?: (line: string) => void;
}

export class PostgresDb implements Db, Listenable {
  private readonly reported = new Map<string, number>();
  /** Connections that went back to the pool once: a dead one among them is replaced, a new one that dies is not. */
  private readonly seen = new WeakSet<pg.PoolClient>();
  /**
   * `lib`: the loaded driver (openPostgres passes it), for the listening connection. An idle pooled
   * connection that dies (a restart, pg_terminate_backend, a dropped network) is an 'error' on the pool:
   * without a listener Node would end the process. The pool has already dropped it; the next query
   * opens another.
   */
  constructor(
    readonly pool: pg.Pool,
    private readonly lib: typeof pg,
    private readonly reportLine: (line: string) => void = (line) => console.warn(line),
  ) {
    pool.on('error', (e) => this.report('lost', `数据库连接已断开，下次查询时重新连接 / a pooled database connection was lost: ${describeDbError(e)}`));
    pool.on('release', (_err, client) => this.seen.add(client));
  }

  private report(kind: string, line: string): void {
    const now = Date.now();
    if (now - (this.reported.get(kind) ?? 0) < REPORT_EVERY_MS) return;
    this.reported.set(kind, now);
    this.reportLine(line);
  }

  /** Wraps a connection failure as DatabaseUnavailable (and says so in the log). */
  private unavailable(e: unknown): unknown {
    const out = classify(e);
    if (out instanceof DatabaseUnavailable) this.report('unavailable', `数据库暂不可用 / database unavailable: ${describeDbError(out)}`);
    return out;
  }

  /** A pooled connection, or DatabaseUnavailable when none can be had within the connect timeout. */
  private async lease(): Promise<Lease> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (e) {
      // Whatever keeps the pool from connecting (refused, timed out, the server starting or full).
      const out = new DatabaseUnavailable(e);
      this.unavailable(out);
      throw out;
    }
    // While taken, a dropped connection is an 'error' on the client (the pool listens only to idle ones);
    // the statement running on it gets the error itself.
    const ignore = (): void => undefined;
    client.on('error', ignore);
    const reused = this.seen.has(client);
    let released = false;
    return {
      client,
      reused,
      release(err) {
        if (released) return;
        released = true;
        client.removeListener('error', ignore);
        client.release(err === undefined ? undefined : err instanceof Error ? err : new Error(String(err)));
      },
    };
  }

  /**
   * Whether a failed statement is asked again: only when the connection it was sent on turned out dead
   * (unavailable.ts, isDeadConnection: the statement did not run there) and that connection was one the
   * pool had kept idle. After a restart every idle connection is dead, and each is dropped as it is met
   * (at most the pool's size); a new connection that fails is not replaced, nor is a failure to connect
   * (the database is down: answer at once).
   */
  private askAgain(lease: Lease, e: unknown, tries: number): boolean {
    return lease.reused && isDeadConnection(e) && tries <= (this.pool.options.max ?? 10);
  }

  /** A statement outside a transaction, asked again on another connection when askAgain says so. */
  private async direct<T>(work: (client: pg.PoolClient) => Promise<T>, retry: boolean): Promise<T> {
    for (let tries = 1; ; tries++) {
      const lease = await this.lease();
      try {
        const out = await work(lease.client);
        lease.release();
        return out;
      } catch (e) {
        // As pg's pool.query does: a connection that saw an error is not handed out again.
        lease.release(e);
        if (retry && this.askAgain(lease, e, tries)) continue;
        throw this.unavailable(e);
      }
    }
  }

  query<T>(sql: string, params: readonly SqlParam[] = [], opts: QueryOptions = {}): Promise<T[]> {
    assertOutsideTx(this);
    return this.direct((client) => run<T>(client, sql, params, opts), true);
  }

  /** Whether the database answers now: resolves, or throws DatabaseUnavailable. */
  async ping(): Promise<void> {
    await this.query('SELECT 1');
  }

  /**
   * BEGIN .. COMMIT on one connection. A dead pooled connection found at BEGIN is replaced (nothing of
   * fn ran yet); once fn has started, a lost connection fails the transaction (DatabaseUnavailable) and
   * nothing is asked again: PostgreSQL rolls back what it had not committed.
   */
  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    assertOutsideTx(this);
    const lease = await this.begin();
    let broken: unknown;
    try {
      const out = await runInTx(this, () => fn(new ClientDb(lease.client)));
      await lease.client.query('COMMIT');
      return out;
    } catch (e) {
      if (isConnectionFailure(e)) broken = e;
      await lease.client.query('ROLLBACK').catch((rollback: unknown) => {
        broken ??= rollback;
      });
      throw this.unavailable(e);
    } finally {
      lease.release(broken);
    }
  }

  private async begin(): Promise<Lease> {
    for (let tries = 1; ; tries++) {
      const lease = await this.lease();
      try {
        await lease.client.query('BEGIN');
        return lease;
      } catch (e) {
        lease.release(e);
        if (this.askAgain(lease, e, tries)) continue;
        throw this.unavailable(e);
      }
    }
  }

  /** Several statements (they may hold their own transaction control): never asked again. */
  exec(sql: string): Promise<void> {
    assertOutsideTx(this);
    return this.direct(async (client) => {
      await client.query(sql);
    }, false);
  }

  /** fn on one connection held throughout (a session-level advisory lock); nothing is asked again. */
  async pinned<T>(fn: (conn: Db) => Promise<T>): Promise<T> {
    const lease = await this.lease();
    let broken: unknown;
    try {
      return await fn(new ClientDb(lease.client));
    } catch (e) {
      if (isConnectionFailure(e)) broken = e;
      throw this.unavailable(e);
    } finally {
      lease.release(broken);
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }

  /**
   * LISTEN on a connection of its own (a pooled one would be handed to queries). When the connection
   * drops it is opened again (1 s, 2 s … 30 s apart) and `onReconnect` tells the listeners they may have
   * missed notifications. The first connection must succeed (else DatabaseUnavailable).
   */
  async listen(channel: string, onPayload: (payload: string) => void, onReconnect: () => void): Promise<Unlisten> {
    let client: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    let delay = 1000;
    // Connections that broke, even before they became `client` (between LISTEN and the assignment).
    const dead = new WeakSet<pg.Client>();
    const open = async (): Promise<pg.Client> => {
      const c = new this.lib.Client(this.pool.options);
      c.on('notification', (m) => {
        if (m.channel === channel && m.payload !== undefined) onPayload(m.payload);
      });
      c.on('error', () => lost(c));
      c.on('end', () => lost(c));
      try {
        await c.connect();
        await c.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      } catch (e) {
        dead.add(c);
        void c.end().catch(() => undefined);
        throw e;
      }
      return c;
    };
    const lost = (c: pg.Client): void => {
      dead.add(c);
      if (stopped || client !== c) return;
      client = null;
      this.report('listen', '数据库监听连接已断开，正在重新连接 / the LISTEN connection was lost; reconnecting');
      void c.end().catch(() => undefined);
      schedule();
    };
    const schedule = (): void => {
      retry = setTimeout(() => {
        open().then(
          (c) => {
            if (stopped) return void c.end().catch(() => undefined);
            if (dead.has(c)) return schedule();
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
    try {
      client = await open();
    } catch (e) {
      throw this.unavailable(e);
    }
    return async () => {
      stopped = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    };
  }
}

/**
 * A pool of 10 connections that survives lost ones (see PostgresDb). Fails at start, not on the first
 * request, when the server is unreachable.
 */
export async function openPostgres(url: string, searchPath?: string, opts: Omit<PostgresOptions, 'searchPath'> = {}): Promise<PostgresDb> {
  const lib = await loadPg();
  const pool = new lib.Pool({
    connectionString: url,
    max: 10,
    // Without it a request would wait for as long as the operating system tries to connect (minutes).
    connectionTimeoutMillis: opts.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    // A connection whose peer vanished without a word (a dropped network) is found out and dropped.
    keepAlive: true,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  const db = new PostgresDb(pool, lib, opts.report);
  try {
    const client = await pool.connect();
    client.release();
  } catch (e) {
    await pool.end().catch(() => undefined);
    throw e;
  }
  return db;
}
