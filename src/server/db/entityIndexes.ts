// Indexes the declarations call for, created at start, all partial on one entity, and engine indexes no
// longer declared dropped:
// - x-indexes fields and the default sort of each list page: (expr, id) btrees in the order the list
//   query reads them, so a sorted page is an index range read; composite entries (equality fields, then
//   the sorted one) for lists filtered and sorted together;
// - the default sort of a page fixed to one status (the audit lists): (status, expr, id);
// - expression statistics for the document fields lists filter on by equality;
// - x-unique and x-sequence fields: unique indexes (uniqueIndexes.ts);
// - `like` filters of list pages: trigram GIN indexes, so "contains" reads the matches, not every row
//   (only when pg_trgm is available; see trigram.ts).
import { createHash } from 'node:crypto';
import { isSystemField, type EntitySchema, type ListPage, type Registry } from '../../shared/schema/types.ts';
import { SYSTEM_COLUMNS } from '../../shared/valuetypes/system.ts';
import { fieldSql } from '../records/fields.ts';
import { applyDeclaredIndexes } from './indexHistory.ts';
import { ensureTrigram } from './trigram.ts';
import { uniqueIndexes } from './uniqueIndexes.ts';
import type { Db } from './types.ts';
import { isSqlName } from './sqlName.ts';


function indexName(prefix: string, entity: string, ...fields: string[]): string {
  const name = `${prefix}_${entity}_${fields.join('_')}`.toLowerCase();
  // PostgreSQL truncates identifiers at 63 bytes; keep long names unique with a hash.
  return name.length <= 60 ? name : `${prefix}_${createHash('sha256').update(`${entity}.${fields.join('.')}`).digest('hex').slice(0, 24)}`;
}

/** The btree key of a field as the list sorts it; null for fields an index cannot or need not cover. */
function sortKey(e: EntitySchema, field: string): string | null {
  if (isSystemField(field) && SYSTEM_COLUMNS[field].indexed) return null; // migrations index these
  const f = fieldSql(e, field);
  if (!f) return null;
  return f.notNull ? `${f.expr} ASC` : `${f.expr} ASC NULLS FIRST`;
}

/** An indexed system column as the key after status; id is every key's tie-breaker already. */
function timeKey(field: string): string | null {
  if (!isSystemField(field) || !SYSTEM_COLUMNS[field].indexed) return null;
  return field === 'id' ? '' : `${SYSTEM_COLUMNS[field].column} ASC`;
}

/**
 * A composite x-indexes entry: equality filters as the list writes them, then the sorted field as the list
 * orders it, so "filtered by these, sorted by that" reads its page straight from the index (also past an
 * offset) instead of reading the sort's index and discarding the rows that do not match.
 */
function compositeKeys(e: EntitySchema, fields: readonly string[]): string[] | null {
  const keys: string[] = [];
  for (const [i, name] of fields.entries()) {
    const f = fieldSql(e, name);
    if (!f) return null;
    if (i < fields.length - 1) keys.push(f.kind === 'text' ? f.text : f.expr);
    else keys.push(f.notNull ? `${f.expr} ASC` : `${f.expr} ASC NULLS FIRST`);
  }
  return keys;
}

function listPages(reg: Registry): ListPage[] {
  return Object.values(reg.pageSchemas).filter((p): p is ListPage => p.kind === 'list');
}

export interface IndexOptions {
  /** Schema holding pg_trgm's operator classes; null leaves out the trigram indexes. */
  trgmSchema?: string | null;
}

/** DDL cannot take parameters, so names are checked against a strict pattern before use. */
export function entityIndexSql(reg: Registry, opts: IndexOptions = {}): string[] {
  return [...entityIndexes(reg, opts).values()];
}

/** The declared indexes and statistics objects by name. */
export function entityIndexes(reg: Registry, opts: IndexOptions = {}): Map<string, string> {
  const out = uniqueIndexes(reg);
  const btree = (e: EntitySchema, name: string, keys: string[]): void => {
    out.set(name, `CREATE INDEX IF NOT EXISTS ${name} ON records (${keys.join(', ')}, id ASC) WHERE entity = '${e.name}'`);
  };
  for (const e of Object.values(reg.entities)) {
    if (!isSqlName(e.name)) continue;
    for (const field of e['x-indexes'] ?? []) {
      if (typeof field !== 'string') {
        const keys = compositeKeys(e, field);
        if (keys) btree(e, indexName('rc', e.name, ...field), keys);
        continue;
      }
      if (!isSqlName(field)) continue;
      const f = fieldSql(e, field);
      // Text fields serve eq/in filters; numeric fields are indexed on the same safe cast the list
      // sorts by, so a sorted page reads the index instead of sorting every row.
      const expr = f && f.kind === 'numeric' ? f.expr : `(data->>'${field}')`;
      btree(e, indexName('rx', e.name, field), [`${expr} ASC NULLS FIRST`]);
    }
  }
  for (const p of listPages(reg)) {
    const e = reg.entities[p.entity];
    if (!e || !isSqlName(e.name)) continue;
    // Every index on `records` is weighed by the planner for every list query (on PGlite each also costs
    // file-size calls), so only declared access paths get one: the page's default sort here, other
    // sortable columns when the entity lists them in x-indexes.
    const def = p.defaultSort?.field;
    const defKey = def ? sortKey(e, def) : null;
    if (def && defKey) btree(e, indexName('rx', e.name, def), [defKey]);
    const fixedStatus = p.fixedFilters?.status;
    if (typeof fixedStatus === 'string' && def !== 'status') {
      // A page fixed to one state (the audit lists: only "pending") reads that state in its order.
      const key = def ? (defKey ?? timeKey(def)) : '';
      if (key !== null) btree(e, indexName('rs', e.name, 'status', def ?? 'id'), ['status ASC NULLS FIRST', ...(key ? [key] : [])]);
    }
    // The planner takes no statistics from partial expression indexes; without these it guesses 0.5% for
    // an equality filter on a document field and sorts whole result sets instead of reading in order.
    for (const flt of p.filters ?? []) {
      const f = fieldSql(e, flt.field);
      if (!f || isSystemField(flt.field) || (flt.op !== 'eq' && flt.op !== 'in')) continue;
      const name = indexName('st', e.name, flt.field);
      out.set(name, `CREATE STATISTICS IF NOT EXISTS ${name} ON (${f.expr}) FROM records`);
    }
    if (opts.trgmSchema) {
      for (const f of p.filters ?? []) {
        const fs = fieldSql(e, f.field);
        if (f.op !== 'like' || isSystemField(f.field) || !fs) continue;
        const name = indexName('rt', e.name, f.field);
        out.set(name, `CREATE INDEX IF NOT EXISTS ${name} ON records USING gin (${fs.text} "${opts.trgmSchema}".gin_trgm_ops) WHERE entity = '${e.name}'`);
      }
    }
  }
  return out;
}

/**
 * Creates, rebuilds or drops the declared indexes and statistics through the recorded history
 * (indexHistory.ts: concurrently on PostgreSQL, part of the migration history).
 */
export async function ensureEntityIndexes(db: Db, reg: Registry): Promise<void> {
  const trgmSchema = await ensureTrigram(db);
  const applied = await applyDeclaredIndexes(db, entityIndexes(reg, { trgmSchema }));
  // New statistics objects stay empty until the next ANALYZE.
  if (applied.some((a) => a.sql.startsWith('CREATE STATISTICS'))) await db.exec('ANALYZE records');
}
