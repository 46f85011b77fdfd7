// Indexes the declarations call for, created at start (idempotent), all partial on one entity:
// - x-indexes fields, and the sorts list pages declare (sortable columns, default sort): (expr, id) btrees
//   in the order the list query reads them, so a sorted page is an index range read;
// - the declared sorts under a status filter (list filters or fixedFilters on status): (status, expr, id);
// - expression statistics for the document fields lists filter and sort on;
// - `like` filters of list pages: trigram GIN indexes, so "contains" reads the matches, not every row
//   (only when pg_trgm is available; see trigram.ts).
import { createHash } from 'node:crypto';
import { isSystemField, type EntitySchema, type ListPage, type Registry } from '../../shared/schema/types.ts';
import { fieldSql } from '../records/fields.ts';
import { ensureTrigram } from './trigram.ts';
import type { Db } from './types.ts';

const SAFE = /^[A-Za-z_][A-Za-z0-9_]*$/;

function indexName(prefix: string, entity: string, ...fields: string[]): string {
  const name = `${prefix}_${entity}_${fields.join('_')}`.toLowerCase();
  // PostgreSQL truncates identifiers at 63 bytes; keep long names unique with a hash.
  return name.length <= 60 ? name : `${prefix}_${createHash('sha256').update(`${entity}.${fields.join('.')}`).digest('hex').slice(0, 24)}`;
}

/** The btree key of a field as the list sorts it; null for fields an index cannot or need not cover. */
function sortKey(e: EntitySchema, field: string): string | null {
  if (field === 'id' || field === 'createdAt' || field === 'updatedAt') return null; // migrations index these
  const f = fieldSql(e, field);
  if (!f) return null;
  return f.notNull ? `${f.expr} ASC` : `${f.expr} ASC NULLS FIRST`;
}

function timeKey(field: string): string | null {
  return field === 'createdAt' ? 'created_at ASC' : field === 'updatedAt' ? 'updated_at ASC' : field === 'id' ? '' : null;
}

function listPages(reg: Registry): ListPage[] {
  return Object.values(reg.pageSchemas).filter((p): p is ListPage => p.kind === 'list');
}

function filtersStatus(p: ListPage): boolean {
  return (p.filters ?? []).some((f) => f.field === 'status' && (f.op === 'eq' || f.op === 'in')) || Object.hasOwn(p.fixedFilters ?? {}, 'status');
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
  const out = new Map<string, string>();
  const btree = (e: EntitySchema, name: string, keys: string[]): void => {
    out.set(name, `CREATE INDEX IF NOT EXISTS ${name} ON records (${keys.join(', ')}, id ASC) WHERE entity = '${e.name}'`);
  };
  for (const e of Object.values(reg.entities)) {
    if (!SAFE.test(e.name)) continue;
    for (const field of e['x-indexes'] ?? []) {
      if (!SAFE.test(field)) continue;
      const f = fieldSql(e, field);
      // Text fields serve eq/in filters; numeric fields are indexed on the same safe cast the list
      // sorts by, so a sorted page reads the index instead of sorting every row.
      const expr = f && f.kind === 'numeric' ? f.expr : `(data->>'${field}')`;
      btree(e, indexName('rx', e.name, field), [`${expr} ASC NULLS FIRST`]);
    }
  }
  for (const p of listPages(reg)) {
    const e = reg.entities[p.entity];
    if (!e || !SAFE.test(e.name)) continue;
    const sorts = new Set([...(p.defaultSort ? [p.defaultSort.field] : []), ...p.columns.filter((c) => c.sortable).map((c) => c.field)]);
    for (const field of sorts) {
      const key = sortKey(e, field);
      if (key) btree(e, indexName('rx', e.name, field), [key]);
    }
    if (filtersStatus(p)) {
      // A status filter picks one state of many (the audit lists: only "pending"): read that state in order.
      for (const field of sorts) {
        const key = sortKey(e, field) ?? timeKey(field);
        if (key === null || field === 'status') continue;
        btree(e, indexName('rs', e.name, 'status', field), ['status ASC NULLS FIRST', ...(key ? [key] : [])]);
      }
    }
    // The planner takes no statistics from partial expression indexes; without these it guesses 0.5% for
    // every filter on a document field and sorts whole result sets instead of reading an index in order.
    for (const field of new Set([...sorts, ...(p.filters ?? []).map((f) => f.field)])) {
      const f = fieldSql(e, field);
      if (!f || isSystemField(field)) continue;
      const name = indexName('st', e.name, field);
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

export async function ensureEntityIndexes(db: Db, reg: Registry): Promise<void> {
  const trgmSchema = await ensureTrigram(db);
  // One catalog read instead of a hundred no-op statements on every start.
  const existing = new Set(
    (
      await db.query<{ name: string }>(
        `SELECT relname AS name FROM pg_class WHERE relkind = 'i' AND relnamespace = current_schema()::regnamespace
         UNION ALL SELECT stxname FROM pg_statistic_ext WHERE stxnamespace = current_schema()::regnamespace`,
      )
    ).map((r) => r.name),
  );
  let newStatistics = false;
  for (const [name, sql] of entityIndexes(reg, { trgmSchema })) {
    if (existing.has(name)) continue;
    await db.exec(sql);
    if (sql.startsWith('CREATE STATISTICS')) newStatistics = true;
  }
  // New statistics objects stay empty until the next ANALYZE.
  if (newStatistics) await db.exec('ANALYZE records');
}
