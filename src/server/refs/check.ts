// The server's rules for references, run inside the write's transaction: every referenced record exists,
// the writer may read it, and it is on the record's own site; deleting a referenced record is refused
// naming what refers to it, or deletes those records too where the reference declares onDelete cascade.
import type { FieldError } from '../../shared/codes.ts';
import { Code } from '../../shared/codes.ts';
import { canEntity, canSite } from '../../shared/permission.ts';
import type { EntitySchema, RefSpec } from '../../shared/schema/types.ts';
import { stateTitle } from '../../shared/workflow.ts';
import type { Actor, AppContext } from '../context.ts';
import type { Db } from '../db/types.ts';
import { ApiError, invalidFields } from '../http/errors.ts';
import type { RecordDbRow } from '../records/row.ts';
import { loadRecord } from '../records/row.ts';
import { refFields, referrersOf } from './spec.ts';

const ID = /^\d{1,15}$/;

/** The first condition of the reference's `filter` the target fails, described in Chinese; null when it passes. */
function filterMiss(ctx: AppContext, spec: RefSpec, row: RecordDbRow): string | null {
  const target = ctx.registry.entities[spec.entity];
  const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown> | null;
  for (const [key, want] of Object.entries(spec.filter ?? {})) {
    const wanted = Array.isArray(want) ? want : [want];
    const actual = key === 'status' ? row.status : key === 'variety' ? row.variety : data?.[key];
    if (wanted.includes(String(actual ?? ''))) continue;
    if (key === 'status') return `状态须为${wanted.map((s) => stateTitle(target?.['x-workflow'], s)).join('或')}，当前为${stateTitle(target?.['x-workflow'], row.status)}`;
    return `${target?.properties[key]?.title ?? key}须为${wanted.join('或')}`;
  }
  return null;
}

/**
 * Throws 100002 naming each reference field whose target is missing, unreadable, on another site or (for a
 * value this write sets or changes) outside the reference's declared `filter`: the picker offers only matching
 * targets and the server refuses the rest. A stored reference whose target has since moved on (a listing that
 * went from listed to traded) stays valid when the record is edited without touching it.
 */
export async function checkRefs(ctx: AppContext, db: Db, actor: Actor, entity: EntitySchema, doc: Record<string, unknown>, siteId: number | null, before?: Record<string, unknown>): Promise<void> {
  const errors: FieldError[] = [];
  for (const { field, spec } of refFields(entity)) {
    const raw = doc[field];
    if (raw === undefined || raw === null || raw === '') continue;
    const changed = before === undefined || String(before[field] ?? '') !== String(raw);
    const title = entity.properties[field]?.title ?? field;
    const target = ctx.registry.entities[spec.entity];
    const id = String(raw);
    const what = `${target?.title ?? spec.entity}（编号 ${id}）`;
    const row = ID.test(id) && target ? await loadRecord(db, spec.entity, Number(id)) : null;
    if (!row) errors.push({ field, message: `${title}：所选${what}不存在` });
    else if (!canEntity(actor, ctx.registry, spec.entity, 'pick') || !canSite(actor, row.site_id)) errors.push({ field, message: `${title}：无权查看所选${what}` });
    else if (siteId !== null && row.site_id !== siteId) errors.push({ field, message: `${title}：所选${what}不属于本站点` });
    else if (changed) {
      const miss = filterMiss(ctx, spec, row);
      if (miss) errors.push({ field, message: `${title}：所选${what}不可选，${miss}` });
    }
  }
  if (errors.length > 0) throw invalidFields(errors);
}

/**
 * Before deleting record `id` of `entity`: records that refer to it with onDelete cascade are deleted
 * (their own referrers checked the same way); any other referrer refuses the delete with 100006.
 */
export async function beforeDelete(ctx: AppContext, db: Db, entity: EntitySchema, id: number, seen: Set<string> = new Set()): Promise<void> {
  const key = `${entity.name}:${id}`;
  if (seen.has(key)) return;
  seen.add(key);
  for (const r of referrersOf(ctx.registry, entity.name)) {
    // Field names are parameters too: data ->> $n takes the key as a value.
    const rows = await db.query<{ id: number | string; label: string | null }>(
      'SELECT id, data ->> $3 AS label FROM records WHERE entity = $1 AND (data ->> $4) = $2 ORDER BY id LIMIT 3',
      [r.entity.name, String(id), r.entity['x-titleField'] ?? '', r.field],
    );
    if (rows.length === 0) continue;
    if (r.spec.onDelete === 'cascade') {
      const all = await db.query<{ id: number | string }>('SELECT id FROM records WHERE entity = $1 AND (data ->> $3) = $2', [r.entity.name, String(id), r.field]);
      for (const a of all) await beforeDelete(ctx, db, r.entity, Number(a.id), seen);
      await db.query('DELETE FROM records WHERE entity = $1 AND (data ->> $3) = $2', [r.entity.name, String(id), r.field]);
      continue;
    }
    const names = rows.map((x) => `${x.label ?? ''}（编号 ${String(x.id)}）`).join('、');
    throw new ApiError(Code.WORKFLOW, `不能删除：${r.entity.title}“${r.entity.properties[r.field]?.title ?? r.field}”引用了此记录：${names}${rows.length === 3 ? '等' : ''}`);
  }
}
