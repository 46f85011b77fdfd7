// What a record's formulas read beyond its own fields, loaded before they run (the expression language is
// synchronous): dotted names "ref.field" read the referenced record (x-ref, same site), `fee` operations read
// the site's fee table rows for the payer, and "@variety" is the record's variety.
import type { Resolve } from '../../../shared/expr/index.ts';
import { feeTableName, VARIETY_NAME } from '../../../shared/fees/index.ts';
import { outsideNames, valuesResolver } from '../../../shared/rules/outside.ts';
import type { EntitySchema } from '../../../shared/schema/types.ts';
import type { Db } from '../../db/types.ts';
import { loadRecord, toRecordRow } from '../row.ts';

const ID = /^\d{1,15}$/;

export interface ResolveScope {
  siteId: number | null;
  variety: string | null;
}

/** The outside values `doc`'s formulas read, keyed by name; null when the entity's formulas read none. */
export async function loadOutside(db: Db, entity: EntitySchema, doc: Record<string, unknown>, scope: ResolveScope): Promise<Record<string, unknown> | null> {
  const { dotted, fees } = outsideNames(entity);
  if (dotted.length === 0 && fees.length === 0) return null;
  const values: Record<string, unknown> = { [VARIETY_NAME]: scope.variety ?? '' };
  const targets = new Map<string, Record<string, unknown> | null>();
  for (const name of dotted) {
    const [refField, field] = name.split('.', 2) as [string, string];
    const target = entity.properties[refField]?.['x-ref']?.entity;
    const raw = doc[refField];
    if (!target || raw === undefined || raw === null || !ID.test(String(raw))) continue;
    const key = `${target}:${String(raw)}`;
    if (!targets.has(key)) {
      const row = await loadRecord(db, target, Number(raw));
      // Another site's record is never read into this one's figures (checkRefs refuses the reference too).
      targets.set(key, row && (scope.siteId === null || row.site_id === scope.siteId) ? toRecordRow(row).data : null);
    }
    const v = targets.get(key)?.[field];
    if (v !== undefined) values[name] = v;
  }
  for (const [table, payer] of fees) {
    const rows = await db.query<{ data: unknown }>(
      `SELECT data FROM records WHERE entity = $1 AND site_id IS NOT DISTINCT FROM $2 AND (data ->> 'payer') = $3
         AND coalesce(data ->> 'enabled', 'true') <> 'false' ORDER BY id`,
      [table, scope.siteId, payer],
    );
    values[feeTableName(table, payer)] = rows.map((r) => (typeof r.data === 'string' ? (JSON.parse(r.data) as unknown) : r.data));
  }
  return values;
}

/** A resolver for `doc`'s outside names, or undefined when the entity's formulas read none. */
export async function loadResolver(db: Db, entity: EntitySchema, doc: Record<string, unknown>, scope: ResolveScope): Promise<Resolve | undefined> {
  const values = await loadOutside(db, entity, doc, scope);
  return values ? valuesResolver(values) : undefined;
}
