// The server's rule for upload fields (x-upload), run inside the write's transaction: a value this write
// sets or changes must be the URL of a file uploaded for this entity's field on the record's site. A form
// only ever sends what the upload route answered; anything else (another field's file, another site's, a
// made-up or outside address) is refused naming the field, so detail pages link only to checked files.
import type { FieldError } from '../../shared/codes.ts';
import type { EntitySchema } from '../../shared/schema/types.ts';
import type { Db } from '../db/types.ts';
import { invalidFields } from '../http/errors.ts';
import { FILES_PREFIX } from './storage.ts';

export async function checkUploadFields(db: Db, entity: EntitySchema, doc: Record<string, unknown>, siteId: number | null, before?: Record<string, unknown>): Promise<void> {
  const errors: FieldError[] = [];
  for (const [field, p] of Object.entries(entity.properties)) {
    if (!p['x-upload']) continue;
    const raw = doc[field];
    if (raw === undefined || raw === null || raw === '') continue;
    if (before !== undefined && String(before[field] ?? '') === String(raw)) continue;
    const title = p.title ?? field;
    const url = String(raw);
    const path = url.startsWith(FILES_PREFIX) ? url.slice(FILES_PREFIX.length) : null;
    const rows = path
      ? await db.query<{ id: number }>('SELECT id FROM files WHERE path = $1 AND entity = $2 AND field = $3 AND site_id IS NOT DISTINCT FROM $4 LIMIT 1', [path, entity.name, field, siteId])
      : [];
    if (rows.length === 0) errors.push({ field, message: `${title}：文件不存在或不是为此字段上传的，请重新上传` });
  }
  if (errors.length > 0) throw invalidFields(errors);
}
