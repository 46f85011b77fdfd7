// Notices written with each transition, so the unread counts (/unread/:uid) reflect real work:
// type 1 when a record enters a state awaiting review, type 2 when it reaches a final state,
// type 3 when it is sent back (rejected) to its initial state.
import type { EntitySchema, Workflow, WorkflowTransition } from '../../shared/schema/types.ts';
import { stateTitle } from '../../shared/workflow.ts';
import type { Db } from '../db/types.ts';

export const MSG_PENDING = 1;
export const MSG_COMPLETED = 2;
export const MSG_WARNING = 3;

/** A state awaits review when some way out of it sends the record back to the start (a rejection). */
export function reviewRoles(wf: Workflow, state: string): string[] {
  const back = wf.transitions.filter((t) => t.from.includes(state) && t.to === wf.initial && t.to !== state);
  if (back.length === 0) return [];
  const decide = wf.transitions.filter((t) => t.from.includes(state));
  return [...new Set(decide.flatMap((t) => t.roles))];
}

export function isFinal(wf: Workflow, state: string): boolean {
  return !wf.transitions.some((t) => t.from.includes(state));
}

export interface NoticeInput {
  entity: EntitySchema;
  recordId: number;
  siteId: number | null;
  createdBy: number | null;
  title: string;
  transition: WorkflowTransition;
  opinion: string;
}

export async function writeNotices(db: Db, n: NoticeInput): Promise<void> {
  const wf = n.entity['x-workflow'];
  if (!wf) return;
  const to = n.transition.to;
  const label = `${n.entity.title}「${n.title}」`;
  // The record has left the state those notices were about.
  await db.query('UPDATE messages SET read = true WHERE record_id = $1 AND type = $2 AND NOT read', [n.recordId, MSG_PENDING]);

  const roles = reviewRoles(wf, to);
  if (roles.length > 0 && n.siteId !== null) {
    await db.query(
      `INSERT INTO messages (user_id, type, title, entity, record_id)
       SELECT DISTINCT u.id, $1::int, $2, $3, $4::bigint FROM users u JOIN user_roles ur ON ur.user_id = u.id
       WHERE u.site_id = $5 AND ur.role IN (SELECT jsonb_array_elements_text($6::jsonb))`,
      [MSG_PENDING, `${label}${stateTitle(wf, to)}`, n.entity.name, n.recordId, n.siteId, JSON.stringify(roles)],
    );
  }
  // A declared warning (x-workflow transition `warn`, e.g. supervision) goes to the site's users of those roles.
  if (n.transition.warn?.length && n.siteId !== null) {
    await db.query(
      `INSERT INTO messages (user_id, type, title, entity, record_id)
       SELECT DISTINCT u.id, $1::int, $2, $3, $4::bigint FROM users u JOIN user_roles ur ON ur.user_id = u.id
       WHERE u.site_id = $5 AND NOT u.locked AND ur.role IN (SELECT jsonb_array_elements_text($6::jsonb))`,
      [MSG_WARNING, `${label}${n.transition.title}`, n.entity.name, n.recordId, n.siteId, JSON.stringify(n.transition.warn)],
    );
  }
  if (n.createdBy === null) return;
  if (isFinal(wf, to)) {
    await db.query('INSERT INTO messages (user_id, type, title, entity, record_id) VALUES ($1, $2, $3, $4, $5)', [
      n.createdBy, MSG_COMPLETED, `${label}${stateTitle(wf, to)}`, n.entity.name, n.recordId,
    ]);
  } else if (to === wf.initial) {
    const why = n.opinion ? `：${n.opinion}` : '';
    await db.query('INSERT INTO messages (user_id, type, title, entity, record_id) VALUES ($1, $2, $3, $4, $5)', [
      n.createdBy, MSG_WARNING, `${label}被${n.transition.title}${why}`, n.entity.name, n.recordId,
    ]);
  }
}
