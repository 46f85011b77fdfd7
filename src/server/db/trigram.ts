// pg_trgm makes `contains` (ILIKE '%…%') filters index reads. PostgreSQL ships it as a trusted extension;
// PGlite ships it as a bundle loaded at open (pglite.ts). Where it cannot be created (no privilege, a PGlite
// opened without the bundle) lists still work, by scanning.
import type { Db } from './types.ts';
import { isSqlName } from './sqlName.ts';


async function installedSchema(db: Db): Promise<string | null> {
  const rows = await db.query<{ schema: string }>(
    `SELECT n.nspname AS schema FROM pg_extension x JOIN pg_namespace n ON n.oid = x.extnamespace WHERE x.extname = 'pg_trgm'`,
  );
  const schema = rows[0]?.schema;
  return schema && isSqlName(schema) ? schema : null;
}

/** The schema holding pg_trgm's operator classes, creating the extension when missing; null when unavailable. */
export async function ensureTrigram(db: Db): Promise<string | null> {
  const have = await installedSchema(db);
  if (have) return have;
  try {
    // In `public`, not the first schema of the search path: dropping a per-run schema must not take the
    // extension (and every other schema's trigram indexes) with it.
    await db.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  } catch {
    // A concurrent start may have created it meanwhile; otherwise it is unavailable here.
  }
  return installedSchema(db);
}
