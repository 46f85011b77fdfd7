// The one database contract: raw parameterized SQL ($1, $2 ...) that runs on PostgreSQL 15 and PGlite (PG 18).
export type SqlParam = string | number | boolean | null;

export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Runs fn inside BEGIN..COMMIT (ROLLBACK on throw). Inside a transaction it simply reuses it. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
