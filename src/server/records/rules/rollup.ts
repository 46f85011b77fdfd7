// Rollups (`x-rollup` on a property): a value the server keeps as the sum, min, max or count over the records that
// refer to this one (贷款数据 rows -> a loan's disbursed and repaid totals). Recomputed in the transaction
// that creates, edits, transitions or deletes a referring record: the parent row is locked first, so two
// concurrent writers queue and the second sums what the first committed (READ COMMITTED takes a new
// snapshot per statement). Money is summed as PostgreSQL numeric and written with the field's decimals,
// exact to the fen. The parent's own x-rules still hold afterwards (放款金额不能超过贷款金额): a write that
// breaks one is refused under the referring field that was summed.
import type { FieldError } from '../../../shared/codes.ts';
import { formatDecimal, readDecimal } from '../../../shared/decimal/index.ts';
import { PLACES_OF_FORMAT } from '../../../shared/money/fields.ts';
import { crossFieldErrors } from '../../../shared/rules/cross.ts';
import type { EntitySchema, RollupSpec } from '../../../shared/schema/types.ts';
import { formatType } from '../../../shared/valuetypes/derive.ts';
import type { Db, SqlParam } from '../../db/types.ts';
import { invalidFields } from '../../http/errors.ts';
import { loadRecord, toRecordRow } from '../row.ts';
import { diffDocs, writeAudit, ROLLUP_ACTION, SYSTEM_WHO, type AuditWho } from './audit.ts';

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

/** The stored text of one aggregate: the field's decimals for numbers, ISO text for dates and times. */
function stored(r: Rollup, raw: string | null): string | undefined {
  // No rows: a sum is absent (a transition's `requires` then reads "nothing yet"), a count is 0.
  if (raw === null) return undefined;
  const format = r.parent.properties[r.field]?.format;
  if (!formatType(format)?.numeric) return raw;
  const d = readDecimal(raw);
  return d ? formatDecimal(d, { places: format ? (PLACES_OF_FORMAT[format] ?? 0) : 0 }) : undefined;
}

/**
 * The values of `rollups` (all over the same entity and field) for one parent, in one scan of its
 * referring rows: each rollup is an aggregate with its own FILTER.
 */
async function aggregate(tx: Db, rollups: readonly Rollup[], parentId: number, siteId: number | null): Promise<(string | undefined)[]> {
  const first = rollups[0]!.spec;
  const params: SqlParam[] = [first.entity, first.match, String(parentId), siteId];
  const param = (v: SqlParam): string => {
    params.push(v);
    return `$${params.length}`;
  };
  const columns = rollups.map((r, i) => {
    const where = Object.entries(r.spec.where ?? {}).map(([key, want]) => {
      const column = key === 'status' ? 'status' : `(data ->> ${param(key)})`;
      return `${column} IN (${(Array.isArray(want) ? want : [want]).map(param).join(', ')})`;
    });
    const filter = where.length > 0 ? ` FILTER (WHERE ${where.join(' AND ')})` : '';
    if (r.spec.op === 'count') return `(count(*)${filter})::text AS v${i}`;
    const f = `(data ->> ${param(r.spec.field ?? '')})`;
    // A number is aggregated as numeric; dates and times (ISO text) order as text. The format's value type says which.
    const text = !formatType(r.parent.properties[r.field]?.format)?.numeric;
    return text ? `${r.spec.op}(${f})${filter} AS v${i}` : `(${r.spec.op}(${f}::numeric)${filter})::text AS v${i}`;
  });
  const rows = await tx.query<Record<string, string | null>>(
    `SELECT ${columns.join(', ')} FROM records WHERE entity = $1 AND (data ->> $2) = $3 AND site_id IS NOT DISTINCT FROM $4`,
    params,
  );
  return rollups.map((r, i) => stored(r, rows[0]?.[`v${i}`] ?? null));
}

/**
 * Recomputes every rollup of record `id` of `parent` (locked here) and stores the result when it changed.
 * `blame` names the referring field a broken parent rule is reported under. `audit: false` when the
 * values are part of a write the caller audits itself (a record's own totals set as it is created).
 */
export async function recomputeRollups(
  tx: Db,
  parent: EntitySchema,
  id: number,
  who: AuditWho = SYSTEM_WHO,
  blame?: (r: Rollup) => string,
  opts: { audit?: boolean } = {},
): Promise<void> {
  const rollups = rollupsOf(parent);
  if (rollups.length === 0) return;
  const row = await loadRecord(tx, parent.name, id, true);
  if (!row) return;
  const before = toRecordRow(row).data;
  const doc: Record<string, unknown> = { ...before };
  // Rollups over the same referring entity and field share one scan.
  const groups = new Map<string, Rollup[]>();
  for (const r of rollups) groups.set(`${r.spec.entity}.${r.spec.match}`, [...(groups.get(`${r.spec.entity}.${r.spec.match}`) ?? []), r]);
  for (const group of groups.values()) {
    const values = await aggregate(tx, group, id, row.site_id);
    group.forEach((r, i) => {
      const v = values[i];
      if (v === undefined) delete doc[r.field];
      else doc[r.field] = v;
    });
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
  if (opts.audit === false) return;
  await writeAudit(tx, { entity: parent.name, recordId: id, op: 'effect', action: ROLLUP_ACTION, who, changes });
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
