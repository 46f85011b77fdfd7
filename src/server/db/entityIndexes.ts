// Expression indexes declared by each entity's x-indexes, created at start (idempotent).
import { createHash } from 'node:crypto';
import type { Registry } from '../../shared/schema/types.ts';
import { fieldSql } from '../records/fields.ts';
import { applyDeclaredIndexes } from './indexHistory.ts';
import type { Db } from './types.ts';

const SAFE = /^[A-Za-z_][A-Za-z0-9_]*$/;

function indexName(entity: string, field: string): string {
  const name = `rx_${entity}_${field}`.toLowerCase();
  // PostgreSQL truncates identifiers at 63 bytes; keep long names unique with a hash.
  return name.length <= 60 ? name : `rx_${createHash('sha256').update(`${entity}.${field}`).digest('hex').slice(0, 24)}`;
}

/** DDL cannot take parameters, so names are checked against a strict pattern before use. */
export function entityIndexSql(reg: Registry): string[] {
  const out: string[] = [];
  for (const e of Object.values(reg.entities)) {
    for (const field of e['x-indexes'] ?? []) {
      if (!SAFE.test(e.name) || !SAFE.test(field)) continue;
      const f = fieldSql(e, field);
      // Text fields serve eq/in filters; numeric fields are indexed on the same safe cast the list
      // sorts by, so a sorted page reads the index instead of sorting every row.
      const expr = f && f.kind === 'numeric' ? f.expr : `(data->>'${field}')`;
      out.push(
        `CREATE INDEX IF NOT EXISTS ${indexName(e.name, field)} ON records (${expr} ASC NULLS FIRST, id ASC) WHERE entity = '${e.name}'`,
      );
    }
  }
  return out;
}

/** Creates, rebuilds or drops declared indexes through the recorded history (indexHistory.ts). */
export async function ensureEntityIndexes(db: Db, reg: Registry): Promise<void> {
  await applyDeclaredIndexes(db, entityIndexSql(reg));
}
