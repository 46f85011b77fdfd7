// The one database contract: raw parameterized SQL ($1, $2 ...) that runs on PostgreSQL 15 and PGlite (PG 18).
export type SqlParam = string | number | boolean | null;

export interface QueryOptions {
  /**
   * Keep the statement prepared on the connection (by its text), so PostgreSQL's plan cache can reuse a
   * generic plan instead of planning each time. For hot statements of a bounded set of texts: values go
   * in parameters, and what decides the plan (entity, limit) in the text.
   */
  prepare?: boolean;
}

export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[], opts?: QueryOptions): Promise<T[]>;
  /** Runs fn inside BEGIN..COMMIT (ROLLBACK on throw). Inside a transaction it simply reuses it. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Whether the database answers now (the readiness endpoint): resolves, or throws. Without it the
   * readiness check runs `SELECT 1`.
   */
  ping?(): Promise<void>;
}

/** Stops listening. */
export type Unlisten = () => Promise<void>;

/**
 * A database that delivers NOTIFY payloads of one channel (PostgreSQL: a dedicated connection, reconnected
 * when lost; PGlite: in process). `onReconnect` runs after a lost connection is back: anything sent
 * meanwhile was missed, so listeners re-read what they need.
 */
export interface Listenable {
  listen(channel: string, onPayload: (payload: string) => void, onReconnect: () => void): Promise<Unlisten>;
}

export function isListenable(db: Db): db is Db & Listenable {
  return typeof (db as Partial<Listenable>).listen === 'function';
}
