// Transition guards (`guards` on a transition): before a record takes an action, related records must be
// (states) or must not be (notStates) in given workflow states — a listing does not go to market while the
// warrant it transfers is mortgaged; a loan does not encumber a warrant whose listing is on the market.
// Checked in the transition's transaction with the related rows locked, so a concurrent transition of
// them waits and the second of two conflicting moves sees the first; refused with 100002 naming the field.
import type { FieldError } from '../../../shared/codes.ts';
import type { EntitySchema, TransitionGuard, WorkflowTransition } from '../../../shared/schema/types.ts';
import { stateTitle } from '../../../shared/workflow.ts';
import type { Db } from '../../db/types.ts';
import { invalidFields } from '../../http/errors.ts';
import { RECORD_COLUMNS, type RecordDbRow } from '../row.ts';

const ID = /^\d{1,15}$/;

interface Related {
  entity: EntitySchema | undefined;
  rows: RecordDbRow[];
}

function text(v: unknown): string {
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
}

/** The related rows a guard judges, locked; none when the field it follows is empty. */
async function related(tx: Db, entities: Readonly<Record<string, EntitySchema>>, self: EntitySchema, row: RecordDbRow, doc: Record<string, unknown>, g: TransitionGuard): Promise<Related> {
  const value = g.via === undefined ? String(Number(row.id)) : text(doc[g.via]);
  if (value === '') return { entity: undefined, rows: [] };
  const name = g.entity ?? (g.via ? self.properties[g.via]?.['x-ref']?.entity : undefined);
  const entity = name && Object.hasOwn(entities, name) ? entities[name] : undefined;
  if (!name || !entity) return { entity: undefined, rows: [] };
  if (g.match === undefined) {
    if (!ID.test(value)) return { entity, rows: [] };
    const rows = await tx.query<RecordDbRow>(`SELECT ${RECORD_COLUMNS} FROM records WHERE entity = $1 AND id = $2 FOR UPDATE`, [name, Number(value)]);
    return { entity, rows };
  }
  // Field names are parameters too: data ->> $n takes the key as a value. The record itself is not its own neighbour.
  const rows = await tx.query<RecordDbRow>(
    `SELECT ${RECORD_COLUMNS} FROM records WHERE entity = $1 AND (data ->> $2) = $3 AND site_id IS NOT DISTINCT FROM $4
       AND NOT (entity = $5 AND id = $6) ORDER BY id FOR UPDATE`,
    [name, g.match, value, row.site_id, self.name, Number(row.id)],
  );
  return { entity, rows };
}

function passes(g: TransitionGuard, status: string): boolean {
  return g.states ? g.states.includes(status) : !(g.notStates ?? []).includes(status);
}

/** "经营权证“PJJY-1”（编号 5）": the reference's label field when the guard follows one, else the title field. */
function label(entity: EntitySchema, row: RecordDbRow, labelField?: string): string {
  const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown> | null;
  const tf = labelField ?? entity['x-titleField'];
  const title = tf ? text(data?.[tf]) : '';
  return `${entity.title}${title ? `“${title}”` : ''}（编号 ${Number(row.id)}）`;
}

/** The refusal for one failing related row, in Chinese, naming its state and what the guard wants. */
function refusal(self: EntitySchema, g: TransitionGuard, t: WorkflowTransition, entity: EntitySchema, bad: RecordDbRow): FieldError {
  const wf = entity['x-workflow'];
  const field = g.via ?? '';
  const fieldTitle = g.via ? (self.properties[g.via]?.title ?? g.via) : self.title;
  const what = label(entity, bad, g.match === undefined && g.via ? self.properties[g.via]?.['x-ref']?.labelField : undefined);
  const now = `${what}当前状态为${stateTitle(wf, bad.status)}`;
  // The declared reason leads; without one the engine says which states the action needs.
  if (g.message) return { field, message: `${fieldTitle}：${g.message}，${now}` };
  const want = g.states ? `须为${g.states.map((s) => stateTitle(wf, s)).join('或')}` : `不能为${(g.notStates ?? []).map((s) => stateTitle(wf, s)).join('、')}`;
  return { field, message: `${fieldTitle}：${now}（${want}），不能${t.title}` };
}

/** Throws 100002 when a guard of `t` fails for `row` (its stored document `doc`). */
export async function checkGuards(tx: Db, entities: Readonly<Record<string, EntitySchema>>, self: EntitySchema, row: RecordDbRow, doc: Record<string, unknown>, t: WorkflowTransition): Promise<void> {
  const errors: FieldError[] = [];
  for (const g of t.guards ?? []) {
    const { entity, rows } = await related(tx, entities, self, row, doc, g);
    const bad = entity ? rows.find((r) => !passes(g, r.status ?? '')) : undefined;
    if (entity && bad) errors.push(refusal(self, g, t, entity, bad));
  }
  if (errors.length > 0) throw invalidFields(errors);
}
