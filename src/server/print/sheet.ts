// A print page's sheet filled on the server, for a signed print link: the record, the template the
// browser would choose (the record's own, else the newest that fits), the same filler, with variety,
// dictionary and region names. Only the filled HTML leaves the server.
import type { PublicPrint } from '../../shared/public-api.ts';
import type { PrintPage } from '../../shared/schema/types.ts';
import { chooseTemplate, fillTemplate, templateFits } from '../../shared/template/index.ts';
import { valueType } from '../../shared/valuetypes/derive.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { regionNames } from '../refs/lookups.ts';
import { inlineSiteImages } from '../system/images.ts';
import { labelFieldOf } from '../refs/spec.ts';
import type { RecordRow } from '../../shared/api.ts';
import type { EntitySchema } from '../../shared/schema/types.ts';
import { loadRecord, RECORD_COLUMNS, toRecordRow, type RecordDbRow } from '../records/row.ts';

/** code -> label per dictionary type. */
async function dictionaries(ctx: AppContext, types: string[]): Promise<Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, string>> = {};
  for (const type of new Set(types)) {
    const rows = await ctx.db.query<{ code: string; label: string }>('SELECT code, label FROM dictionaries WHERE type = $1 ORDER BY sort, id', [type]);
    out[type] = Object.fromEntries(rows.map((r) => [r.code, r.label]));
  }
  return out;
}

/** Per referenced entity: id -> label of the records this record points at (what the detail page shows). */
async function referenceLabels(ctx: AppContext, entity: EntitySchema, record: RecordRow): Promise<Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [field, p] of Object.entries(entity.properties)) {
    const spec = p['x-ref'];
    const v = record.data[field];
    if (!spec || (typeof v !== 'string' && typeof v !== 'number') || !/^\d{1,15}$/.test(String(v))) continue;
    const target = await loadRecord(ctx.db, spec.entity, Number(v));
    const labelField = labelFieldOf(ctx.registry, spec);
    const label = target && labelField ? toRecordRow(target).data[labelField] : undefined;
    if (typeof label === 'string' && label !== '') (out[spec.entity] ??= {})[String(v)] = label;
  }
  return out;
}

/** The print page entry and schema of a page id, or 100003. */
export function printPageOf(ctx: AppContext, pageId: string): { title: string; schema: PrintPage } {
  const entry = ctx.registry.pages.pages.find((p) => p.id === pageId && p.kind === 'print');
  const schema = entry?.schema ? ctx.registry.pageSchemas[entry.schema] : undefined;
  if (!entry || schema?.kind !== 'print') throw notFound('打印页面不存在');
  return { title: schema.title ?? entry.title, schema };
}

export async function printSheet(ctx: AppContext, pageId: string, id: number): Promise<PublicPrint> {
  const { title, schema } = printPageOf(ctx, pageId);
  const entity = ctx.registry.entities[schema.entity];
  const row = entity ? await loadRecord(ctx.db, entity.name, id) : null;
  if (!entity || !row) throw notFound();
  const record = toRecordRow(row);
  const templates = (
    await ctx.db.query<RecordDbRow>(`SELECT ${RECORD_COLUMNS} FROM records WHERE entity = $1 ORDER BY updated_at DESC, id DESC LIMIT 200`, [schema.templateEntity])
  ).map(toRecordRow).filter((t) => templateFits(t, schema.entity, schema.templateType, record));
  const template = chooseTemplate(templates, record, null);
  if (!template) throw notFound('没有可用的打印模板');
  const fields = Object.keys(entity.properties);
  const regionCodes = fields.filter((f) => valueType(entity, f).lookup === 'region').map((f) => record.data[f]).filter((v): v is string => typeof v === 'string' && v !== '');
  const content = template.data[schema.templateField];
  const filled = fillTemplate(typeof content === 'string' ? content : '', record, entity, {
    today: new Date(ctx.clock.now()),
    varieties: Object.fromEntries(ctx.registry.menus.varieties.map((v) => [v.code, v.name])),
    dicts: await dictionaries(ctx, fields.map((f) => entity.properties[f]?.['x-dict']).filter((t): t is string => typeof t === 'string')),
    regions: await regionNames(ctx.db, regionCodes.join(',')),
    refs: await referenceLabels(ctx, entity, record),
    // The record's site's seal and signature, inlined: a link's reader has no session to fetch them with.
    images: await inlineSiteImages(ctx.db, record.siteId),
  });
  return { title, html: filled.html };
}
