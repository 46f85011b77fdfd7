// Excel import: read the file, check every row through the same service call as the API (createRecord
// in a transaction that is then rolled back), report per row, and store only on confirmation.
import type ExcelJS from 'exceljs';
import { loadExcel } from './lazy.ts';
import { guardXlsx } from './zipGuard.ts';
import { IMPORT_MAX_ROWS, type ImportProblem, type ImportReport, type ImportResult, type ImportRow, type ImportValue } from '../../shared/excel/api.ts';
import { canImport } from '../../shared/excel/permission.ts';
import type { EntitySchema, ListImport } from '../../shared/schema/types.ts';
import type { Actor, AppContext } from '../context.ts';
import { ApiError, invalid, unauthorized } from '../http/errors.ts';
import type { Bag } from '../http/params.ts';
import { entityOf, requireEntity } from '../records/entity.ts';
import { createRecord } from '../records/service.ts';
import { importCellValue } from './cellValue.ts';
import { withTitle } from '../../shared/formats/messages.ts';
import { valueType } from '../../shared/valuetypes/derive.ts';
import { dictionariesOf, listPageOf, type ListPageRef } from './listPage.ts';
import { REQUIRED_MARK, templateWorkbook } from './template.ts';

interface ImportTarget {
  entity: EntitySchema;
  page: ListPageRef;
  spec: ListImport;
}

/** The entity, its list page with an `import` declaration, and the caller's right to create records. */
function importTarget(ctx: AppContext, actor: Actor, entityName: string, query: Bag): ImportTarget {
  const entity = entityOf(ctx, entityName);
  requireEntity(ctx, actor, entity, 'create');
  const page = listPageOf(ctx, actor, entity, query);
  if (!page.schema.import) throw invalid(`${page.title}不支持导入`);
  if (!canImport(actor, ctx.registry.menus, ctx.registry.pages.pages, page.schema)) throw unauthorized();
  return { entity, page, spec: page.schema.import };
}

export async function importTemplate(ctx: AppContext, actor: Actor, entityName: string, query: Bag): Promise<{ filename: string; body: Buffer }> {
  const { entity, page, spec } = importTarget(ctx, actor, entityName, query);
  const body = await templateWorkbook(entity, spec.fields, await dictionariesOf(ctx, entity, spec.fields));
  return { filename: `${page.title}导入模板.xlsx`, body };
}

/** Thrown inside a check's transaction so that a row that passed leaves nothing behind. */
class RollBack extends Error {}

function problemsOf(e: unknown, row: number, entity: EntitySchema): ImportProblem[] {
  if (e instanceof ApiError) {
    const title = (f: string) => entity.properties[f]?.title ?? f;
    if (e.errors?.length) return e.errors.map((fe) => ({ row, field: title(fe.field), message: fe.message }));
    return [{ row, field: '', message: e.message }];
  }
  throw e;
}

/** One row through createRecord, undone afterwards: [] when it would be stored. */
async function checkRow(ctx: AppContext, actor: Actor, entity: EntitySchema, row: ImportRow): Promise<ImportProblem[]> {
  try {
    await ctx.db.transaction(async (tx) => {
      await createRecord(ctx, actor, entity.name, { data: row.data }, tx);
      throw new RollBack();
    });
  } catch (e) {
    if (e instanceof RollBack) return [];
    return problemsOf(e, row.row, entity);
  }
  return [];
}

async function readRows(ctx: AppContext, t: ImportTarget, file: Buffer): Promise<{ rows: ImportRow[]; problems: ImportProblem[] }> {
  await guardXlsx(file);
  const wb = new (await loadExcel()).Workbook();
  try {
    await wb.xlsx.load(file as unknown as ExcelJS.Buffer);
  } catch {
    throw invalid('文件无法读取，请上传由导入模板填写的 .xlsx 文件');
  }
  const sheet = wb.worksheets[0];
  if (!sheet) throw invalid('文件中没有工作表');
  const byTitle = new Map(t.spec.fields.map((f) => [t.entity.properties[f]?.title ?? f, f]));
  const columns = new Map<number, string>();
  const problems: ImportProblem[] = [];
  sheet.getRow(1).eachCell((cell, col) => {
    const title = String(cell.text ?? '').trim().replace(new RegExp(`\\${REQUIRED_MARK}$`), '').trim();
    const field = byTitle.get(title);
    if (field) columns.set(col, field);
    else if (title) problems.push({ row: 1, field: title, message: `不是模板中的列：${title}` });
  });
  const missing = t.spec.fields.filter((f) => (t.entity.required ?? []).includes(f) && ![...columns.values()].includes(f));
  for (const f of missing) problems.push({ row: 1, field: t.entity.properties[f]?.title ?? f, message: '模板缺少此必填列' });
  if (problems.length > 0) return { rows: [], problems };

  const dicts = await dictionariesOf(ctx, t.entity, t.spec.fields);
  const rows: ImportRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (r, n) => {
    if (n === 1) return;
    const data: Record<string, ImportValue> = {};
    for (const [col, field] of columns) data[field] = importCellValue(r.getCell(col).value, t.entity.properties[field], valueType(t.entity, field).excel, dicts[field]);
    if (Object.values(data).every((v) => v === '')) return; // a row left blank is not a record
    rows.push({ row: n, data });
  });
  if (rows.length > IMPORT_MAX_ROWS) throw invalid(`一次最多导入 ${IMPORT_MAX_ROWS} 行，文件有 ${rows.length} 行`);
  return { rows, problems };
}

export async function checkImport(ctx: AppContext, actor: Actor, entityName: string, query: Bag, file: Buffer | undefined): Promise<ImportReport> {
  const t = importTarget(ctx, actor, entityName, query);
  if (!file || file.length === 0) throw invalid('请选择要导入的文件');
  const { rows, problems } = await readRows(ctx, t, file);
  if (problems.length === 0 && rows.length === 0) throw invalid('文件中没有数据行');
  const valid: ImportRow[] = [];
  for (const row of rows) {
    const p = await checkRow(ctx, actor, t.entity, row);
    if (p.length === 0) valid.push(row);
    else problems.push(...p);
  }
  return { total: rows.length, valid, problems };
}

function parseRows(body: Bag): ImportRow[] {
  const raw = body.rows;
  if (!Array.isArray(raw) || raw.length === 0) throw invalid('没有要导入的行');
  if (raw.length > IMPORT_MAX_ROWS) throw invalid(`一次最多导入 ${IMPORT_MAX_ROWS} 行`);
  return raw.map((r: unknown) => {
    const o = r as { row?: unknown; data?: unknown };
    if (typeof o?.row !== 'number' || !o.data || typeof o.data !== 'object' || Array.isArray(o.data)) throw invalid('导入数据格式不正确');
    return { row: o.row, data: o.data as Record<string, ImportValue> };
  });
}

/** Stores the confirmed rows in one transaction: every row is checked again, and one failure stores none. */
export async function confirmImport(ctx: AppContext, actor: Actor, entityName: string, query: Bag, body: Bag): Promise<ImportResult> {
  const t = importTarget(ctx, actor, entityName, query);
  const rows = parseRows(body);
  const allowed = new Set(t.spec.fields);
  await ctx.db.transaction(async (tx) => {
    for (const row of rows) {
      // Only the template's columns: the confirmation cannot smuggle in fields the import does not offer.
      const data = Object.fromEntries(Object.entries(row.data).filter(([k]) => allowed.has(k)));
      try {
        await createRecord(ctx, actor, t.entity.name, { data }, tx);
      } catch (e) {
        const [p] = problemsOf(e, row.row, t.entity);
        // Field refusals already name their field (挂牌价（元）：…): the row number is all that is added.
        const text = p ? (p.field ? withTitle(p.field, p.message) : p.message) : '无法保存';
        throw invalid(`第 ${row.row} 行：${text}，未导入任何数据`);
      }
    }
  });
  return { created: rows.length };
}
