// The names a record's formulas read from outside the record: dotted "ref.field" names (a referenced
// record's field) and fee-table lookups. The server loads their values (records/rules/resolve.ts); the form
// asks the server for the same values and runs the same formulas live.
import { exprFees, exprFields, type Resolve } from '../expr/index.ts';
import type { EntitySchema } from '../schema/types.ts';

export interface OutsideNames {
  dotted: string[];
  fees: [table: string, payer: string][];
}

export function outsideNames(entity: EntitySchema): OutsideNames {
  const dotted = new Set<string>();
  const fees: [string, string][] = [];
  for (const p of Object.values(entity.properties)) {
    const e = p['x-computed'];
    if (!e) continue;
    for (const f of exprFields(e)) if (f.includes('.')) dotted.add(f);
    exprFees(e, fees);
  }
  return { dotted: [...dotted], fees };
}

export const readsOutside = (entity: EntitySchema): boolean => {
  const n = outsideNames(entity);
  return n.dotted.length > 0 || n.fees.length > 0;
};

/** The reference fields whose values decide the outside values (the form refetches when they change). */
export function outsideKey(entity: EntitySchema, data: Record<string, unknown>): string {
  const refs = [...new Set(outsideNames(entity).dotted.map((d) => d.split('.', 1)[0]!))].sort();
  return JSON.stringify(refs.map((r) => data[r] ?? null));
}

/** A resolver over loaded outside values (plain JSON, as the server sends them). */
export const valuesResolver = (values: Readonly<Record<string, unknown>>): Resolve => (name) => (Object.hasOwn(values, name) ? values[name] : undefined);
