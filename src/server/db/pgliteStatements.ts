// Statements on PGlite in one call into the WASM backend. PGlite's own query() sends parse, describe,
// bind, describe, execute and sync as six calls (~0.3 ms more per statement). A prepared statement is
// parsed once under a name and executed by PostgreSQL's plan cache, which keeps a generic plan once it
// is no costlier than a custom one: planning a query on `records` weighs its ~160 partial indexes and
// ~50 statistics objects (~1 ms in WASM), so the session check and list pages skip it.
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { SqlParam } from './types.ts';

const ser = protocol.serialize;

/** Statement names are unique per process, so two instances on one PGlite never collide. */
let seq = 0;

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Text values as PGlite's serializers write them for the types PostgreSQL infers (`true`, `12`, `1.5`). */
function textValue(v: SqlParam): string | null {
  return v === null ? null : String(v);
}

export class PgliteStatements {
  /** Prepared statements by SQL text, least recently used first (a Map keeps insertion order). */
  private readonly names = new Map<string, string>();

  constructor(
    private readonly pg: PGlite,
    private readonly max = 256,
  ) {}

  async query<T>(sql: string, params: readonly SqlParam[], prepare: boolean): Promise<T[]> {
    const parts: Uint8Array[] = [];
    let name = '';
    let fresh = false;
    if (prepare) {
      const known = this.names.get(sql);
      if (known !== undefined) {
        this.names.delete(sql);
        this.names.set(sql, known);
        name = known;
      } else {
        name = `nccq_s${++seq}`;
        fresh = true;
        const oldest = this.names.size >= this.max ? this.names.keys().next().value : undefined;
        if (oldest !== undefined) {
          parts.push(ser.close({ type: 'S', name: this.names.get(oldest) }));
          this.names.delete(oldest);
        }
        parts.push(ser.parse({ name, text: sql }));
      }
    } else {
      parts.push(ser.parse({ text: sql }));
    }
    parts.push(ser.bind({ statement: name, values: params.map(textValue) }), ser.describe({ type: 'P' }), ser.execute({}), ser.sync());
    let messages;
    try {
      messages = await this.pg._runExclusiveQuery(() => this.pg.execProtocolStream(concat(parts), {}));
    } catch (e) {
      // The statement may have been parsed before execution failed; closing an unknown name is no error.
      if (fresh) await this.pg._runExclusiveQuery(() => this.pg.execProtocolStream(concat([ser.close({ type: 'S', name }), ser.sync()]), {}));
      // As PGlite's query() does, so a logged error names its statement.
      throw e instanceof Error ? Object.assign(e, { query: sql, params }) : e;
    }
    if (fresh) this.names.set(sql, name);
    return (parse.parseResults(messages, this.pg.parsers)[0]?.rows ?? []) as T[];
  }
}
