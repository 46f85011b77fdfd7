// x-ledger: rows the server appends to a ledger entity (交易流水) when a record is created or takes a
// workflow action, in the same transaction, audited as created by the actor. Each row's fields are
// expressions over the source record (exact decimals); the engine adds where it came from and when, for the
// ledger entity's fields of those names: sourceEntity, sourceId, occurredAt. Ledger entities declare
// `x-operations: []`, so no API writes their rows by hand.
import { formatDecimal } from '../../../shared/decimal/index.ts';
import { evaluate, recordResolver, test } from '../../../shared/expr/index.ts';
import { PLACES_OF_FORMAT } from '../../../shared/money/fields.ts';
import type { EntitySchema, LedgerRule } from '../../../shared/schema/types.ts';
import type { Db } from '../../db/types.ts';
import { toRecordRow, type RecordDbRow } from '../row.ts';
import { diffDocs, writeAudit, type AuditWho } from './audit.ts';
import { refreshRollups } from './rollup.ts';

/** The ledger rules that fire on `on` (undefined = create). */
export function ledgerRules(entity: EntitySchema, on: string | undefined): LedgerRule[] {
  return (entity['x-ledger'] ?? []).filter((r) => r.on === on || (on === undefined && r.on === 'create'));
}

/** The document of one ledger row for `source` (null when `when` is not met or the rule names no schema). */
export function ledgerDoc(rule: LedgerRule, target: EntitySchema | undefined, source: { entity: string; id: number; doc: Record<string, unknown> }, nowMs: number): Record<string, unknown> | null {
  const resolve = recordResolver(source.doc);
  if (rule.when && test(rule.when, resolve) !== true) return null;
  const out: Record<string, unknown> = {};
  for (const [field, e] of Object.entries(rule.set)) {
    const fmt = target?.properties[field]?.format;
    const places = fmt ? PLACES_OF_FORMAT[fmt] : undefined;
    // A field that is not an amount (an id, a name) takes the source's value as it is.
    if ('field' in e && places === undefined) {
      const raw = resolve(e.field) ?? e.default;
      if (raw !== undefined && raw !== null && raw !== '') out[field] = String(raw);
      continue;
    }
    const v = evaluate(e, resolve);
    if (v === null) continue;
    out[field] = typeof v === 'string' ? v : formatDecimal(v, places === undefined ? {} : { places });
  }
  const has = (f: string): boolean => !target || Object.hasOwn(target.properties, f);
  if (has('sourceEntity')) out.sourceEntity = source.entity;
  if (has('sourceId')) out.sourceId = String(source.id);
  if (has('occurredAt')) out.occurredAt = new Date(nowMs).toISOString();
  return out;
}

/** Appends the ledger rows `row` owes for `on`; `entities` gives the ledger entity's schema (decimal places). */
export async function appendLedger(
  tx: Db,
  entity: EntitySchema,
  row: RecordDbRow,
  on: string | undefined,
  who: AuditWho,
  nowMs: number,
  entities?: Readonly<Record<string, EntitySchema>>,
): Promise<number> {
  const rules = ledgerRules(entity, on);
  if (rules.length === 0) return 0;
  const source = { entity: entity.name, id: Number(row.id), doc: toRecordRow(row).data };
  let n = 0;
  for (const rule of rules) {
    const target = entities && Object.hasOwn(entities, rule.entity) ? entities[rule.entity] : undefined;
    const doc = ledgerDoc(rule, target, source, nowMs);
    if (!doc) continue;
    const inserted = await tx.query<{ id: number | string }>(
      `INSERT INTO records (entity, site_id, variety, status, data, created_by) VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING id`,
      [rule.entity, row.site_id, row.variety, target?.['x-workflow']?.initial ?? null, JSON.stringify(doc), who.userId],
    );
    await writeAudit(tx, { entity: rule.entity, recordId: Number(inserted[0]!.id), op: 'create', who, changes: diffDocs({}, doc) });
    if (entities) await refreshRollups(tx, entities, rule.entity, [doc], who);
    n++;
  }
  return n;
}
