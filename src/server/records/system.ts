// Transitions the server takes on its own (the auction clock, offline results, earnest money marks).
// They are declared in the entity workflows with the role "system", which no user holds; the
// transition routes refuse them to everyone (admin included), and here they are applied with an audit
// row whose user is 系统, the document changes and the status change in one UPDATE.
import type { EntitySchema } from '../../shared/schema/types.ts';
import { findTransition, stateTitle } from '../../shared/workflow.ts';
import { Code } from '../../shared/codes.ts';
import type { Db } from '../db/types.ts';
import { ApiError } from '../http/errors.ts';
import { announceUnread } from '../realtime/unreadTopic.ts';
import type { AppContext } from '../context.ts';
import { writeNotices } from './notify.ts';
import { SYSTEM_WHO } from './rules/audit.ts';
import { transitionAftermath } from './transition.ts';
import { RECORD_COLUMNS, toRecordRow, type RecordDbRow } from './row.ts';
/** A record's JSON document. */
type Doc = Record<string, unknown>;

import { isSystemTransition, SYSTEM_ROLE } from '../../shared/systemRole.ts';

export { isSystemTransition, SYSTEM_ROLE };
export const SYSTEM_USER_NAME = '系统';

export interface SystemChange {
  action: string;
  opinion: string;
  /** Document fields set with the transition. */
  set?: Doc;
  /** Document fields removed with the transition. */
  remove?: string[];
  /** Every entity schema: given, the transition's declared effects run (src/server/records/rules/effects.ts). */
  entities?: Readonly<Record<string, EntitySchema>>;
}

/**
 * Applies `change.action` to a row the caller has locked. Any declared transition may be applied (the
 * system also takes user transitions such as auction `fail`), but only from its declared states.
 * `ctx.realtime` tells open bells of the record's site once `tx` commits, as a user's transition does.
 */
export async function systemTransition(ctx: Pick<AppContext, 'realtime'>, tx: Db, entity: EntitySchema, row: RecordDbRow, change: SystemChange): Promise<RecordDbRow> {
  const wf = entity['x-workflow'];
  const t = wf ? findTransition(wf, change.action) : undefined;
  if (!wf || !t) throw new Error(`${entity.name} has no transition ${change.action}`);
  if (!t.from.includes(row.status ?? '')) {
    throw new ApiError(Code.WORKFLOW, `${entity.title}当前状态（${stateTitle(wf, row.status)}）不允许“${t.title}”`);
  }
  const rows = await tx.query<RecordDbRow>(
    `UPDATE records SET status = $3,
       data = (data - ARRAY(SELECT jsonb_array_elements_text($5::jsonb))) || $4::jsonb,
       version = version + 1, updated_at = now()
     WHERE entity = $1 AND id = $2 RETURNING ${RECORD_COLUMNS}`,
    [entity.name, Number(row.id), t.to, JSON.stringify(change.set ?? {}), JSON.stringify(change.remove ?? [])],
  );
  const updated = rows[0];
  if (!updated) throw new Error(`record ${entity.name}#${String(row.id)} vanished under its lock`);
  await tx.query(
    `INSERT INTO record_transitions (record_id, entity, action, from_status, to_status, opinion, user_id, user_name)
     VALUES ($1, $2, $3, $4, $5, $6, NULL, $7)`,
    [Number(row.id), entity.name, t.action, row.status, t.to, change.opinion, SYSTEM_USER_NAME],
  );
  // Audit (old -> new per field) and declared effects, same transaction.
  const stored = await transitionAftermath(tx, entity, row, { ...updated, id: Number(updated.id) }, t, SYSTEM_WHO, change.entities ? { entities: change.entities } : {});
  const rec = toRecordRow(stored);
  const titleField = entity['x-titleField'];
  const title = titleField && typeof rec.data[titleField] === 'string' ? (rec.data[titleField]) : `#${rec.id}`;
  await writeNotices(tx, { entity, recordId: rec.id, siteId: rec.siteId, createdBy: updated.created_by, title, transition: t, opinion: change.opinion });
  await announceUnread(ctx.realtime, tx, rec.siteId);
  return stored;
}
