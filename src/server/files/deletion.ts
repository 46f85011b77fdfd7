// Deleting a stored file: a record's evidence may go only while the caller could still edit that record
// (an approved listing keeps its attachment), and every deletion leaves a row in the audit trail.
import { canEntity, canSite } from '../../shared/permission.ts';
import { isEditable, stateTitle } from '../../shared/workflow.ts';
import { Code } from '../../shared/codes.ts';
import type { Actor, AppContext } from '../context.ts';
import type { Db } from '../db/types.ts';
import { ApiError } from '../http/errors.ts';
import { FILE_DELETE_ACTION, writeAudit } from '../records/rules/audit.ts';
import { whoOf } from '../records/rules/who.ts';
import type { FileRow } from './access.ts';
import { FILES_PREFIX } from './storage.ts';

interface HolderRow {
  id: number | string;
  status: string | null;
  site_id: number | null;
  data: unknown;
}

/**
 * Removes the file's row inside `tx` after checking its holders; the caller removes the bytes once the
 * transaction has committed. Holders are the records of the file's entity whose field names it.
 */
export async function deleteFileRow(ctx: AppContext, tx: Db, actor: Actor, file: FileRow): Promise<void> {
  const url = `${FILES_PREFIX}${file.path}`;
  const entity = file.entity && Object.hasOwn(ctx.registry.entities, file.entity) ? ctx.registry.entities[file.entity] : undefined;
  const holders = entity && file.field
    ? await tx.query<HolderRow>(
      'SELECT id, status, site_id, data FROM records WHERE entity = $1 AND (data->>$2) = $3 ORDER BY id FOR UPDATE',
      [entity.name, file.field, url],
    )
    : [];
  for (const h of holders) {
    // Whoever could not change the record itself may not take its evidence away either.
    const wf = entity?.['x-workflow'];
    const mayEdit = entity !== undefined && canEntity(actor, ctx.registry, entity.name, 'update') && canSite(actor, h.site_id);
    if (!mayEdit || !isEditable(wf, h.status)) {
      const titleField = entity?.['x-titleField'];
      const doc = h.data && typeof h.data === 'object' ? (h.data as Record<string, unknown>) : {};
      const title = titleField && typeof doc[titleField] === 'string' ? `“${doc[titleField]}”` : `#${Number(h.id)}`;
      const fieldTitle = (file.field && entity?.properties[file.field]?.title) ?? file.field ?? '';
      const why = mayEdit ? `当前状态（${stateTitle(wf, h.status)}）不允许修改` : '您无权修改该记录';
      throw new ApiError(Code.WORKFLOW, `该文件是${entity?.title ?? ''}${title}的“${fieldTitle}”，${why}，不能删除`);
    }
  }
  await tx.query('DELETE FROM files WHERE id = $1', [Number(file.id)]);
  const change = { field: file.field ?? '', from: `${file.name}（${url}）`, to: null };
  const targets = holders.length > 0 ? holders.map((h) => Number(h.id)) : [0];
  for (const recordId of targets) {
    await writeAudit(tx, { entity: file.entity ?? '', recordId, op: 'update', action: FILE_DELETE_ACTION, who: whoOf(actor), changes: [change] });
  }
}
