// The bell per level: when a decision leaves the record waiting, the to-do notices (type 1) go to whoever the
// current level still waits for on the record's site — named users and users of named roles, never someone
// who already signed this run — and the others' notices about the record are settled.
import type { LevelProgress } from '../../../shared/chain/index.ts';
import type { EntitySchema } from '../../../shared/schema/types.ts';
import type { Db } from '../../db/types.ts';
import { MSG_PENDING } from '../notify.ts';

export async function notifyAwaited(tx: Db, entity: EntitySchema, recordId: number, siteId: number | null, recordTitle: string, level: LevelProgress, signed: readonly number[]): Promise<void> {
  await tx.query('UPDATE messages SET read = true WHERE record_id = $1 AND entity = $2 AND type = $3 AND NOT read', [recordId, entity.name, MSG_PENDING]);
  if (siteId === null) return;
  await tx.query(
    `INSERT INTO messages (user_id, type, title, entity, record_id)
     SELECT DISTINCT u.id, $1::int, $2, $3, $4::bigint FROM users u
     WHERE u.site_id = $5 AND NOT u.locked AND u.id NOT IN (SELECT (jsonb_array_elements_text($8::jsonb))::int)
       AND (u.username IN (SELECT jsonb_array_elements_text($6::jsonb))
         OR EXISTS (SELECT 1 FROM user_roles ur WHERE ur.user_id = u.id AND ur.role IN (SELECT jsonb_array_elements_text($7::jsonb))))`,
    [MSG_PENDING, `${entity.title}「${recordTitle}」待${level.level.title}`, entity.name, recordId, siteId, JSON.stringify(level.missing.users), JSON.stringify(level.missing.roles), JSON.stringify(signed)],
  );
}
