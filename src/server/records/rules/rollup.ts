// Rollups (`x-rollup` on a property): a value the server keeps as the sum, min, max or count over the records that
// refer to this one (贷款数据 rows -> a loan's disbursed and repaid totals). Recomputed in the transaction
// that creates, edits, transitions or deletes a referring record: the parent row is locked first, so two
// concurrent writers queue and the second sums what the first committed (READ COMMITTED takes a new
// snapshot per statement). Money is summed as PostgreSQL numeric and written with the field's decimals,
// exact to the fen. The parent's own x-rules still hold afterwards (放款金额不能超过贷款金额): a write that
// breaks one is refused under the referring field that was summed.
import type { FieldError } from '../../../shared/codes.ts';
import { decText, readDec } from '../../../shared/expr/index.ts';
import { PLACES_OF_FORMAT } from '../../../shared/money/fields.ts';
import { crossFieldErrors } from '../../../shared/rules/cross.ts';
import type { EntitySchema, RollupSpec } from '../../../shared/schema/types.ts';
import type { Db, SqlParam } from '../../db/types.ts';
import { invalidFields } from '../../http/errors.ts';
import { loadRecord, toRecordRow } from '../row.ts';
import { diffDocs, writeAudit, SYSTEM_WHO, type AuditWho } from './audit.ts';

const ID = /^\d{1,15}$/;

export interface Rollup {
  parent: EntitySchema;
  field: string;
  spec: RollupSpec;
}

/** The rollup fields of one entity. */
export function rollupsOf(entity: EntitySchema): Rollup[] {
  return Object.entries(entity.properties).flatMap(([field, p]) => (p['x-rollup'] ? [{ parent: entity, field, spec: p['x-rollup'] }] : []));
}

/** Every rollup, in any entity, over the records of `referrer`. */
export function rollupsOver(entities: Readonly<Record<string, EntitySchema>>, referrer: string): Rollup[] {
  return Object.values(entities).flatMap((e) => rollupsOf(e).filter((r) => r.spec.entity === referrer));
}

async function aggregate(tx: Db, r: Rollup, parentId: number, siteId: number | null): Promise<string | undefined> {
  const params: SqlParam[] = [r.spec.entity, r.spec.match, String(parentId), siteId];
  const where: string[] = [];
  const param = (v: SqlParam): string => {
    params.push(v);
    return `$${params.length}`;
  };
  for (const [key, want] of Object.entries(r.spec.where ?? {})) {
    const column = key === 'status' ? 'status' : `(data ->> ${param(key)})`;
    where.push(`${column} IN (${(Array.isArray(want) ? want : [want]).map(param).join(', ')})`);
  }
  let value = 'count(*)::text';
  const format = r.parent.properties[r.field]?.format;
  if (r.spec.op !== 'count') {
    const f = `(data ->> ${param(r.spec.field ?? '')})`;
    // Dates are ISO text and order as text; every other aggregated field is a number.
    value = format === 'date' ? `${r.spec.op}(${f})` : `${r.spec.op}(${f}::numeric)::text`;
  }
  const rows = await tx.query<{ v: string | null }>(
    `SELECT ${value} AS v FROM records WHERE entity = $1 AND (data ->> $2) = $3 AND site_id IS NOT DISTINCT FROM $4${where.map((w) => ` AND ${w}`).join('')}`,
    params,
  );
  const raw = rows[0]?.v ?? null;
  // No rows: a sum is absent (a transition's `requires` then reads "nothing yet"), a count is 0.
  if (raw === null) return undefined;
  if (format === 'date') return raw;
  const d = readDec(raw);
  return d ? decText(d, format ? (PLACES_OF_FORMAT[format] ?? 0) : 0) : undefined;
}

/**
 * Recomputes every rollup of record `id` of `parent` (locked here) and stores the result when it changed.
 * `blame` names the referring field a broken parent rule is reported under.
 */
export async function recomputeRollups(tx: Db, parent: EntitySchema, id: number, who: AuditWho = SYSTEM_WHO, blame?: (r: Rollup) => string): Promise<void> {
  const rollups = rollupsOf(parent);
  if (rollups.length === 0) return;
  const row = await loadRecord(tx, parent.name, id, true);
  if (!row) return;
  const before = toRecordRow(row).data;
  const doc: Record<string, unknown> = { ...before };
  for (const r of rollups) {
    const v = await aggregate(tx, r, id, row.site_id);
    if (v === undefined) delete doc[r.field];
    else doc[r.field] = v;
  }
  const changes = diffDocs(before, doc);
  if (changes.length === 0) return;
  const changed = new Set(changes.map((c) => c.field));
  const broken: FieldError[] = crossFieldErrors(parent, doc)
    .filter((e) => changed.has(e.field))
    .map((e) => {
      const r = rollups.find((x) => x.field === e.field);
      return { field: r && blame ? blame(r) : e.field, message: `${parent.title}：${e.message}` };
    });
  if (broken.length > 0) throw invalidFields(broken);
  // The version is left alone: a rollup never conflicts with an edit of the parent's own fields.
  await tx.query('UPDATE records SET data = $3::jsonb, updated_at = now() WHERE entity = $1 AND id = $2', [parent.name, id, JSON.stringify(doc)]);
  await writeAudit(tx, { entity: parent.name, recordId: id, op: 'effect', action: 'rollup', who, changes });
}

/**
 * After a record of `referrer` was written: the parents its documents (`docs`: before and after) point at
 * have their rollups recomputed, in id order so concurrent writers lock parents in the same order.
 */
export async function refreshRollups(tx: Db, entities: Readonly<Record<string, EntitySchema>>, referrer: string, docs: readonly (Record<string, unknown> | undefined)[], who: AuditWho = SYSTEM_WHO): Promise<void> {
  const byParent = new Map<string, { parent: EntitySchema; ids: Set<number>; rollups: Rollup[] }>();
  for (const r of rollupsOver(entities, referrer)) {
    const slot = byParent.get(r.parent.name) ?? { parent: r.parent, ids: new Set<number>(), rollups: [] };
    slot.rollups.push(r);
    for (const d of docs) {
      const v = d?.[r.spec.match];
      const s = typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
      if (ID.test(s) && Number(s) > 0) slot.ids.add(Number(s));
    }
    byParent.set(r.parent.name, slot);
  }
  for (const { parent, ids, rollups } of byParent.values()) {
    for (const id of [...ids].sort((a, b) => a - b)) {
      await recomputeRollups(tx, parent, id, who, (r) => (rollups.some((x) => x.field === r.field) ? (r.spec.field ?? r.spec.match) : r.field));
    }
  }
}
