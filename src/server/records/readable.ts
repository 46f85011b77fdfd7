// Loading one record for a reader: below the record service, the audit trail and transitions, which all
// need it (kept apart so none of them imports another for it).
import type { EntitySchema } from '../../shared/schema/types.ts';
import type { Actor } from '../context.ts';
import type { Db } from '../db/types.ts';
import { notFound } from '../http/errors.ts';
import { requireSite } from './entity.ts';
import { loadRecord, type RecordDbRow } from './row.ts';

/** Loads a record the actor may read, or throws 100003 / 100004. */
export async function readable(db: Db, actor: Actor, entity: EntitySchema, id: number, lock = false): Promise<RecordDbRow> {
  const row = await loadRecord(db, entity.name, id, lock);
  if (!row) throw notFound();
  requireSite(actor, row.site_id);
  return row;
}
