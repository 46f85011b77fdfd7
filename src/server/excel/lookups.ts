// What an export's cells need to be named as the list's cells are: dictionary labels and variety names
// (read once), and for each batch of rows the region names and reference labels those rows hold (the
// reference labels through the same rule as the list's, so a target the user may not read stays a number).
import type { RecordRow } from '../../shared/api.ts';
import { varietyNames } from '../../shared/names.ts';
import type { EntitySchema } from '../../shared/schema/types.ts';
import { neededLookups, valueType, type Lookups } from '../../shared/valuetypes/index.ts';
import type { Actor, AppContext } from '../context.ts';
import { MAX_KEYS, refLabels, regionNames } from '../refs/lookups.ts';

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Dictionary labels per type and variety names: the same for every row. */
export async function fixedLookups(ctx: AppContext, entity: EntitySchema, fields: readonly string[]): Promise<Lookups> {
  const dicts: Record<string, Record<string, string>> = {};
  for (const type of neededLookups(entity, fields).dicts) {
    const rows = await ctx.db.query<{ code: string; label: string }>('SELECT code, label FROM dictionaries WHERE type = $1 ORDER BY sort, id', [type]);
    dicts[type] = Object.fromEntries(rows.map((r) => [r.code, r.label]));
  }
  return { dicts, varieties: fields.includes('variety') ? varietyNames(ctx.registry.menus) : undefined };
}

function stringsOf(v: unknown): string[] {
  if (typeof v === 'string' || typeof v === 'number') return v === '' ? [] : [String(v)];
  return Array.isArray(v) ? v.flatMap(stringsOf) : [];
}

/** Region names and reference labels of the values these rows hold in the given fields. */
export async function rowLookups(ctx: AppContext, actor: Actor, entity: EntitySchema, fields: readonly string[], rows: readonly RecordRow[]): Promise<Lookups> {
  const regionCodes = new Set<string>();
  const refIds = new Map<string, Set<string>>();
  for (const f of fields) {
    const lookup = valueType(entity, f).lookup;
    const target = entity.properties[f]?.['x-ref']?.entity;
    if (lookup === 'region') for (const r of rows) for (const c of stringsOf(r.data[f])) regionCodes.add(c);
    if (lookup === 'reference' && target) {
      const ids = refIds.get(target) ?? new Set<string>();
      for (const r of rows) for (const id of stringsOf(r.data[f])) if (/^\d{1,15}$/.test(id)) ids.add(id);
      refIds.set(target, ids);
    }
  }
  const regions: Record<string, string> = {};
  for (const part of chunks([...regionCodes], MAX_KEYS)) Object.assign(regions, await regionNames(ctx.db, part.join(',')));
  const refs: Record<string, Record<string, string>> = {};
  for (const [target, ids] of refIds) {
    const labels: Record<string, string> = {};
    for (const part of chunks([...ids].map(Number), MAX_KEYS)) Object.assign(labels, (await refLabels(ctx, actor, target, part)).labels);
    refs[target] = labels;
  }
  return { regions, refs };
}
