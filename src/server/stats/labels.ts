// Names for group keys: enum names, workflow state titles, site names, variety names (menus.json),
// dictionary labels, and Chinese month/year. Each dimension also gets the order its groups are shown in.
import type { EntitySchema, StatsDimension } from '../../shared/schema/types.ts';
import { valueType, VALUE_TYPES } from '../../shared/valuetypes/index.ts';
import type { AppContext } from '../context.ts';
import { regionNames } from '../refs/lookups.ts';
import { labelFieldOf } from '../refs/spec.ts';

/** Label of a group whose field is empty. */
export const STATS_EMPTY_LABEL = '未填写';

export interface DimensionLabels {
  label: (key: string | null) => string;
  /** Keys in their declared order (enum, states, varieties); other keys follow, sorted. */
  order: string[];
}

function fromPairs(pairs: [string, string][]): DimensionLabels {
  const names = new Map(pairs);
  return { label: (k) => (k === null ? STATS_EMPTY_LABEL : (names.get(k) ?? k)), order: pairs.map(([k]) => k) };
}

function timeLabel(time: 'month' | 'year', key: string): string {
  if (time === 'year') return `${key}年`;
  const [y, m] = key.split('-');
  return `${y}年${Number(m)}月`;
}

export async function dimensionLabels(ctx: AppContext, entity: EntitySchema, d: StatsDimension, keys: string[] = []): Promise<DimensionLabels> {
  const time = d.time;
  if (time) return { label: (k) => (k === null ? STATS_EMPTY_LABEL : timeLabel(time, k)), order: [] };
  switch (d.field) {
    case 'status':
      return fromPairs(Object.entries(entity['x-workflow']?.states ?? {}).map(([k, s]) => [k, s.title]));
    case 'variety':
      return fromPairs(ctx.registry.menus.varieties.map((v) => [v.code, v.name]));
    case 'siteId': {
      const rows = await ctx.db.query<{ id: number | string; name: string }>('SELECT id, name FROM sites ORDER BY id');
      return fromPairs(rows.map((r) => [String(r.id), r.name]));
    }
  }
  const p = d.field !== undefined && Object.hasOwn(entity.properties, d.field) ? entity.properties[d.field] : undefined;
  // Regions and references are named from the database, like the list shows them.
  const lookup = d.field !== undefined ? valueType(entity, d.field).lookup : undefined;
  if (lookup === 'region') {
    const names = await regionNames(ctx.db, keys.join(','));
    // Grouped at a level, the level's own name reads best on a chart axis (蒲江县); else the whole path.
    return fromPairs(keys.sort().map((k) => [k, d.level ? (names[k] ?? k) : VALUE_TYPES.region.text(k, { regions: names })]));
  }
  if (lookup === 'reference' && p?.['x-ref']) {
    const target = ctx.registry.entities[p['x-ref'].entity];
    const labelField = labelFieldOf(ctx.registry, p['x-ref']);
    const ids = keys.filter((k) => /^\d{1,15}$/.test(k));
    const rows = ids.length === 0 ? [] : await ctx.db.query<{ id: number | string; label: string | null }>(
      'SELECT id, data ->> $3 AS label FROM records WHERE entity = $1 AND id IN (SELECT (jsonb_array_elements_text($2::jsonb))::bigint)',
      [p['x-ref'].entity, JSON.stringify(ids), labelField ?? ''],
    );
    const refs = Object.fromEntries(rows.map((r) => [String(r.id), r.label ?? `${target?.title ?? ''} ${String(r.id)}`]));
    return fromPairs(ids.map((k) => [k, VALUE_TYPES.reference.text(k, { refs })]));
  }
  if (p?.enum) return fromPairs(p.enum.map((v, i) => [String(v), p['x-enumNames']?.[i] ?? String(v)]));
  if (p?.['x-dict']) {
    const rows = await ctx.db.query<{ code: string; label: string }>(
      'SELECT code, label FROM dictionaries WHERE type = $1 ORDER BY sort, id',
      [p['x-dict']],
    );
    // A code may have variety-specific duplicates; the first (general) label wins.
    const seen = new Set<string>();
    return fromPairs(rows.filter((r) => !seen.has(r.code) && seen.add(r.code)).map((r) => [r.code, r.label]));
  }
  return fromPairs([]);
}
