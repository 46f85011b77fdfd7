// Who prepared a record, for four-eyes: its creator and every user whose edit is in the audit trail (a
// plain update; rollups, effects and file deletions are the system's or another record's doing).
import type { Preparers } from '../../../shared/rules/fourEyes.ts';
import type { Db } from '../../db/types.ts';

export async function preparersOf(db: Db, entity: string, recordId: number, createdBy: number | null): Promise<Preparers> {
  const rows = await db.query<{ user_id: number }>(
    "SELECT DISTINCT user_id FROM record_audit WHERE entity = $1 AND record_id = $2 AND op = 'update' AND action = '' AND user_id IS NOT NULL",
    [entity, recordId],
  );
  return { createdBy, editors: rows.map((r) => Number(r.user_id)) };
}
