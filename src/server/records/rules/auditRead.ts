// Reading the audit trail: a record's changes (whoever may read the record) and the admin's search over
// every change. There is deliberately no route that writes, changes or deletes an audit row.
import type { AuditRow, ListResult, RecordRow } from '../../../shared/api.ts';
import { isAdmin } from '../../../shared/permission.ts';
import type { EntitySchema, Registry } from '../../../shared/schema/types.ts';
import type { Actor, AppContext } from '../../context.ts';
import { invalid, unauthorized } from '../../http/errors.ts';
import { type Bag, posInt, str } from '../../http/params.ts';
import { entityOf, requireEntity } from '../entity.ts';
import { readable } from '../readable.ts';
import { SYSTEM_ACTION_TITLES, SYSTEM_ENTITY_TITLES, type FieldChange } from './audit.ts';
import { tableGet } from '../../resources/service.ts';
import { tableOf } from '../../resources/table.ts';
import { businessDayRange } from '../../../shared/time/business.ts';

interface AuditDbRow {
  id: number | string;
  entity: string;
  record_id: number | string;
  op: AuditRow['op'];
  action: string;
  user_name: string;
  role: string;
  changes: unknown;
  created_at: Date | string;
}

const COLUMNS = 'id, entity, record_id, op, action, user_name, role, changes, created_at';

function titleOf(entity: EntitySchema | undefined, field: string): string {
  if (field === 'status') return '状态';
  return entity?.properties[field]?.title ?? field;
}

/** An action in Chinese: the entity's transition title, the system step's name, else the stored name. */
function actionTitleOf(entity: EntitySchema | undefined, action: string): string {
  if (!action) return '';
  const transition = entity?.['x-workflow']?.transitions.find((t) => t.action === action);
  if (transition) return transition.title;
  // A role's menus are audited as `menus:<role>`: one step whatever the role.
  const step = action.startsWith('menus:') ? 'menus' : action;
  return Object.hasOwn(SYSTEM_ACTION_TITLES, step) ? SYSTEM_ACTION_TITLES[step]! : action;
}

function toAuditRow(registry: Registry, r: AuditDbRow): AuditRow {
  const entity = Object.hasOwn(registry.entities, r.entity) ? registry.entities[r.entity] : undefined;
  const raw = typeof r.changes === 'string' ? (JSON.parse(r.changes) as unknown) : r.changes;
  const changes = (Array.isArray(raw) ? (raw as FieldChange[]) : []).map((c) => ({ ...c, title: titleOf(entity, c.field) }));
  return {
    id: Number(r.id),
    entity: r.entity,
    recordId: Number(r.record_id),
    op: r.op,
    action: r.action,
    actionTitle: actionTitleOf(entity, r.action),
    userName: r.user_name,
    role: r.role,
    changes,
    createdAt: r.created_at instanceof Date ? r.created_at.toISOString() : new Date(r.created_at).toISOString(),
  };
}

export async function recordAudit(ctx: AppContext, actor: Actor, entityName: string, id: number): Promise<AuditRow[]> {
  const entity = entityOf(ctx, entityName);
  requireEntity(ctx, actor, entity, 'read');
  const table = tableOf(entity);
  if (table) await tableGet(ctx.db, table, actor, id);
  else await readable(ctx.db, actor, entity, id);
  const rows = await ctx.db.query<AuditDbRow>(`SELECT ${COLUMNS} FROM record_audit WHERE entity = $1 AND record_id = $2 ORDER BY id`, [entity.name, id]);
  return rows.map((r) => toAuditRow(ctx.registry, r));
}

/** A from / to date as the instant its business day starts (`end`: ends); 100002 naming the field for a date that does not exist. */
function dayBound(text: string, title: string, end: boolean): string {
  const day = businessDayRange(text);
  if (!day) throw invalid(`${title}不是有效的日期`);
  return new Date(end ? day.end : day.start).toISOString();
}

/** Admin search: by entity, record id, user name (contains), operation, and date range (business days, both included). */
export async function auditLog(ctx: AppContext, actor: Actor, q: Bag): Promise<{ list: AuditRow[]; total: number; page: number; size: number }> {
  if (!isAdmin(actor)) throw unauthorized();
  const where: string[] = [];
  const params: (string | number)[] = [];
  const add = (sql: string, v: string | number) => {
    params.push(v);
    where.push(sql.replace('?', `$${params.length}`));
  };
  const entity = str(q, 'entity');
  if (entity) add('entity = ?', entity);
  const recordId = posInt(q, 'recordId', '记录编号');
  if (recordId !== undefined) add('record_id = ?', recordId);
  const user = str(q, 'userName');
  if (user) add(`user_name ILIKE ?`, `%${user.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const op = str(q, 'op');
  if (op) add('op = ?', op);
  const from = str(q, 'from');
  if (from && /^\d{4}-\d{2}-\d{2}$/.test(from)) add('created_at >= ?::timestamptz', dayBound(from, '开始日期', false));
  const to = str(q, 'to');
  if (to && /^\d{4}-\d{2}-\d{2}$/.test(to)) add('created_at < ?::timestamptz', dayBound(to, '结束日期', true));
  const page = Math.max(1, posInt(q, 'page', '页码') ?? 1);
  const size = Math.min(100, Math.max(1, posInt(q, 'size', '每页条数') ?? 20));
  const cond = where.length > 0 ? where.join(' AND ') : 'true';
  const rows = await ctx.db.query<AuditDbRow>(
    `SELECT ${COLUMNS} FROM record_audit WHERE ${cond} ORDER BY id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, size, (page - 1) * size],
  );
  const total = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM record_audit WHERE ${cond}`, params);
  return { list: rows.map((r) => toAuditRow(ctx.registry, r)), total: total[0]?.n ?? 0, page, size };
}

/** "保证金（元）：30000.00 → 1.00；状态：草稿 → 待审核" for the audit-log list's 变更内容 column. */
function changeText(registry: Registry, a: AuditRow): string {
  const entity = Object.hasOwn(registry.entities, a.entity) ? registry.entities[a.entity] : undefined;
  const val = (field: string, v: unknown): string => {
    if (v === null || v === undefined || v === '') return '（空）';
    if (field === 'status' && entity?.['x-workflow']) return entity['x-workflow'].states[String(v)]?.title ?? String(v);
    return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v);
  };
  if (a.op === 'create' || a.op === 'delete') return `${a.changes.length} 项`;
  return a.changes.map((c) => `${c.title}：${val(c.field, c.from)} → ${val(c.field, c.to)}`).join('；');
}

/** A role as users know it (menus.json's title); the stored code when the role is no longer declared. */
function roleTitle(reg: Registry, role: string): string {
  return reg.menus.roles.find((r) => r.name === role)?.title ?? role;
}

/**
 * The audit trail as the rows of a JSON list page (an entity declaring `x-source: audit`): the generic
 * list renderer's query (f.userName.like, f.op.eq, f.recordId.eq, page, size) mapped onto auditLog.
 */
export async function auditAsRecords(ctx: AppContext, actor: Actor, q: Bag): Promise<ListResult> {
  const pick = (k: string) => str(q, k);
  const bag: Bag = { page: pick('page'), size: pick('size'), userName: pick('f.userName.like'), op: pick('f.op.eq'), recordId: pick('f.recordId.eq'), entity: pick('f.entityName.eq') };
  const r = await auditLog(ctx, actor, Object.fromEntries(Object.entries(bag).filter(([, v]) => v !== undefined)));
  const list: RecordRow[] = r.list.map((a) => {
    const entity = Object.hasOwn(ctx.registry.entities, a.entity) ? ctx.registry.entities[a.entity] : undefined;
    return {
      id: a.id,
      status: null,
      siteId: null,
      variety: null,
      version: 1,
      createdAt: a.createdAt,
      updatedAt: a.createdAt,
      data: { entityName: entity?.title ?? (Object.hasOwn(SYSTEM_ENTITY_TITLES, a.entity) ? SYSTEM_ENTITY_TITLES[a.entity]! : a.entity), recordId: String(a.recordId), op: a.op, action: a.actionTitle, userName: a.userName, role: roleTitle(ctx.registry, a.role), changeText: changeText(ctx.registry, a) },
    };
  });
  return { list, total: r.total, page: r.page, size: r.size };
}
