// The database's own guarantee that business numbers do not repeat: a partial unique index per x-unique
// field (per site or overall, on the same comparison form checkUnique uses) and per x-sequence field (per
// the scope its counter runs in). The service's checks give the friendly answer first; the index holds
// when they are bypassed (a counter reset, a restored dump, a second writer), and its refusal is
// answered in Chinese naming the field (uniqueViolation).
import { createHash } from 'node:crypto';
import type { EntitySchema, Registry, SequenceRule } from '../../shared/schema/types.ts';
import type { FieldError } from '../../shared/codes.ts';
import { isSqlName } from './sqlName.ts';

const PREFIX = 'ru';

export function uniqueIndexName(entity: string, field: string): string {
  const name = `${PREFIX}_${entity}_${field}`.toLowerCase();
  return name.length <= 60 ? name : `${PREFIX}_${createHash('sha256').update(`${entity}.${field}`).digest('hex').slice(0, 24)}`;
}

/** The comparison form of x-unique (normaliseUnique in SQL): lower case, no whitespace. */
function normalised(field: string): string {
  return `lower(regexp_replace(data->>'${field}', '[[:space:]\u3000]+', '', 'g'))`;
}

/** Keys of a sequence's uniqueness: the counter's scope, then the number; null when numbers may repeat. */
function sequenceKeys(rule: SequenceRule, field: string): string[] | null {
  const per = rule.per ?? 'site-year';
  // Without the year in the number, a per-year counter starts again each year: the same number is meant.
  if (rule.year === false && per !== 'global') return null;
  if (rule.scopeField && !isSqlName(rule.scopeField)) return null;
  return [...(per === 'site-year' ? ['site_id'] : []), ...(rule.scopeField ? [`(data->>'${rule.scopeField}')`] : []), `(data->>'${field}')`];
}

interface UniqueDecl {
  keys: string[];
  value: string;
}

function declOf(e: EntitySchema, field: string): UniqueDecl | null {
  const p = e.properties[field];
  if (!p || !isSqlName(field)) return null;
  const scope = p['x-unique'];
  if (scope) return { keys: [...(scope === 'site' ? ['site_id'] : []), normalised(field)], value: normalised(field) };
  const seq = p['x-sequence'];
  const keys = seq ? sequenceKeys(seq, field) : null;
  return keys ? { keys, value: `(data->>'${field}')` } : null;
}

/** The unique indexes the declarations call for, by name (built with the other declared indexes). */
export function uniqueIndexes(reg: Registry): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of Object.values(reg.entities)) {
    if (!isSqlName(e.name)) continue;
    for (const field of Object.keys(e.properties)) {
      const d = declOf(e, field);
      if (!d) continue;
      // Empty values are not numbers yet (a draft numbered on approval), so they never collide.
      out.set(uniqueIndexName(e.name, field), `CREATE UNIQUE INDEX IF NOT EXISTS ${uniqueIndexName(e.name, field)} ON records (${d.keys.join(', ')}) WHERE entity = '${e.name}' AND ${d.value} <> ''`);
    }
  }
  return out;
}

/** The constraint a unique violation names, from PostgreSQL's and PGlite's errors alike. */
function violatedConstraint(err: unknown): string | null {
  if (!err || typeof err !== 'object') return null;
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code !== '23505') return null;
  if (typeof e.constraint === 'string') return e.constraint;
  const m = typeof e.message === 'string' ? /unique constraint "([^"]+)"/.exec(e.message) : null;
  return m?.[1] ?? null;
}

/** A refusal naming the field whose declared uniqueness the database enforced, or null for other errors. */
export function uniqueViolation(reg: Registry, err: unknown): FieldError | null {
  const name = violatedConstraint(err);
  if (!name?.startsWith(`${PREFIX}_`)) return null;
  for (const e of Object.values(reg.entities)) {
    for (const [field, p] of Object.entries(e.properties)) {
      if (uniqueIndexName(e.name, field) !== name || !declOf(e, field)) continue;
      const where = p['x-unique'] === 'site' || (!p['x-unique'] && (p['x-sequence']?.per ?? 'site-year') === 'site-year') ? '（本站点）' : '';
      return { field, message: `${p.title ?? field}已存在${where}，不能重复，请刷新后重试` };
    }
  }
  return null;
}
