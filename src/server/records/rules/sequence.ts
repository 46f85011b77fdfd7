// x-sequence: numbers such as JS2026-00001, per site and business year (src/shared/time/business.ts),
// assigned by the server in the writing transaction from a counter row (record_sequences). The upsert
// holds the counter row until COMMIT, so concurrent writers get distinct consecutive numbers, and a
// rolled-back write returns its number.
import type { EntitySchema, SequenceRule } from '../../../shared/schema/types.ts';
import type { Db } from '../../db/types.ts';
import { businessYear } from '../../../shared/time/business.ts';

function scopeKey(rule: SequenceRule, siteId: number | null, year: number, doc: Record<string, unknown>): string {
  const per = rule.per ?? 'site-year';
  const parts = [per === 'site-year' ? `site:${siteId ?? 0}` : '', per === 'global' ? '' : `year:${year}`];
  if (rule.scopeField) parts.push(`${rule.scopeField}:${String(doc[rule.scopeField] ?? '')}`);
  return parts.filter(Boolean).join('|') || 'all';
}

/** In a prefix, the site's code (sites.code: PJ, CD): "{site}HT" numbers PJHT2026-00001. */
export const SITE_CODE = '{site}';

async function siteCode(tx: Db, siteId: number | null): Promise<string> {
  if (siteId === null) return '';
  const rows = await tx.query<{ code: string }>('SELECT code FROM sites WHERE id = $1', [siteId]);
  return rows[0]?.code ?? '';
}

export async function nextNumber(tx: Db, entity: string, field: string, rule: SequenceRule, siteId: number | null, doc: Record<string, unknown>, nowMs: number): Promise<string> {
  const year = businessYear(nowMs);
  const rows = await tx.query<{ value: string | number }>(
    `INSERT INTO record_sequences (entity, field, scope, value) VALUES ($1, $2, $3, 1)
     ON CONFLICT (entity, field, scope) DO UPDATE SET value = record_sequences.value + 1 RETURNING value`,
    [entity, field, scopeKey(rule, siteId, year, doc)],
  );
  const n = String(rows[0]!.value).padStart(rule.digits, '0');
  const prefix = rule.prefix.includes(SITE_CODE) ? rule.prefix.replaceAll(SITE_CODE, await siteCode(tx, siteId)) : rule.prefix;
  return rule.year === false ? `${prefix}${n}` : `${prefix}${year}-${n}`;
}

/**
 * Records written with their numbers already given (the demo seed, data brought over) move the counter
 * past them, so the next number assigned is a new one. The year is read from the number itself.
 */
export async function advanceCounters(tx: Db, entity: EntitySchema, siteId: number | null, doc: Record<string, unknown>, nowMs: number): Promise<void> {
  for (const [field, p] of Object.entries(entity.properties)) {
    const rule = p['x-sequence'];
    const v = doc[field];
    if (!rule || typeof v !== 'string') continue;
    // Only numbers of this rule's own form count (an older scheme, PJJS2025-046, is another series).
    const prefix = rule.prefix.includes(SITE_CODE) ? rule.prefix.replaceAll(SITE_CODE, await siteCode(tx, siteId)) : rule.prefix;
    const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const m = new RegExp(`^${escaped}${rule.year === false ? '()' : '(\\d{4})-'}(\\d{${rule.digits}})$`).exec(v);
    if (!m) continue;
    const year = rule.year === false ? businessYear(nowMs) : Number(m[1]);
    const n = Number(m[2]);
    await tx.query(
      `INSERT INTO record_sequences (entity, field, scope, value) VALUES ($1, $2, $3, $4)
       ON CONFLICT (entity, field, scope) DO UPDATE SET value = GREATEST(record_sequences.value, EXCLUDED.value)`,
      [entity.name, field, scopeKey(rule, siteId, year, doc), n],
    );
  }
}

/** Fields numbered when `action` runs (undefined action = on create) that are still empty in `doc`. */
export function sequencedFields(entity: EntitySchema, action: string | undefined, doc: Record<string, unknown>): [string, SequenceRule][] {
  return Object.entries(entity.properties)
    .filter(([name, p]) => p['x-sequence'] && p['x-sequence'].on === action && (doc[name] === undefined || doc[name] === ''))
    .map(([name, p]) => [name, p['x-sequence']!]);
}

/** `doc` with every due sequence field numbered. */
export async function assignNumbers(tx: Db, entity: EntitySchema, action: string | undefined, siteId: number | null, doc: Record<string, unknown>, nowMs: number): Promise<Record<string, unknown>> {
  const due = sequencedFields(entity, action, doc);
  if (due.length === 0) return doc;
  const out = { ...doc };
  for (const [field, rule] of due) out[field] = await nextNumber(tx, entity.name, field, rule, siteId, out, nowMs);
  return out;
}

/** Fields the server numbers: never taken from a client. */
export function sequenceOwned(entity: EntitySchema): Set<string> {
  return new Set(Object.entries(entity.properties).filter(([, p]) => p['x-sequence']).map(([k]) => k));
}
