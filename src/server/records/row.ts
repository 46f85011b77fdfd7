// Mapping between the records table and the API's RecordRow.
import type { RecordRow } from '../../shared/api.ts';
import type { Db } from '../db/types.ts';

export const RECORD_COLUMNS = 'id, entity, site_id, variety, status, data, version, created_by, created_at, updated_at';

export interface RecordDbRow {
  id: number | string | bigint;
  entity: string;
  site_id: number | null;
  variety: string | null;
  status: string | null;
  data: unknown;
  version: number;
  created_by: number | null;
  created_at: Date | string;
  updated_at: Date | string;
}

function iso(v: Date | string): string {
  return v instanceof Date ? v.toISOString() : new Date(v).toISOString();
}

export function toRecordRow(r: RecordDbRow): RecordRow {
  const data = typeof r.data === 'string' ? (JSON.parse(r.data) as unknown) : r.data;
  return {
    id: Number(r.id),
    status: r.status,
    siteId: r.site_id,
    variety: r.variety,
    version: r.version,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    data: data && typeof data === 'object' ? (data as Record<string, unknown>) : {},
  };
}

/** One record of an entity; `lock` takes a row lock so concurrent writers queue behind this transaction. */
export async function loadRecord(db: Db, entity: string, id: number, lock = false): Promise<RecordDbRow | null> {
  const rows = await db.query<RecordDbRow>(
    `SELECT ${RECORD_COLUMNS} FROM records WHERE entity = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [entity, id],
  );
  const row = rows[0];
  // int8 arrives as a string or bigint depending on the driver; ids stay far below 2^53.
  return row ? { ...row, id: Number(row.id) } : null;
}
