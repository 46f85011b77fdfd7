// The generic records service's storage for table-backed resources (x-table): the same contract as the
// records table — list with filters/sort/paging, get, create, update, delete — and the same checks around
// it (page grants, operations, schema validation with Chinese errors naming the field, audit rows), so
// list, form and detail pages work over it with no page code. Only the storage and the site rule differ.
import type { ListResult, RecordRow } from '../../shared/api.ts';
import { Code } from '../../shared/codes.ts';
import { isAdmin } from '../../shared/permission.ts';
import { GLOBAL_ROWS_MESSAGE, tableCreatable, tableRowWritable } from '../../shared/tableAccess.ts';
import type { EntitySchema } from '../../shared/schema/types.ts';
import type { Actor, AppContext } from '../context.ts';
import type { Db, SqlParam } from '../db/types.ts';
import { normalizeInput } from '../../shared/validation.ts';
import { ApiError, notFound, unauthorized } from '../http/errors.ts';
import { asBag, type Bag } from '../http/params.ts';
import { buildListSql, type ListSql } from '../records/query.ts';
import { diffDocs, writeAudit } from '../records/rules/audit.ts';
import { prepareDoc } from '../records/rules/prepare.ts';
import { whoOf } from '../records/rules/who.ts';
import { requireWriteSite } from '../records/entity.ts';
import { selectColumns, TABLE_SOURCE, toRow, type TableDbRow, type TableDecl } from './table.ts';

/** One slice of a list query's rows (the list and the Excel export read through here). */
export async function tableRows(db: Db, t: TableDecl, q: ListSql, limit: number, offset: number): Promise<RecordRow[]> {
  const n = q.params.length;
  const rows = await db.query<TableDbRow>(
    `SELECT ${selectColumns(t)} FROM ${t.name} WHERE ${q.where || 'true'} ORDER BY ${q.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...q.params, limit, offset],
  );
  return rows.map((r) => toRow(t, r));
}

export async function tableCount(db: Db, t: TableDecl, q: ListSql): Promise<number> {
  return (await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${t.name} WHERE ${q.where || 'true'}`, q.params))[0]?.total ?? 0;
}

export async function tableList(db: Db, entity: EntitySchema, t: TableDecl, actor: Actor, query: Bag): Promise<ListResult> {
  const q = buildListSql(entity, actor, query, TABLE_SOURCE);
  // These tables are small reference data: offset paging and an exact count are enough.
  const list = await tableRows(db, t, q, q.size, (q.page - 1) * q.size);
  return { list, total: await tableCount(db, t, q), totalExact: true, page: q.page, size: q.size, next: null, prev: null };
}

async function load(db: Db, t: TableDecl, id: number, lock = false): Promise<RecordRow | null> {
  const rows = await db.query<TableDbRow>(`SELECT ${selectColumns(t)} FROM ${t.name} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? toRow(t, rows[0]) : null;
}

/** Reading: the admin every row; site staff their site's rows and the global ones. */
function mayRead(t: TableDecl, actor: Actor, row: RecordRow): boolean {
  if (!t.site || isAdmin(actor)) return true;
  if (row.siteId === null) return t.global === true;
  return row.siteId === actor.siteId;
}

/** Writing: the shared rule (src/shared/tableAccess.ts); global rows say why they are refused. */
function requireWritable(t: TableDecl, actor: Actor, row: RecordRow | null): void {
  const allowed = row ? tableRowWritable(t, actor, row.siteId) : tableCreatable(t, actor);
  if (allowed) return;
  throw row && row.siteId !== null ? unauthorized() : new ApiError(Code.UNAUTHORIZED, GLOBAL_ROWS_MESSAGE);
}

/** The site a new row belongs to: none for a global table; the admin's rows of a mixed table are global. */
function newRowSite(t: TableDecl, actor: Actor): number | null {
  if (!t.site) return null;
  if (t.global && isAdmin(actor)) return null;
  return requireWriteSite(actor);
}

export async function tableGet(db: Db, t: TableDecl, actor: Actor, id: number): Promise<RecordRow> {
  const row = await load(db, t, id);
  if (!row || !mayRead(t, actor, row)) throw notFound();
  return row;
}

/** The checker admits only scalar properties on a table, so every value is a plain SQL parameter. */
function toParam(v: unknown): SqlParam {
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  return JSON.stringify(v);
}

/**
 * Column = value pairs of a document: a property it lacks becomes DEFAULT (NULL for a nullable column,
 * the table's default otherwise), so an optional field left empty never trips a NOT NULL column.
 * Parameters are numbered from `first`.
 */
function columnValues(t: TableDecl, doc: Record<string, unknown>, first: number): { cols: string[]; exprs: string[]; values: SqlParam[] } {
  const cols: string[] = [];
  const exprs: string[] = [];
  const values: SqlParam[] = [];
  for (const [prop, col] of Object.entries(t.columns)) {
    cols.push(col);
    const v = doc[prop];
    if (v === undefined || v === null) exprs.push('DEFAULT');
    else exprs.push(`$${first + values.push(toParam(v)) - 1}`);
  }
  return { cols, exprs, values };
}

/** `db`: the caller's transaction when there is one (an Excel import checks rows and rolls them back). */
export async function tableCreate(ctx: AppContext, entity: EntitySchema, t: TableDecl, actor: Actor, sent: Bag, db: Db = ctx.db): Promise<RecordRow> {
  requireWritable(t, actor, null);
  const doc = prepareDoc(ctx, entity, sent, sent);
  const site = newRowSite(t, actor);
  return db.transaction(async (tx) => {
    const { cols, exprs, values } = columnValues(t, doc, 1);
    if (t.site) {
      cols.push(t.site);
      exprs.push(`$${values.push(site)}`);
    }
    const made = await tx.query<{ id: number | string }>(`INSERT INTO ${t.name} (${cols.join(', ')}) VALUES (${exprs.join(', ')}) RETURNING id`, values);
    const id = Number(made[0]!.id);
    const row = (await load(tx, t, id))!;
    await writeAudit(tx, { entity: entity.name, recordId: id, op: 'create', who: whoOf(actor), changes: diffDocs({}, row.data) });
    return row;
  });
}

export async function tableUpdate(ctx: AppContext, entity: EntitySchema, t: TableDecl, actor: Actor, id: number, version: number, input: Bag): Promise<RecordRow> {
  return ctx.db.transaction(async (tx) => {
    const before = await load(tx, t, id, true);
    if (!before || !mayRead(t, actor, before)) throw notFound();
    requireWritable(t, actor, before);
    if (t.version && before.version !== version) throw new ApiError(Code.CONFLICT);
    // As for records: fields present in the body replace the stored ones; an emptied field is removed.
    const merged: Bag = { ...asBag(before.data) };
    const sent: Bag = {};
    for (const [k, v] of Object.entries(input)) {
      const norm = normalizeInput({ [k]: v });
      if (k in norm) merged[k] = sent[k] = norm[k];
      else delete merged[k];
    }
    const doc = prepareDoc(ctx, entity, merged, sent);
    const { cols, exprs, values } = columnValues(t, doc, 2);
    const sets = cols.map((c, i) => `${c} = ${exprs[i]!}`);
    if (t.version) sets.push(`${t.version} = ${t.version} + 1`);
    if (t.updatedAt) sets.push(`${t.updatedAt} = now()`);
    await tx.query(`UPDATE ${t.name} SET ${sets.join(', ')} WHERE id = $1`, [id, ...values]);
    const row = (await load(tx, t, id))!;
    const changes = diffDocs(before.data, row.data);
    if (changes.length > 0) await writeAudit(tx, { entity: entity.name, recordId: id, op: 'update', who: whoOf(actor), changes });
    return row;
  });
}

export async function tableDelete(ctx: AppContext, entity: EntitySchema, t: TableDecl, actor: Actor, id: number, version: number | undefined): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await load(tx, t, id, true);
    if (!before || !mayRead(t, actor, before)) throw notFound();
    requireWritable(t, actor, before);
    if (t.version && version !== undefined && before.version !== version) throw new ApiError(Code.CONFLICT);
    await tx.query(`DELETE FROM ${t.name} WHERE id = $1`, [id]);
    await writeAudit(tx, { entity: entity.name, recordId: id, op: 'delete', who: whoOf(actor), changes: diffDocs(before.data, {}) });
  });
}
