// The generic records service: list, get, create, update, delete for any entity schema.
import { varietyEnabled } from '../../shared/site/config.ts';
import { varietyFieldErrors } from '../../shared/site/variety-fields.ts';
import type { ListResult, RecordRow } from '../../shared/api.ts';
import { Code } from '../../shared/codes.ts';
import type { EntitySchema } from '../../shared/schema/types.ts';
import { normalizeInput } from '../../shared/validation.ts';
import { isEditable, stateTitle } from '../../shared/workflow.ts';
import type { Actor, AppContext } from '../context.ts';
import type { Db } from '../db/types.ts';
import { ApiError, invalid, invalidFields, notFound } from '../http/errors.ts';
import { asBag, type Bag, posInt, str } from '../http/params.ts';
import { beforeDelete, checkRefs } from '../refs/check.ts';
import { checkUploadFields } from '../files/fields.ts';
import { entityOf, requireEntity, requireWriteSite } from './entity.ts';
import { runList } from './list.ts';
import { readable } from './readable.ts';
import { RECORD_COLUMNS, loadRecord, toRecordRow, type RecordDbRow } from './row.ts';
import { diffDocs, writeAudit } from './rules/audit.ts';
import { auditAsRecords } from './rules/auditRead.ts';
import { requireOperation } from './rules/operations.ts';
import { prepareDoc } from './rules/prepare.ts';
import { loadResolver } from './rules/resolve.ts';
import { readsOutside } from '../../shared/rules/outside.ts';
import { applySiteDefaults, hasSiteDefaults } from '../../shared/site/defaults.ts';
import { siteSettingsOf } from '../system/siteSettings.ts';
import { appendLedger } from './rules/ledger.ts';
import { assignNumbers, sequenceOwned } from './rules/sequence.ts';
import { recomputeRollups, refreshRollups, rollupsOf } from './rules/rollup.ts';
import { checkUnique } from './rules/unique.ts';
import { whoOf } from './rules/who.ts';
import { tableCreate, tableDelete, tableGet, tableList, tableUpdate } from '../resources/service.ts';
import { tableOf } from '../resources/table.ts';

/** Keys of a write body that are not document fields (form-encoded bodies arrive flat). */
const RESERVED = new Set(['version', 'transferVariety', 'siteId', 'data']);

/** The document fields of a write body: `data`, or the flat body for form-encoded clients. */
function writeInput(body: Bag): Bag {
  const data = body.data;
  if (data && typeof data === 'object' && !Array.isArray(data)) return data as Bag;
  return Object.fromEntries(Object.entries(body).filter(([k]) => !RESERVED.has(k)));
}

/** Fields a client may write: not readOnly, not numbered by the server. */
function writable(entity: EntitySchema): Set<string> {
  const numbered = sequenceOwned(entity);
  return new Set(Object.entries(entity.properties).filter(([k, p]) => !p.readOnly && !numbered.has(k)).map(([k]) => k));
}

export function parseId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw) || Number(raw) < 1) throw notFound();
  return Number(raw);
}

export async function listRecords(ctx: AppContext, actor: Actor, entityName: string, query: Bag): Promise<ListResult> {
  const entity = entityOf(ctx, entityName);
  requireEntity(ctx, actor, entity, 'read');
  // The audit trail is listed by the same page kind, read-only, from its own table.
  if (entity['x-source'] === 'audit') return auditAsRecords(ctx, actor, query);
  const table = tableOf(entity);
  if (table) return tableList(ctx.db, entity, table, actor, query);
  return runList(ctx.db, entity, actor, query);
}

export async function getRecord(ctx: AppContext, actor: Actor, entityName: string, id: number): Promise<RecordRow> {
  const entity = entityOf(ctx, entityName);
  requireEntity(ctx, actor, entity, 'read');
  const table = tableOf(entity);
  if (table) return tableGet(ctx.db, table, actor, id);
  const row = await readable(ctx.db, actor, entity, id);
  // Opening a record counts as reading its completion/warning notices.
  await ctx.db.query('UPDATE messages SET read = true WHERE user_id = $1 AND record_id = $2 AND type <> 1 AND NOT read', [actor.userId, id]);
  return toRecordRow(row);
}

function varietyOf(ctx: AppContext, actor: Actor, entity: EntitySchema, body: Bag): string | null {
  if (!entity['x-variety']) return null;
  const v = str(body, 'transferVariety') ?? actor.variety;
  if (!v) return null;
  if (!ctx.registry.menus.varieties.some((x) => x.code === v)) throw invalid('交易品种不存在');
  if (!varietyEnabled(actor.site, v)) throw invalid('本站点未启用该交易品种');
  return v;
}

/** Fields only some varieties have (x-varieties) are refused under any other. */
function requireVarietyFields(ctx: AppContext, entity: EntitySchema, sent: Bag, variety: string | null): void {
  if (!entity['x-variety']) return;
  const errors = varietyFieldErrors(entity, sent, variety, ctx.registry.menus.varieties);
  if (errors.length > 0) throw invalidFields(errors);
}

/**
 * `grantedBy` names another right the caller has already checked in place of the actor's create grant
 * (data sync: reaching 数据同步 lets a site's administrator import its records); everything else — the
 * entity's own limits, validation, references, numbering, uniqueness, audit — is the same write.
 */
export async function createRecord(ctx: AppContext, actor: Actor, entityName: string, body: Bag, db: Db = ctx.db, grantedBy?: 'sync'): Promise<RecordRow> {
  const entity = entityOf(ctx, entityName);
  // The entity's own limits come first: they hold for everyone, whatever the grants.
  requireOperation(entity, 'create');
  if (grantedBy !== 'sync' || !entity['x-sync']) requireEntity(ctx, actor, entity, 'create');
  const allowed = writable(entity);
  const sent = normalizeInput(Object.fromEntries(Object.entries(writeInput(body)).filter(([k]) => allowed.has(k))));
  const table = tableOf(entity);
  if (table) return tableCreate(ctx, entity, table, actor, sent, db);
  // Bad input is refused before anything else; formulas that read other records wait for the site.
  // (site defaults, x-default, also wait: a field left out takes the writing site's value)
  const defaulted = hasSiteDefaults(entity);
  const early = readsOutside(entity) || defaulted ? null : prepareDoc(ctx, entity, sent, sent);
  const siteId = requireWriteSite(actor);
  const variety = varietyOf(ctx, actor, entity, body);
  requireVarietyFields(ctx, entity, sent, variety);
  return db.transaction(async (tx) => {
    const filled = defaulted ? applySiteDefaults(entity, sent, await siteSettingsOf(tx, siteId)) : sent;
    const prepared = early ?? prepareDoc(ctx, entity, filled, sent, await loadResolver(tx, entity, filled, { siteId, variety }));
    await checkRefs(ctx, tx, actor, entity, prepared, siteId);
    await checkUploadFields(tx, entity, prepared, siteId);
    const doc = await assignNumbers(tx, entity, undefined, siteId, prepared, ctx.clock.now());
    await checkUnique(tx, entity, siteId, doc, null);
    const rows = await tx.query<RecordDbRow>(
      `INSERT INTO records (entity, site_id, variety, status, data, created_by)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING ${RECORD_COLUMNS}`,
      [entity.name, siteId, variety, entity['x-workflow']?.initial ?? null, JSON.stringify(doc), actor.userId],
    );
    let row = rows[0]!;
    // The record's own totals (a count starts at 0) are part of the record as created: set before the
    // create is audited, not recorded as a change of their own.
    if (rollupsOf(entity).length > 0) {
      await recomputeRollups(tx, entity, Number(row.id), whoOf(actor), undefined, { audit: false });
      row = (await loadRecord(tx, entity.name, Number(row.id))) ?? row;
    }
    const rec = toRecordRow(row);
    await writeAudit(tx, { entity: entity.name, recordId: rec.id, op: 'create', who: whoOf(actor), changes: diffDocs({}, rec.data) });
    await appendLedger(tx, entity, row, undefined, whoOf(actor), ctx.clock.now(), ctx.registry.entities);
    // Totals over referring records: the parents this one names.
    await refreshRollups(tx, ctx.registry.entities, entity.name, [rec.data], whoOf(actor));
    return rec;
  });
}

function requireVersion(body: Bag): number {
  const v = posInt(body, 'version', '版本号');
  if (v === undefined) throw invalid('缺少版本号，请刷新后重试');
  return v;
}

export async function updateRecord(ctx: AppContext, actor: Actor, entityName: string, id: number, body: Bag): Promise<RecordRow> {
  const entity = entityOf(ctx, entityName);
  requireOperation(entity, 'update');
  requireEntity(ctx, actor, entity, 'update');
  const version = requireVersion(body);
  const allowed = writable(entity);
  const input = writeInput(body);
  const table = tableOf(entity);
  if (table) return tableUpdate(ctx, entity, table, actor, id, version, Object.fromEntries(Object.entries(input).filter(([k]) => allowed.has(k))));
  return ctx.db.transaction(async (tx) => {
    const row = await readable(tx, actor, entity, id, true);
    if (row.version !== version) throw new ApiError(Code.CONFLICT);
    const wf = entity['x-workflow'];
    if (!isEditable(wf, row.status)) throw new ApiError(Code.WORKFLOW, `当前状态（${stateTitle(wf, row.status)}）不允许编辑`);
    // Fields present in the body replace the stored ones; an emptied field is removed.
    const before = asBag(toRecordRow(row).data);
    const merged: Bag = { ...before };
    const sent: Bag = {};
    for (const [k, v] of Object.entries(input)) {
      if (!allowed.has(k)) continue;
      const norm = normalizeInput({ [k]: v });
      if (k in norm) merged[k] = sent[k] = norm[k];
      else delete merged[k];
    }
    requireVarietyFields(ctx, entity, sent, row.variety);
    const doc = prepareDoc(ctx, entity, merged, sent, await loadResolver(tx, entity, merged, { siteId: row.site_id, variety: row.variety }));
    await checkRefs(ctx, tx, actor, entity, doc, row.site_id, before);
    await checkUploadFields(tx, entity, doc, row.site_id, before);
    await checkUnique(tx, entity, row.site_id, doc, id);
    const rows = await tx.query<RecordDbRow>(
      `UPDATE records SET data = $3::jsonb, version = version + 1, updated_at = now()
       WHERE entity = $1 AND id = $2 AND version = $4 RETURNING ${RECORD_COLUMNS}`,
      [entity.name, id, JSON.stringify(doc), version],
    );
    if (!rows[0]) throw new ApiError(Code.CONFLICT);
    const changes = diffDocs(before, doc);
    if (changes.length > 0) await writeAudit(tx, { entity: entity.name, recordId: id, op: 'update', who: whoOf(actor), changes });
    // The parent it referred to before and the one it refers to now.
    await refreshRollups(tx, ctx.registry.entities, entity.name, [before, doc], whoOf(actor));
    return toRecordRow(rows[0]);
  });
}

export async function deleteRecord(ctx: AppContext, actor: Actor, entityName: string, id: number, body: Bag): Promise<void> {
  const entity = entityOf(ctx, entityName);
  requireOperation(entity, 'delete');
  requireEntity(ctx, actor, entity, 'delete');
  const rule = entity['x-delete'];
  if (!rule?.allowed) throw new ApiError(Code.WORKFLOW, `${entity.title}不允许删除`);
  const version = posInt(body, 'version', '版本号');
  const table = tableOf(entity);
  if (table) return tableDelete(ctx, entity, table, actor, id, version);
  await ctx.db.transaction(async (tx) => {
    const row = await readable(tx, actor, entity, id, true);
    if (version !== undefined && row.version !== version) throw new ApiError(Code.CONFLICT);
    if (rule.states && !rule.states.includes(row.status ?? '')) {
      throw new ApiError(Code.WORKFLOW, `当前状态（${stateTitle(entity['x-workflow'], row.status)}）不允许删除`);
    }
    await beforeDelete(ctx, tx, entity, id);
    await tx.query('DELETE FROM records WHERE entity = $1 AND id = $2', [entity.name, id]);
    const changes = diffDocs({ status: row.status, ...asBag(toRecordRow(row).data) }, {});
    await writeAudit(tx, { entity: entity.name, recordId: id, op: 'delete', who: whoOf(actor), changes });
    await refreshRollups(tx, ctx.registry.entities, entity.name, [toRecordRow(row).data], whoOf(actor));
  });
}
