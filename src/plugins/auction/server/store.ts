// Record reads and writes the bidding code needs beyond the generic records service: documents merged in
// place (the caller holds the row lock), records inserted on the server's own authority, and lookups by
// reference field (auctionId, listingId) through the x-indexes expression indexes.
import type { RecordRow } from '../../../shared/api.ts';
import type { EntitySchema } from '../../../shared/schema/types.ts';
import { normalizeInput } from '../../../shared/validation.ts';
import { type AppContext, type AuditWho, type Db, diffDocs, invalidFields, isSqlName, RECORD_COLUMNS, type RecordDbRow, SYSTEM_WHO, toRecordRow, writeAudit } from '../../../server/api.ts';

export type Doc = Record<string, unknown>;

export function docOf(row: RecordDbRow): Doc {
  return toRecordRow(row).data;
}

/** A reference field ("12") as a number, null when absent or not a positive integer. */
export function refId(v: unknown): number | null {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  return /^\d{1,15}$/.test(s) && Number(s) > 0 ? Number(s) : null;
}

export function text(v: unknown): string {
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
}

function normalise(row: RecordDbRow): RecordDbRow {
  // int8 arrives as a string or bigint depending on the driver; ids stay far below 2^53.
  return { ...row, id: Number(row.id) };
}

/** Sets `set` and removes `remove` in the document; version + 1. The caller holds the row lock. */
export async function patchDoc(tx: Db, row: RecordDbRow, set: Doc, remove: string[] = []): Promise<RecordDbRow> {
  const rows = await tx.query<RecordDbRow>(
    `UPDATE records SET data = (data - ARRAY(SELECT jsonb_array_elements_text($4::jsonb))) || $3::jsonb,
       version = version + 1, updated_at = now()
     WHERE entity = $1 AND id = $2 RETURNING ${RECORD_COLUMNS}`,
    [row.entity, Number(row.id), JSON.stringify(set), JSON.stringify(remove)],
  );
  if (!rows[0]) throw new Error(`record ${row.entity}#${String(row.id)} vanished under its lock`);
  return normalise(rows[0]);
}

export interface NewRecord {
  siteId: number | null;
  variety: string | null;
  createdBy: number | null;
  /** Audit identity (default: the system). */
  who?: AuditWho;
  doc: Doc;
}

/** Inserts a record the server writes itself (a bid), validated against its entity schema all the same. */
export async function insertRecord(ctx: AppContext, tx: Db, entity: EntitySchema, r: NewRecord): Promise<RecordRow> {
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

/** Records of `entity` whose reference `field` equals `id`, in one site, oldest first. */
export async function byRef(db: Db, entity: string, field: string, id: number, siteId: number | null): Promise<RecordDbRow[]> {
  const rows = await db.query<RecordDbRow>(
    `SELECT ${RECORD_COLUMNS} FROM records
     WHERE entity = $1 AND (data->>'${safeField(field)}') = $2 AND site_id IS NOT DISTINCT FROM $3 ORDER BY id`,
    [entity, String(id), siteId],
  );
  return rows.map(normalise);
}

/** Field names reach SQL text only from this module's constants; the check guards against a slip. */
function safeField(f: string): string {
  if (!isSqlName(f)) throw new Error(`unsafe field name: ${f}`);
  return f;
}
