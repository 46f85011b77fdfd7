// What reference pickers and labels read: the records a field may point at, searched by label or
// number; labels of given ids; the detail page a user may open for a target; region names.
import { canEntity, canPage, isAdmin } from '../../shared/permission.ts';
import type { EntitySchema } from '../../shared/schema/types.ts';
import type { RefLabelsResult, RefOption, RefOptionsResult } from '../../shared/valuetypes/api.ts';
import { regionPath } from '../../shared/valuetypes/region.ts';
import type { Actor, AppContext } from '../context.ts';
import type { Db } from '../db/types.ts';
import { invalid, unauthorized } from '../http/errors.ts';
import { buildListSql } from '../records/query.ts';
import { RECORD_COLUMNS, toRecordRow, type RecordDbRow } from '../records/row.ts';
import { labelFieldOf, refAt } from './spec.ts';

/** At most this many ids or codes per label request (a page of a list). */
export const MAX_KEYS = 500;

function labelOf(target: EntitySchema, labelField: string | null, id: number, data: Record<string, unknown>): string {
  const v = labelField ? data[labelField] : undefined;
  return typeof v === 'string' && v.trim() !== '' ? v : `${target.title} ${id}`;
}

function pickValue(row: ReturnType<typeof toRecordRow>, field: string): unknown {
  if (field === 'id') return String(row.id);
  if (field === 'status') return row.status;
  return row.data[field];
}

export async function refOptions(ctx: AppContext, actor: Actor, from: string, q: string, page: number, size: number): Promise<RefOptionsResult> {
  const ref = refAt(ctx.registry, from);
  if (!ref) throw invalid(`不是引用字段：${from}`);
  const target = ctx.registry.entities[ref.spec.entity];
  if (!target) throw invalid(`引用的业务对象不存在：${ref.spec.entity}`);
  if (!canEntity(actor, ctx.registry, target.name, 'pick')) throw unauthorized();
  // The declared filter goes through the list query's safe field mapper, like a page's fixed filters.
  const query: Record<string, unknown> = { page, size };
  for (const [k, v] of Object.entries(ref.spec.filter ?? {})) query[Array.isArray(v) ? `f.${k}.in` : `f.${k}.eq`] = Array.isArray(v) ? v.join(',') : v;
  const list = buildListSql(target, actor, query);
  const params = [...list.params];
  const where = [list.where];
  // Only records of the site the record is written on: a reference across sites would be refused.
  if (actor.writeSiteId !== null) {
    params.push(actor.writeSiteId);
    where.push(`site_id = $${params.length}`);
  }
  const labelField = labelFieldOf(ctx.registry, ref.spec);
  if (q !== '') {
    params.push(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, labelField ?? '', q);
    const n = params.length;
    where.push(`((data ->> $${n - 1}) ILIKE $${n - 2} ESCAPE '\\' OR id::text = $${n})`);
  }
  const w = where.join(' AND ');
  const rows = await ctx.db.query<RecordDbRow>(
    `SELECT ${RECORD_COLUMNS} FROM records WHERE ${w} ORDER BY id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, list.size, (list.page - 1) * list.size],
  );
  const count = await ctx.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM records WHERE ${w}`, params);
  const out: RefOption[] = rows.map((r) => {
    const row = toRecordRow(r);
    const copy = ref.spec.copy ? Object.fromEntries(Object.entries(ref.spec.copy).map(([to, src]) => [to, pickValue(row, src)])) : undefined;
    return { id: row.id, label: labelOf(target, labelField, row.id, row.data), ...(copy ? { copy } : {}) };
  });
  return { list: out, total: count[0]?.total ?? 0, page: list.page, size: list.size };
}

/** The first detail page of `entity` the actor may open. */
export function detailPageFor(ctx: AppContext, actor: Actor, entity: string): string | null {
  for (const entry of ctx.registry.pages.pages) {
    if (entry.kind !== 'detail' || !entry.schema) continue;
    const schema = ctx.registry.pageSchemas[entry.schema];
    if (schema?.kind === 'detail' && schema.entity === entity && canPage(actor, ctx.registry.menus, entry)) return entry.id;
  }
  return null;
}

export function parseIds(raw: string): number[] {
  const ids = raw.split(',').map((s) => s.trim()).filter((s) => /^\d{1,15}$/.test(s)).map(Number);
  if (ids.length > MAX_KEYS) throw invalid(`一次最多查询 ${MAX_KEYS} 条`);
  return [...new Set(ids)];
}

export async function refLabels(ctx: AppContext, actor: Actor, entityName: string, ids: number[]): Promise<RefLabelsResult> {
  const target = Object.hasOwn(ctx.registry.entities, entityName) ? ctx.registry.entities[entityName] : undefined;
  // A target the user may not read has no labels for them: the field shows its number only.
  if (!target || !canEntity(actor, ctx.registry, entityName, 'pick') || ids.length === 0) return { labels: {}, page: null };
  const labelField = labelFieldOf(ctx.registry, { entity: entityName });
  const params: unknown[] = [entityName, JSON.stringify(ids), labelField ?? ''];
  let scope = '';
  if (!isAdmin(actor)) {
    params.push(actor.siteId ?? -1);
    scope = ` AND site_id = $${params.length}`;
  }
  const rows = await ctx.db.query<{ id: number | string; label: string | null }>(
    `SELECT id, data ->> $3 AS label FROM records WHERE entity = $1 AND id IN (SELECT (jsonb_array_elements_text($2::jsonb))::bigint)${scope}`,
    params as (string | number)[],
  );
  const labels = Object.fromEntries(rows.map((r) => [String(r.id), labelOf(target, labelField, Number(r.id), { [labelField ?? '']: r.label })]));
  return { labels, page: detailPageFor(ctx, actor, entityName) };
}

/** Names of region codes and of all their ancestors. */
export async function regionNames(db: Db, raw: string): Promise<Record<string, string>> {
  const codes = raw.split(',').map((s) => s.trim()).filter(Boolean);
  if (codes.length > MAX_KEYS) throw invalid(`一次最多查询 ${MAX_KEYS} 个地区`);
  const all = [...new Set(codes.flatMap((c) => regionPath(c)))];
  if (all.length === 0) return {};
  const rows = await db.query<{ id: number | string; name: string }>(
    'SELECT id, name FROM regions WHERE id IN (SELECT (jsonb_array_elements_text($1::jsonb))::bigint)',
    [JSON.stringify(all)],
  );
  return Object.fromEntries(rows.map((r) => [String(r.id), r.name]));
}
