// Who may upload into, read and delete a stored file: the shared entity permission and site rules, and
// for reading, the record that holds the file.
import { canEntity, canSite } from '../../shared/permission.ts';
import type { UploadRule } from '../../shared/files.ts';
import type { EntitySchema } from '../../shared/schema/types.ts';
import type { Actor, AppContext } from '../context.ts';
import { invalid, notFound, unauthorized } from '../http/errors.ts';
import { entityOf } from '../records/entity.ts';
import { FILES_PREFIX } from './storage.ts';

export interface FileRow {
  id: number;
  path: string;
  name: string;
  size: number;
  site_id: number | null;
  entity: string | null;
  field: string | null;
  content_type: string | null;
  created_by: number | null;
}

export const FILE_COLUMNS = 'id, path, name, size, site_id, entity, field, content_type, created_by';

/** The upload rule of entity.field, or 100002 when the field takes no uploads. */
export function uploadTarget(ctx: AppContext, entityName: string, field: string): { entity: EntitySchema; rule: UploadRule } {
  if (!entityName || !field) throw invalid('请指定上传到的业务对象和字段（entity、field）');
  const entity = entityOf(ctx, entityName);
  const rule = Object.hasOwn(entity.properties, field) ? entity.properties[field]?.['x-upload'] : undefined;
  if (!rule) throw invalid(`字段 ${field} 不接受上传`);
  return { entity, rule };
}

/** Uploading into a field needs the right to create or edit its entity, and a site to file it under. */
export function requireUpload(ctx: AppContext, actor: Actor, entity: EntitySchema): number {
  if (!canEntity(actor, ctx.registry, entity.name, 'create') && !canEntity(actor, ctx.registry, entity.name, 'update')) throw unauthorized();
  if (actor.writeSiteId === null) throw invalid('请先选择站点（siteId）再上传文件');
  return actor.writeSiteId;
}

/**
 * Reading needs read rights on the file's entity and its site; unless the reader uploaded it, a record
 * of that entity in the reader's reach must hold the file in its field.
 */
export async function requireRead(ctx: AppContext, actor: Actor, file: FileRow): Promise<void> {
  if (!file.entity || !file.field || !Object.hasOwn(ctx.registry.entities, file.entity)) throw notFound('文件不存在');
  if (!canEntity(actor, ctx.registry, file.entity, 'read') || !canSite(actor, file.site_id)) throw unauthorized();
  if (file.created_by === actor.userId) return;
  const rows = await ctx.db.query<{ site_id: number | null }>(
    `SELECT site_id FROM records WHERE entity = $1 AND (data->>$2) = $3 AND site_id IS NOT DISTINCT FROM $4 LIMIT 1`,
    [file.entity, file.field, `${FILES_PREFIX}${file.path}`, file.site_id],
  );
  if (!rows[0]) throw unauthorized();
}

/** Deleting needs the right to edit the entity the file was uploaded for, within the site. */
export function requireDelete(ctx: AppContext, actor: Actor, file: FileRow): void {
  if (!canSite(actor, file.site_id)) throw unauthorized();
  if (file.entity && !canEntity(actor, ctx.registry, file.entity, 'create') && !canEntity(actor, ctx.registry, file.entity, 'update')) throw unauthorized();
}
