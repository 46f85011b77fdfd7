// x-unique: a field's value may appear once per site (or once overall), compared without case and spaces.
// A transaction-scoped advisory lock on (entity, field, normalised value) makes two concurrent writers of
// the same value queue, so the second sees the first's row and is refused.
import type { EntitySchema } from '../../../shared/schema/types.ts';
import type { Db } from '../../db/types.ts';
import { invalidFields } from '../../http/errors.ts';
import { isSqlName } from '../../db/sqlName.ts';

/** The comparison form: lower case, no whitespace (full-width spaces included). */
export function normaliseUnique(v: string): string {
  return v.toLowerCase().replace(/[\s\u3000]+/g, '');
}


export async function checkUnique(tx: Db, entity: EntitySchema, siteId: number | null, doc: Record<string, unknown>, selfId: number | null): Promise<void> {
  for (const [field, prop] of Object.entries(entity.properties)) {
    const scope = prop['x-unique'];
    const raw = doc[field];
    if (!scope || typeof raw !== 'string' || raw.trim() === '' || !isSqlName(field)) continue;
    const value = normaliseUnique(raw);
    const site = scope === 'site' ? siteId : null;
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`unique:${entity.name}:${field}:${site ?? '*'}:${value}`]);
    const rows = await tx.query<{ id: string | number }>(
      `SELECT id FROM records
       WHERE entity = $1 AND lower(regexp_replace(data->>'${field}', '[[:space:]\u3000]+', '', 'g')) = $2
         AND ($3::int IS NULL OR site_id = $3) AND ($4::bigint IS NULL OR id <> $4) LIMIT 1`,
      [entity.name, value, site, selfId],
    );
    if (rows.length > 0) {
      const message = `${prop.title}“${raw.trim()}”已存在${scope === 'site' ? '（本站点）' : ''}，不能重复`;
      throw invalidFields([{ field, message }]);
    }
  }
}
