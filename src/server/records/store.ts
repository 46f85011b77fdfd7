// The record store plugins use instead of SQL on the records table: find and count records of an entity
// by field equality, status and site, ordered and limited, optionally locked; create a record on the
// server's own authority; patch a locked record's document. Field names are the entity's declared fields
// (fieldSql refuses any other name, which also keeps them out of SQL text); values are always parameters.
import type { RecordRow } from '../../shared/api.ts';
import type { EntitySchema } from '../../shared/schema/types.ts';
import { normalizeInput } from '../../shared/validation.ts';
import type { AppContext } from '../context.ts';
import type { Db, SqlParam } from '../db/types.ts';
import { invalidFields } from '../http/errors.ts';
import { fieldSql, type FieldSql } from './fields.ts';
import { RECORD_COLUMNS, toRecordRow, type RecordDbRow } from './row.ts';
import { diffDocs, SYSTEM_WHO, writeAudit, type AuditWho } from './rules/audit.ts';

type Doc = Record<string, unknown>;

export interface RecordOrder {
  /** `id`, a system field or a declared field; a numeric field (the value-type table says which) sorts as a number. */
  field: string;
  desc?: boolean;
}

export interface RecordQuery {
  /** Fields equal to these values, compared as the stored text ("12" matches 12). */
  where?: Readonly<Record<string, string | number>>;
  /** Status is one of these. */
  status?: readonly string[];
  /** The record's id is one of these. */
  ids?: readonly number[];
  /** Records of this site only (null: of no site); left out, of every site. */
  site?: number | null;
}

export interface FindOptions extends RecordQuery {
  /** Sort keys in order; id ascending breaks ties (and is the order when none is given). */
  orderBy?: readonly RecordOrder[];
  limit?: number;
  /** Row locks (FOR UPDATE): concurrent writers of these records queue behind the caller's transaction. */
  forUpdate?: boolean;
}

function declared(entity: EntitySchema, field: string): FieldSql {
  const f = fieldSql(entity, field);
  if (!f) throw new Error(`${entity.name} declares no field ${field}`);
  return f;
}

function whereSql(entity: EntitySchema, q: RecordQuery, params: SqlParam[]): string {
  const add = (v: SqlParam): string => {
    params.push(v);
    return `$${params.length}`;
  };
  const parts = [`entity = ${add(entity.name)}`];
  for (const [field, value] of Object.entries(q.where ?? {})) parts.push(`${declared(entity, field).text} = ${add(String(value))}`);
  if (q.status) parts.push(`status IN (SELECT jsonb_array_elements_text(${add(JSON.stringify(q.status))}::jsonb))`);
  if (q.ids) parts.push(`id IN (SELECT (jsonb_array_elements_text(${add(JSON.stringify(q.ids))}::jsonb))::bigint)`);
  if (q.site !== undefined) parts.push(`site_id IS NOT DISTINCT FROM ${add(q.site)}::int`);
  return parts.join(' AND ');
}

function orderSql(entity: EntitySchema, keys: readonly RecordOrder[]): string {
  const out = keys.map(({ field, desc }) => {
    const f = declared(entity, field);
    const dir = desc ? 'DESC' : 'ASC';
    return f.notNull ? `${f.expr} ${dir}` : `${f.expr} ${dir} NULLS LAST`;
  });
  if (!keys.some((k) => k.field === 'id')) out.push('id ASC');
  return out.join(', ');
}

function normalise(row: RecordDbRow): RecordDbRow {
  // int8 arrives as a string or bigint depending on the driver; ids stay far below 2^53.
  return { ...row, id: Number(row.id) };
}

/** Records of `entity` matching `opts`. */
export async function findRecords(db: Db, entity: EntitySchema, opts: FindOptions = {}): Promise<RecordDbRow[]> {
  const params: SqlParam[] = [];
  const where = whereSql(entity, opts, params);
  const order = orderSql(entity, opts.orderBy ?? []);
  if (opts.limit !== undefined && !(Number.isInteger(opts.limit) && opts.limit >= 0)) throw new Error(`limit must be a whole number: ${opts.limit}`);
  const limit = opts.limit === undefined ? '' : ` LIMIT ${opts.limit}`;
  const rows = await db.query<RecordDbRow>(
    `SELECT ${RECORD_COLUMNS} FROM records WHERE ${where} ORDER BY ${order}${limit}${opts.forUpdate ? ' FOR UPDATE' : ''}`,
    params,
  );
  return rows.map(normalise);
}

/** How many records of `entity` match `q`. */
export async function countRecords(db: Db, entity: EntitySchema, q: RecordQuery = {}): Promise<number> {
  const params: SqlParam[] = [];
  const rows = await db.query<{ n: number | string }>(`SELECT count(*)::int AS n FROM records WHERE ${whereSql(entity, q, params)}`, params);
  return Number(rows[0]?.n ?? 0);
}

export interface NewRecord {
  siteId: number | null;
  variety: string | null;
  createdBy: number | null;
  /** Audit identity (default: the system). */
  who?: AuditWho;
  doc: Doc;
}

/**
 * Creates a record the server writes itself (a bid): validated against its entity schema as a user's would
 * be (100002 naming the field, nothing written), in the workflow's initial state, with its audit row.
 */
export async function createRecord(ctx: Pick<AppContext, 'validator'>, tx: Db, entity: EntitySchema, r: NewRecord): Promise<RecordRow> {
  const doc = normalizeInput(r.doc); // an empty field is absent, as the records service stores it
  const errors = ctx.validator.validate(entity, doc);
  if (errors.length > 0) throw invalidFields(errors);
  const rows = await tx.query<RecordDbRow>(
    `INSERT INTO records (entity, site_id, variety, status, data, created_by)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING ${RECORD_COLUMNS}`,
    [entity.name, r.siteId, r.variety, entity['x-workflow']?.initial ?? null, JSON.stringify(doc), r.createdBy],
  );
  const rec = toRecordRow(rows[0]!);
  await writeAudit(tx, { entity: entity.name, recordId: rec.id, op: 'create', who: r.who ?? SYSTEM_WHO, changes: diffDocs({}, rec.data) });
  return rec;
}

export interface RecordPatch {
  set?: Doc;
  remove?: readonly string[];
  /** Audit identity (default: the system). */
  who?: AuditWho;
}

/** Sets and removes document fields of a record the caller has locked; version + 1, with its audit row. */
export async function patchRecord(tx: Db, entity: EntitySchema, row: RecordDbRow, patch: RecordPatch): Promise<RecordDbRow> {
  const set = patch.set ?? {};
  const remove = patch.remove ?? [];
  for (const field of [...Object.keys(set), ...remove]) {
    if (!Object.hasOwn(entity.properties, field)) throw new Error(`${entity.name} declares no field ${field}`);
  }
  const rows = await tx.query<RecordDbRow>(
    `UPDATE records SET data = (data - ARRAY(SELECT jsonb_array_elements_text($4::jsonb))) || $3::jsonb,
       version = version + 1, updated_at = now()
     WHERE entity = $1 AND id = $2 RETURNING ${RECORD_COLUMNS}`,
    [entity.name, Number(row.id), JSON.stringify(set), JSON.stringify(remove)],
  );
  if (!rows[0]) throw new Error(`record ${entity.name}#${String(row.id)} vanished under its lock`);
  const updated = normalise(rows[0]);
  const changes = diffDocs(toRecordRow(row).data, toRecordRow(updated).data);
  if (changes.length > 0) await writeAudit(tx, { entity: entity.name, recordId: Number(updated.id), op: 'update', who: patch.who ?? SYSTEM_WHO, changes });
  return updated;
}
